import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.secondaryDark,
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

const columns = {
  withImage: { narrow: '64px minmax(0, 1fr)', wide: '64px minmax(0, 1fr) auto auto' },
  withoutImage: { narrow: 'minmax(0, 1fr)', wide: 'minmax(0, 1fr) auto auto' },
};

const lineBase = {
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
} as const;

export const line = style({
  ...lineBase,
  gridTemplateColumns: columns.withImage.narrow,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: columns.withImage.wide } },
});

/** A line without the picture (the block's `mostrarImagem` off). */
export const lineWithoutImage = style({
  ...lineBase,
  gridTemplateColumns: columns.withoutImage.narrow,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: columns.withoutImage.wide } },
});

export const image = style({ width: 64, height: 64, objectFit: 'contain' });

export const name = style({ margin: 0, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  gridColumn: '1 / -1',
  '@media': { 'screen and (min-width: 720px)': { gridColumn: 'auto' } },
});

export const lineTotal = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  gridColumn: '1 / -1',
  textAlign: 'right',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  '@media': { 'screen and (min-width: 720px)': { gridColumn: 'auto' } },
});

/** The coupon's share of a line (shown when the coupon asks for it). */
export const lineDiscount = style({ fontWeight: 400, fontSize: '0.875rem', color: vars.color.textMuted });

export const saveAll = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space.sm });
