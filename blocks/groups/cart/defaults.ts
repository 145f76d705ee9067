/** The default layout nodes of the cart group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

/** The cart's part of the carrinho page, before the checkout's (blocks/groups/checkout/defaults.ts). */
export const cartDefaultNodes: LayoutNodeInput[] = [];
