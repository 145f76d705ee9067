import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  position: 'relative',
});

export const imageLink = style({
  display: 'block',
  background: vars.color.background,
  aspectRatio: '1 / 1',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  flex: 1,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.3,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const unit = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** The price (and the unit under it) sits at the bottom of the card, whatever the name's length. */
export const price = style({ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const message = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.auxiliary,
  color: '#1d1d1d',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
