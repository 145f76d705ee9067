import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

const frameBase = style({
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A page's width: 'wide' for lists and the cart (960 px), 'narrow' for forms (640 px). */
export const frame = styleVariants({
  wide: [frameBase, { maxWidth: 960 }],
  narrow: [frameBase, { maxWidth: 640 }],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.secondaryDark });

export const lead = style({ margin: 0, color: vars.color.textMuted });
