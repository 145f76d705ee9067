/**
 * The stores on a map (issue 12, item 3: 'Pickup store choice with the store's address and
 * map'): one pin per store, the chosen one in the primary colour; a click on a pin chooses it
 * (the list beside it stays the keyboard's and the screen reader's way). With no tiles the map
 * gives way to a line saying so: the list already has every address.
 */
import { useEffect, useRef } from 'react';
import type * as Leaflet from 'leaflet';
import * as styles from './mapa.css';
import { useMapa } from './use-mapa';

export interface LojaNoMapa {
  id: number;
  nome: string;
  endereco: string;
  lat: number;
  lng: number;
}

export const TEXTOS_MAPA_LOJAS = {
  rotulo: 'Mapa das lojas',
  carregando: 'Carregando o mapa…',
  indisponivel: 'Mapa indisponível no momento. O endereço de cada loja está na lista.',
} as const;

const escapar = (texto: string): string => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function MapaLojas({
  lojas,
  escolhida,
  onEscolher,
}: {
  lojas: readonly LojaNoMapa[];
  escolhida: number | null;
  onEscolher(id: number): void;
}) {
  const desenho = useRef<{ L: typeof Leaflet; mapa: Leaflet.Map; camada: Leaflet.LayerGroup } | null>(null);
  const atual = useRef({ lojas, escolhida, onEscolher });
  atual.current = { lojas, escolhida, onEscolher };

  const desenhar = (): void => {
    const d = desenho.current;
    if (!d) return;
    const { lojas: ls, escolhida: id, onEscolher: escolher } = atual.current;
    d.camada.clearLayers();
    for (const loja of ls) {
      const icone = d.L.divIcon({
        className: '',
        html: `<div class="${loja.id === id ? styles.pino : styles.pinoApagado}"></div>`,
        iconSize: [24, 24],
        iconAnchor: [12, 24],
      });
      d.L.marker([loja.lat, loja.lng], {
        icon: icone,
        title: loja.nome,
        alt: loja.nome,
        zIndexOffset: loja.id === id ? 1000 : 0,
      })
        .bindTooltip(`<strong>${escapar(loja.nome)}</strong><br>${escapar(loja.endereco)}`)
        .on('click', () => escolher(loja.id))
        .addTo(d.camada);
    }
  };

  const centro = lojas[0] ?? { lat: -15.7939, lng: -47.8828 };
  const { caixa, estado } = useMapa({ centro, zoom: 14 }, (L, mapa) => {
    desenho.current = { L, mapa, camada: L.layerGroup().addTo(mapa) };
    desenhar();
    const { lojas: ls } = atual.current;
    // Without animation: the first view is simply the stores' bounds. An animated zoom moved the pins
    // for a moment after the map appeared, and a click in that moment (a quick shopper, or a busy
    // machine in CI) landed beside the pin and chose nothing.
    if (ls.length > 1)
      mapa.fitBounds(L.latLngBounds(ls.map((l) => [l.lat, l.lng] as [number, number])), {
        padding: [32, 32],
        maxZoom: 15,
        animate: false,
      });
    return () => {
      desenho.current = null;
    };
  });

  // The choice or the stores changed: the pins follow.
  useEffect(desenhar, [lojas, escolhida]);

  if (estado === 'indisponivel') {
    return (
      <p role="status" className={styles.aviso}>
        {TEXTOS_MAPA_LOJAS.indisponivel}
      </p>
    );
  }
  return (
    <div
      ref={caixa}
      className={styles.caixa}
      data-testid="mapa-lojas"
      role="region"
      aria-label={TEXTOS_MAPA_LOJAS.rotulo}
    >
      {estado === 'carregando' ? <span className={styles.carregando}>{TEXTOS_MAPA_LOJAS.carregando}</span> : null}
    </div>
  );
}
