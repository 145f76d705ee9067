/**
 * Styles of the order screens shared by the orders blocks (blocks/order-*, blocks/submission-success)
 * and the supplier's order desk (src/pages/painel): the page column, headings, status badges, bordered
 * sections, rows and totals, the status timeline.
 */
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

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

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

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

export const total = style([row, { fontWeight: 700, fontSize: vars.fontSize.lg }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The payment-method change's choices, a plain group (no fieldset border). */
/** A block's own column inside the page (the page's rhythm: the same gap as `page`). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/**
 * The root of a block that may sit inside another (the order's payment, its documents): its parts
 * take part in the enclosing column's layout as if they were its own.
 */
export const contents = style({ display: 'contents' });
