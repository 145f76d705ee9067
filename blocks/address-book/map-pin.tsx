/**
 * The address form's map pin (issue 12, item 1: 'by a map pin'; spec section 2 'Address list and
 * new address'), on ui/mapa's `useMapa` (Leaflet loaded with its stylesheet only when the form
 * opens, over the tile server of MAP_TILE_URL). A click on the map or a drag of the pin sets the
 * coordinates; the two fields below are the same coordinates typed, so the pin works without a
 * pointer too. When no tile can be loaded
 * (the server unreachable, or nothing configured) the map box gives way to a message and the
 * fields: never a blank box.
 */
import { useEffect, useRef, useState } from 'react';
import { FormField } from '#ui/form-field';
import { estilosMapa, useMapa } from '#ui/mapa';
import * as styles from './address-book.css';

/** What a coordinate field accepts: a decimal number with a point or a comma. */
function lerCoordenada(texto: string, limite: number): number | null {
  const normal = texto.trim().replace(',', '.');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(normal)) return null;
  const valor = Number(normal);
  return Math.abs(valor) <= limite ? valor : null;
}

const mostrar = (valor: number | null): string => (valor === null ? '' : valor.toFixed(6).replace('.', ','));

export const TEXTOS_MAPA = {
  legenda: 'Localização no mapa (opcional)',
  ajuda: 'Toque no mapa ou arraste o marcador até o local de entrega.',
  carregando: 'Carregando o mapa…',
  indisponivel: 'Mapa indisponível no momento. Se quiser, informe a latitude e a longitude do local.',
  invalida: 'Use um número entre -90 e 90 para a latitude e entre -180 e 180 para a longitude, como -22,905600.',
} as const;

interface MapPinProps {
  lat: number | null;
  lng: number | null;
  /** Where the map opens when the address has no coordinates yet (the supplier's store). */
  centro: { lat: number; lng: number };
  onChange(posicao: { lat: number; lng: number } | null): void;
}

export function MapPin({ lat, lng, centro, onChange }: MapPinProps) {
  const mover = useRef<((lat: number, lng: number) => void) | null>(null);
  const aoMudar = useRef(onChange);
  aoMudar.current = onChange;
  const inicio = { lat: lat ?? centro.lat, lng: lng ?? centro.lng };
  const { caixa, estado } = useMapa({ centro: inicio, zoom: lat !== null ? 16 : 12 }, (L, mapa) => {
    const icone = L.divIcon({
      className: '',
      html: `<div class="${estilosMapa.pino}"></div>`,
      iconSize: [24, 24],
      iconAnchor: [12, 24],
    });
    const pino = L.marker(mapa.getCenter(), {
      draggable: true,
      icon: icone,
      title: 'Local de entrega',
      alt: 'Local de entrega',
    }).addTo(mapa);
    const escolher = (novo: { lat: number; lng: number }): void => {
      const posicao = { lat: Number(novo.lat.toFixed(6)), lng: Number(novo.lng.toFixed(6)) };
      pino.setLatLng(posicao);
      aoMudar.current(posicao);
    };
    pino.on('dragend', () => escolher(pino.getLatLng()));
    mapa.on('click', (e) => escolher(e.latlng));
    mover.current = (a, b) => {
      pino.setLatLng([a, b]);
      mapa.panTo([a, b]);
    };
    return () => {
      mover.current = null;
    };
  });

  // Coordinates from outside (typed below, or the address being edited) move the pin.
  useEffect(() => {
    if (lat !== null && lng !== null) mover.current?.(lat, lng);
  }, [lat, lng]);

  return (
    <fieldset className={styles.mapaFieldset}>
      <legend className={styles.mapaLegenda}>{TEXTOS_MAPA.legenda}</legend>
      {estado === 'indisponivel' ? (
        <p role="status" className={styles.muted}>
          {TEXTOS_MAPA.indisponivel}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{TEXTOS_MAPA.ajuda}</p>
          <div ref={caixa} className={estilosMapa.caixa} data-testid="mapa-endereco">
            {estado === 'carregando' ? <span className={estilosMapa.carregando}>{TEXTOS_MAPA.carregando}</span> : null}
          </div>
        </>
      )}
      <Coordenadas lat={lat} lng={lng} onChange={onChange} />
    </fieldset>
  );
}

/** The coordinates as two fields (pt-BR decimal comma accepted); both empty clears them. */
function Coordenadas({ lat, lng, onChange }: Pick<MapPinProps, 'lat' | 'lng' | 'onChange'>) {
  const [textoLat, setTextoLat] = useState(mostrar(lat));
  const [textoLng, setTextoLng] = useState(mostrar(lng));
  const [erro, setErro] = useState<string | undefined>(undefined);
  // The pin moved: the fields follow (unless they already say the same).
  useEffect(() => {
    setTextoLat((t) => (lerCoordenada(t, 90) === lat ? t : mostrar(lat)));
    setTextoLng((t) => (lerCoordenada(t, 180) === lng ? t : mostrar(lng)));
    setErro(undefined);
  }, [lat, lng]);
  const confirmar = (la: string, ln: string): void => {
    if (la.trim() === '' && ln.trim() === '') {
      setErro(undefined);
      if (lat !== null || lng !== null) onChange(null);
      return;
    }
    const a = lerCoordenada(la, 90);
    const b = lerCoordenada(ln, 180);
    if (a === null || b === null) {
      setErro(TEXTOS_MAPA.invalida);
      return;
    }
    setErro(undefined);
    if (a !== lat || b !== lng) onChange({ lat: a, lng: b });
  };
  return (
    <div className={styles.grid}>
      <div className={styles.span3}>
        <FormField
          label="Latitude"
          error={erro}
          renderInput={(a11y) => (
            <input
              {...a11y}
              name="lat"
              inputMode="decimal"
              value={textoLat}
              placeholder="-22,905600"
              onChange={(e) => setTextoLat(e.currentTarget.value)}
              onBlur={() => confirmar(textoLat, textoLng)}
            />
          )}
        />
      </div>
      <div className={styles.span3}>
        <FormField
          label="Longitude"
          renderInput={(a11y) => (
            <input
              {...a11y}
              name="lng"
              inputMode="decimal"
              value={textoLng}
              placeholder="-47,060800"
              onChange={(e) => setTextoLng(e.currentTarget.value)}
              onBlur={() => confirmar(textoLat, textoLng)}
              aria-invalid={erro ? true : undefined}
            />
          )}
        />
      </div>
    </div>
  );
}
