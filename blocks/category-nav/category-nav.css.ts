import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const root = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });

export const inner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `0 ${vars.space.md}` });

export const title = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  position: 'relative',
  // The arrows' scroll glides, unless the visitor asked for reduced motion.
  scrollBehavior: 'smooth',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  whiteSpace: 'nowrap',
  color: vars.color.secondaryDark,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.primaryLight2 },
    '&[aria-current]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const offers = style({ color: vars.color.danger });

export const subList = style([list, { borderTop: `1px dashed ${vars.color.border}` }]);

export const subLink = style([link, { fontWeight: 500, minHeight: 36 }]);

/** The strip's frame: a fade over each side that hides more departments (set by the component). */
export const strip = style({
  position: 'relative',
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      width: 48,
      pointerEvents: 'none',
      opacity: 0,
      transition: 'opacity 150ms',
    },
    '&::before': { left: 0, background: `linear-gradient(to right, ${vars.color.surface}, transparent)` },
    '&::after': { right: 0, background: `linear-gradient(to left, ${vars.color.surface}, transparent)` },
    '&[data-mais-inicio]::before, &[data-mais-fim]::after': { opacity: 1 },
  },
});

const arrowBase = style({
  position: 'absolute',
  top: '50%',
  zIndex: 1,
  width: 36,
  height: 36,
  marginTop: -18,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryLight2 } },
  // On a phone the strip is swiped; the arrows are for a mouse.
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});

// The glyph is drawn by CSS: the button is a pointer's decoration (aria-hidden, shown only once the
// browser measured an overflow), so it adds no text to the page that hydration would change.
export const arrow = styleVariants({
  inicio: [arrowBase, { left: 0, selectors: { '&::before': { content: '"‹"' } } }],
  fim: [arrowBase, { right: 0, selectors: { '&::before': { content: '"›"' } } }],
});
