import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** A square of the column's width: its height is known before the picture arrives (no shift). */
export const root = style({ aspectRatio: '1 / 1', overflow: 'hidden' });

export const frame = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

const image = { width: '100%', height: '100%', display: 'block' } as const;

export const fit = styleVariants({
  inteira: { ...image, objectFit: 'contain' },
  preencher: { ...image, objectFit: 'cover' },
});
