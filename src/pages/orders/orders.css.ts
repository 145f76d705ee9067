import { style, styleVariants } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

export const page = style({
  width: '100%',
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.secondaryDark });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.secondaryDark });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const cardSide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  '@media': { 'screen and (min-width: 720px)': { alignItems: 'flex-end' } },
});

export const amount = style({ fontWeight: 700, fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums' });

const badgeBase = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const badge = styleVariants({
  positive: [badgeBase, { background: tones.positive.background, color: tones.positive.foreground }],
  caution: [badgeBase, { background: tones.caution.background, color: tones.caution.foreground }],
  critical: [badgeBase, { background: tones.critical.background, color: tones.critical.foreground }],
  info: [badgeBase, { background: tones.info.background, color: tones.info.foreground }],
});

export const section = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const step = style({
  position: 'relative',
  paddingLeft: '1.75rem',
  paddingBottom: vars.space.md,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: '0.5rem',
  selectors: { '&:last-child': { borderLeftColor: 'transparent', paddingBottom: 0 } },
  '::before': {
    content: '""',
    position: 'absolute',
    left: '-0.5rem',
    top: '0.15rem',
    width: '0.875rem',
    height: '0.875rem',
    borderRadius: '50%',
    background: vars.color.primary,
    border: `2px solid ${vars.color.background}`,
    boxSizing: 'border-box',
  },
});

export const stepCurrent = style({ fontWeight: 700 });

export const items = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const num = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

export const total = style([row, { fontWeight: 700, fontSize: vars.fontSize.lg }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const stars = style({ border: 0, margin: 0, padding: 0, display: 'flex', gap: vars.space.xxs });

export const star = style({
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.border,
  selectors: { '&[data-on="true"]': { color: vars.color.auxiliary } },
});

export const starInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });

export const textarea = style({ width: '100%', boxSizing: 'border-box' });

export const hero = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const heroMark = style({
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: tones.positive.background,
  color: tones.positive.foreground,
  display: 'grid',
  placeItems: 'center',
  fontSize: '1.5rem',
  fontWeight: 700,
});

export const caracteristicas = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

/** The payment-method change's choices, a plain group (no fieldset border). */
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
