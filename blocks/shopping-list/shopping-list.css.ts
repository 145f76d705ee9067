import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 2fr) auto minmax(0, 1fr)',
      alignItems: 'center',
    },
  },
});

export const unavailable = style({ opacity: 0.75 });

export const name = style({ margin: 0, fontWeight: 600 });

export const prices = style({ display: 'grid', gap: vars.space.xs, fontVariantNumeric: 'tabular-nums' });

export const lineActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const rename = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const total = style({ fontWeight: 700, fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums' });

export const select = style({
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  maxWidth: '100%',
});
