/**
 * Leaflet over the page's tile server (MAP_TILE_URL, the page's `sf-map-tiles` meta; none: no
 * map), loaded with its stylesheet only when a map mounts, so no chunk carries it before. The
 * state says what the box shows: 'carregando' until the first tile arrives, 'pronto', or
 * 'indisponivel' when no tile can be loaded (the server unreachable, nothing configured, or
 * no tile within 8 s of asking the tile server for it): the caller then shows its message and
 * whatever works without a map, never a blank box. The 8 s start once Leaflet is loaded, so a slow
 * download of the map's own code (a phone on a slow network, a busy machine) does not count
 * against the tile server; that download has 30 s of its own.
 */
import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';

/** How long the tile server may take to send the first tile before the map gives way. */
const ESPERA_TILES_MS = 8_000;
/** How long Leaflet's own code may take to arrive (a stalled network) before the map gives way. */
const ESPERA_CODIGO_MS = 30_000;

export type EstadoMapa = 'carregando' | 'pronto' | 'indisponivel';

/** Builds the map's content on `mapa`; returns what to undo on unmount (besides the map itself). */
export type MontarMapa = (L: typeof Leaflet, mapa: Leaflet.Map) => void | (() => void);

export function useMapa(opcoes: { centro: { lat: number; lng: number }; zoom: number }, montar: MontarMapa) {
  const tileUrl =
    typeof document === 'undefined'
      ? ''
      : (document.querySelector('meta[name="sf-map-tiles"]')?.getAttribute('content') ?? '');
  const [estado, setEstado] = useState<EstadoMapa>(tileUrl ? 'carregando' : 'indisponivel');
  const caixa = useRef<HTMLDivElement>(null);
  const inicio = useRef(opcoes);
  const aoMontar = useRef(montar);
  aoMontar.current = montar;

  useEffect(() => {
    const div = caixa.current;
    if (!tileUrl || !div) return;
    let desfeito = false;
    let remover = (): void => {};
    const desistir = (): void => setEstado((e) => (e === 'carregando' ? 'indisponivel' : e));
    let espera = window.setTimeout(desistir, ESPERA_CODIGO_MS);
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([L]) => {
        if (desfeito) return;
        window.clearTimeout(espera);
        const { centro, zoom } = inicio.current;
        const mapa = L.map(div, { center: [centro.lat, centro.lng], zoom, scrollWheelZoom: false });
        let carregou = false;
        L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; colaboradores do OpenStreetMap' })
          .on('tileload', () => {
            carregou = true;
            setEstado('pronto');
          })
          .on('tileerror', () => {
            if (!carregou) setEstado('indisponivel');
          })
          .addTo(mapa);
        espera = window.setTimeout(desistir, ESPERA_TILES_MS);
        const desfazer = aoMontar.current(L, mapa);
        remover = () => {
          desfazer?.();
          mapa.remove();
        };
      })
      .catch(() => setEstado('indisponivel'));
    return () => {
      desfeito = true;
      window.clearTimeout(espera);
      remover();
    };
  }, [tileUrl]);

  return { caixa, estado };
}
