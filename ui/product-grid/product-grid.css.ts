import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const layout = styleVariants({
  /** Rows of cards filling the width (catalogue grid, similar products). */
  grid: [
    list,
    {
      display: 'grid',
      gap: vars.space.md,
      gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
      '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } },
    },
  ],
  /** One scrolling row (product carousels). */
  rail: [
    list,
    {
      padding: `${vars.space.xs} 0 ${vars.space.sm}`,
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(170px, 210px)',
      gap: vars.space.md,
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      scrollBehavior: 'smooth',
      '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
    },
  ],
});

export const item = styleVariants({
  grid: {},
  rail: { scrollSnapAlign: 'start' },
});

/**
 * An item whose card the page may not render yet: while it is far from the viewport the browser skips its
 * style, layout and paint (and so its lazy image), keeping a card-sized box in its place so the
 * page's height barely moves. The size it had once rendered is remembered (`auto`). Used by lists
 * that often start below the fold (the catalogue grid under the home page's banners and rails).
 */
export const offscreen = style({});
// On the card, not on the item: the paint containment that comes with content-visibility clips the
// descendants only, so the card's own shadow stays whole.
globalStyle(`${offscreen} > *`, { contentVisibility: 'auto', containIntrinsicSize: 'auto 200px auto 320px' });

/** The previous list while the new one loads (another category, search or ordering). */
export const stale = style({ opacity: 0.45, transition: 'opacity 150ms', pointerEvents: 'none' });
