import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ position: 'relative', padding: `${vars.space.md} 0` });

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.primaryLight2,
  aspectRatio: '1440 / 400',
});

export const slide = style({ position: 'absolute', inset: 0 });

export const slideLink = style({ display: 'block', width: '100%', height: '100%', color: 'inherit', textDecoration: 'none' });

export const slideImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm, paddingTop: vars.space.sm });

export const dots = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  '::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: vars.radius.pill,
    background: vars.color.border,
    border: `1px solid ${vars.color.textMuted}`,
  },
  selectors: { '&[aria-current="true"]::before': { background: vars.color.primary, borderColor: vars.color.primaryDark, width: 14, height: 14 } },
});

// PRODUTOS rail

/**
 * A product rail skips style, layout and paint (and its cards' lazy images) while it is far from the
 * viewport (content-visibility), in a box of about its height (title row and one row of cards), so
 * the page below it does not move; once rendered its real height is remembered (`auto`).
 */
export const rail = style([root, { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 430px' }]);

export const railHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.sm });

export const railTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.secondaryDark });

export const railButtons = style({ display: 'flex', gap: vars.space.xs });
