/** The default layout nodes of the product group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

/** The produto page's default layout. */
export const produtoDefaultNodes: LayoutNodeInput[] = [];
/** What the page showed above the supplier's own produto blocks before version 4 (the 3 → 4 migration puts it first). */
export const produtoHeadNodes: LayoutNodeInput[] = [];
/** What the page showed after them (the 3 → 4 migration puts it last). */
export const produtoTailNodes: LayoutNodeInput[] = [];
