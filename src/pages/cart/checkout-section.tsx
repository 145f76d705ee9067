/**
 * Until the cart page is a layout of blocks (issue 25, the `cart` part): the checkout as the
 * cart page shows it by default, rendered from the checkout group's default nodes
 * (blocks/groups/checkout). Deleted once the cart page's Frame renders the `carrinho` layout.
 */
import { useUnit } from 'effector-react';
import { LayoutRegion } from '#engine/layout/renderer';
import { $gateContext } from '#engine/model/storefront';
import type { LayoutNode, LayoutNodeInput } from '#schemas/layout';
import { checkoutDefaultNodes } from '#blocks/groups/checkout/defaults';
import { checkoutBlocks } from '#blocks/groups/checkout/registry';
import { checkoutBlockSchemas } from '#blocks/groups/checkout/schemas';

export { useGoToSubmission as useIrParaSubmissao } from '#blocks/groups/checkout/go-to-submission';

/** The nodes with every prop's default filled in, as the layout document's schema gives them. */
function withDefaults(nodes: readonly LayoutNodeInput[]): LayoutNode[] {
  return nodes.map((node) => ({
    type: node.type,
    id: node.id,
    props: checkoutBlockSchemas[node.type as keyof typeof checkoutBlockSchemas].props.parse(node.props ?? {}),
    ...(node.children ? { children: withDefaults(node.children) } : {}),
  }));
}

const NODES = withDefaults(checkoutDefaultNodes);

export function CheckoutSection() {
  const gate = useUnit($gateContext);
  return <LayoutRegion nodes={NODES} registry={checkoutBlocks} context={gate} />;
}
