/**
 * The product page's two columns, as the page had them before it was made of blocks: the gallery
 * on the left (5/11 of the width from 768 px), the blocks that follow it on the right (6/11), the
 * rest of the page across the whole width below both. The layout's nodes are siblings (the frame
 * cannot wrap a subset of them), so the frame's container is a grid and each block says which
 * kind of cell it is: `galleryCell` (the gallery), `infoCell` (the buy box, the description, the
 * services, the availability alert and the shipping quote when placed on their own) or nothing
 * (any other block: the whole width).
 *
 * Spacing as before: `lg` between the page's parts, `sm` between the blocks of the right column
 * (they were one flex column). The grid has no row gap; margins space the cells, so the empty
 * rows the gallery spans take no room. From 768 px the gallery spans RIGHT_COLUMN_ROWS rows, the
 * last of them `1fr`: when the gallery is taller than the right column, that row takes the
 * difference and the right column's blocks keep their own heights (auto rows would share it out);
 * when the right column is taller, that row is empty. What comes after the gallery's rows starts
 * below the taller of the two.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** How many blocks the right column holds beside the gallery (more go below it, still on the right). */
const RIGHT_COLUMN_ROWS = 12;
const WIDE = 'screen and (min-width: 768px)';

export const productGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [WIDE]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
      gridTemplateRows: `repeat(${RIGHT_COLUMN_ROWS - 1}, auto) 1fr`,
      columnGap: vars.space.lg,
    },
  },
});

/** The gallery's cell. */
export const galleryCell = style({});

/** A cell of the right column (beside the gallery when one comes before it). */
export const infoCell = style({});

// The class twice: these must win over a block's own root margin, whatever order the CSS loads in.
const cell = `${productGrid}${productGrid} >`;

globalStyle(`${cell} *`, { gridColumn: '1 / -1', marginTop: vars.space.lg });
globalStyle(`${cell} :first-child`, { marginTop: 0 });
globalStyle(`${cell} ${infoCell} + ${infoCell}`, { marginTop: vars.space.sm });
globalStyle(`${cell} ${galleryCell}`, {
  '@media': { [WIDE]: { gridColumn: '1', gridRow: `span ${RIGHT_COLUMN_ROWS}` } },
});
globalStyle(`${cell} ${galleryCell} ~ ${infoCell}`, { '@media': { [WIDE]: { gridColumn: '2' } } });
globalStyle(`${cell} ${galleryCell} + ${infoCell}`, { '@media': { [WIDE]: { marginTop: 0 } } });
