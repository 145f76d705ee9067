import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 720px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1100px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const titleLink = style({ color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const badge = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const image = style({ width: 48, height: 48, objectFit: 'contain' });
export const prices = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.primaryDark });
export const old = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const saving = style({ color: vars.color.success, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const strip = style({ display: 'grid', gap: vars.space.sm, margin: `${vars.space.lg} 0` });
export const stripHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
export const stripTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const stripRow = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(260px, 1fr)',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
});
export const placeholder = style({ minHeight: 240 });
