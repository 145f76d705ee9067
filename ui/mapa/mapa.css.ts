import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** The map's box: a light placeholder with its text until the tiles arrive (never blank). */
export const caixa = style({
  position: 'relative',
  height: 280,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  marginBottom: vars.space.sm,
  zIndex: 0,
});

export const carregando = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});

/** A pin (a Leaflet divIcon: no image files to resolve). */
export const pino = style({
  width: 24,
  height: 24,
  borderRadius: '50% 50% 50% 0',
  background: vars.color.primary,
  border: '3px solid #fff',
  boxShadow: '0 1px 4px rgba(0,0,0,.4)',
  transform: 'rotate(-45deg)',
  boxSizing: 'border-box',
});

/** A pin not chosen (the other stores): the muted colour. */
export const pinoApagado = style([pino, { background: vars.color.textMuted }]);

export const aviso = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.sm}` });
