import { style, styleVariants } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

/** The size class sits on the root; the parts below read it. */
export const size = styleVariants({ md: {}, lg: {} });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { [`&${size.lg}`]: { gap: vars.space.xs } },
});

export const price = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.secondaryDark,
  selectors: { [`${size.lg} &`]: { fontSize: vars.fontSize.xxl, fontWeight: 800, lineHeight: 1.2 } },
});

export const original = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: { [`${size.lg} &`]: { fontSize: vars.fontSize.md } },
});

export const wholesale = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: tones.positive.foreground,
  selectors: { [`${size.lg} &`]: { fontSize: vars.fontSize.md, fontWeight: 600 } },
});

export const hidden = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.secondary,
  selectors: { [`&${size.lg}`]: { fontSize: vars.fontSize.lg, fontWeight: 700 } },
});
