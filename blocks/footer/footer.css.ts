import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

// Above the floating OFERTAS button (z-index 20, blocks/offers-button): as the footer scrolls into
// view it slides over the button, which never covers the footer's links.
export const root = style({
  position: 'relative',
  zIndex: 21,
  background: vars.color.secondaryDark,
  color: vars.color.onPrimary,
  marginTop: vars.space.xl,
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  // auto-fill, not auto-fit: the columns' width does not depend on how many have arrived. With
  // auto-fit a footer half parsed (the HTML streams) painted its first column across the whole
  // width, then narrowed it to a fifth as the others came: a layout shift.
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** A tap target of at least 24 px high (WCAG 2.2 target size), not only the line of text. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  fontSize: vars.fontSize.sm,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.sm });

export const legal = style({
  borderTop: '1px solid rgba(255, 255, 255, 0.25)',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
});
