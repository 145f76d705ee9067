/**
 * Until the cart page is a layout of blocks (issue 25, the `cart` part): the checkout as the
 * cart page shows it by default, rendered from the checkout group's default nodes
 * (blocks/groups/checkout), and the redirect to the submission page. Deleted once the cart
 * page's Frame renders the `carrinho` layout (its Frame then goes to the submission page itself).
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LayoutRegion } from '#engine/layout/renderer';
import { $pedidoSubmetido, submissionSeen } from '#engine/model/checkout';
import { $gateContext } from '#engine/model/storefront';
import { $rotaBase } from '#engine/model/supplier';
import { pageLink } from '#schemas/page-types';
import type { LayoutNode, LayoutNodeInput } from '#schemas/layout';
import { checkoutDefaultNodes } from '#blocks/groups/checkout/defaults';
import { checkoutBlocks } from '#blocks/groups/checkout/registry';
import { checkoutBlockSchemas } from '#blocks/groups/checkout/schemas';

/**
 * Goes to the submission page once an order is submitted (the cart page calls it before its empty
 * state: the cart is already reset when the order comes back).
 */
export function useIrParaSubmissao(): void {
  const [submetido, vista, base] = useUnit([$pedidoSubmetido, submissionSeen, $rotaBase]);
  const navigate = useNavigate();
  useEffect(() => {
    if (submetido === null) return;
    vista();
    void navigate(pageLink(base, 'submissao', String(submetido.numpedido)));
  }, [submetido, vista, navigate, base]);
}

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
