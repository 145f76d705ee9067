import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const page = style({
  width: '100%',
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  boxSizing: 'border-box',
});

export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xxl,
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

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: '64px minmax(0, 1fr) auto auto' } },
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

export const summary = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const total = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  display: 'flex',
  justifyContent: 'space-between',
});

export const row = style({ display: 'flex', justifyContent: 'space-between' });

export const details = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.secondaryDark });
