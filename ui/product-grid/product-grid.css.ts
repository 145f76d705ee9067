import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

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
  /** Similar products: a scrolling rail on phones, one row of 4 (768 px) or 6 (1200 px) columns that fits the width above. */
  row: [
    list,
    {
      display: 'grid',
      gap: vars.space.md,
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(160px, 44%)',
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      padding: `${vars.space.xs} 0 ${vars.space.sm}`,
      '@media': {
        'screen and (min-width: 768px)': {
          gridAutoFlow: 'row',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          overflowX: 'visible',
        },
        'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      },
    },
  ],
  /**
   * One scrolling row (product carousels). Its columns have one width whatever the number of cards:
   * columns that could grow (170 to 210 px) took the room of a half-parsed rail (the HTML streams, and
   * Chromium paints its first cards alone at 210 px), then narrowed as the others arrived, a layout shift.
   */
  rail: [
    list,
    {
      padding: `${vars.space.xs} 0 ${vars.space.sm}`,
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: '170px',
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
  row: {
    scrollSnapAlign: 'start',
    // One row that fits the width: 4 cards from 768 px, 6 from 1200 px; the rest wait for the next visit.
    '@media': {
      'screen and (min-width: 768px)': { selectors: { '&:nth-child(n+5)': { display: 'none' } } },
      'screen and (min-width: 1200px)': {
        selectors: { '&:nth-child(n+5)': { display: 'block' }, '&:nth-child(n+7)': { display: 'none' } },
      },
    },
  },
});

/**
 * An item whose card the page may not render yet: while it is far from the viewport the browser skips its
 * style, layout and paint (and so its lazy image), keeping a card-sized box in its place so the
 * page's height barely moves. The size it had once rendered is remembered (`auto`). Used by lists
 * that often start below the fold (the catalogue grid under the home page's banners and rails).
 */
export const offscreen = style({});
// On the card, not on the item: the paint containment that comes with content-visibility clips the
// descendants only, so the card's own shadow stays whole. The first rows always render: on a phone
// the first 4 cards (two rows; more cost a phone layout work at load: Lighthouse TBT 93 → 360 ms on
// a category page with 12), from 768 px the first 12 (two rows of up to 6 columns). A card of the
// first row skipped at the first paint is laid out unstyled then in full, and moves its row: the
// fifth card of a 1280 px row did, 0.027 of layout shift on a loaded machine.
globalStyle(`${offscreen}:nth-child(n+5) > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 200px auto 320px',
  '@media': { 'screen and (min-width: 768px)': { contentVisibility: 'visible' } },
});
globalStyle(`${offscreen}:nth-child(n+13) > *`, {
  '@media': { 'screen and (min-width: 768px)': { contentVisibility: 'auto' } },
});

/** The previous list while the new one loads (another category, search or ordering). */
export const stale = style({ opacity: 0.45, transition: 'opacity 150ms', pointerEvents: 'none' });

const pulse = keyframes({ '50%': { opacity: 0.55 } });
const LINHA = `linear-gradient(${vars.color.border}, ${vars.color.border})`;

/**
 * A card's place while the list loads, drawn by CSS alone: the card's box, its square image, then
 * (as backgrounds) a two-line name, the price, the unit and the 36 px button, so a card arriving
 * in its place moves nothing.
 */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  '::before': { content: '""', aspectRatio: '1 / 1', background: vars.color.background },
  '::after': {
    content: '""',
    height: 150,
    margin: vars.space.sm,
    backgroundImage: `${LINHA}, ${LINHA}, ${LINHA}, ${LINHA}, ${LINHA}`,
    backgroundRepeat: 'no-repeat',
    backgroundSize: '90% 16px, 60% 16px, 45% 22px, 35% 12px, 100% 36px',
    backgroundPosition: '0 0, 0 22px, 0 66px, 0 94px, 0 100%',
  },
});
