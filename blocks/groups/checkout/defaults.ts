/** The default layout nodes of the checkout group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

/** The checkout's part of the carrinho page, after the cart's (blocks/groups/cart/defaults.ts). */
export const checkoutDefaultNodes: LayoutNodeInput[] = [];
