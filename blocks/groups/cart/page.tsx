/**
 * The cart group's page chunk: its blocks (`registry`) and the page-level frame around the
 * rendered layout. INTERIM (issue 25 foundation): the frame still renders the hard-coded page until
 * the group's blocks replace it.
 */
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { cartBlocks } from './registry';
import { checkoutBlocks } from '#blocks/groups/checkout/registry';
// eslint-disable-next-line no-restricted-imports, house/alias-imports -- interim, until the group's blocks replace the page
import CartPage from '../../../src/pages/cart/cart-page';

export const registry = { ...cartBlocks, ...checkoutBlocks };

export function Frame(_props: PageFrameProps) {
  return <CartPage />;
}
