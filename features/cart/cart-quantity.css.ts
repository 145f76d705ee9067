import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const origem = style({ color: vars.color.textMuted });
