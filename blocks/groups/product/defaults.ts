/**
 * The default layout nodes of the product group's page type, as an admin would write them
 * (React-free). The page before version 4 of the layout showed, above the supplier's own
 * `produto` blocks: the picture, then beside it the name, price and quantity (or 'Produto
 * indisponível no momento' with the alert), 'Calcular frete', the discount tiers, a kit's items,
 * the product's message and the description; then the similar products. The buy box holds the
 * alert and the shipping quote so they stay where they were (after the quantity, before the
 * tiers). Nothing came after the supplier's blocks.
 *
 * The additional services are new (no screen showed them): they sit after the buy box, and
 * render nothing for a product without services (every product of the visual baseline).
 */
import type { LayoutNodeInput } from '#schemas/layout';

/** What the page showed above the supplier's own produto blocks before version 4 (the 3 → 4 migration puts it first). */
export const produtoHeadNodes: LayoutNodeInput[] = [
  { type: 'product-gallery', id: 'padrao-produto-galeria', props: {} },
  {
    type: 'product-buy-box',
    id: 'padrao-produto-compra',
    props: {},
    children: [
      { type: 'availability-alert', id: 'padrao-produto-disponibilidade', props: {} },
      { type: 'shipping-quote', id: 'padrao-produto-frete', props: {} },
    ],
  },
  { type: 'product-services', id: 'padrao-produto-servicos', props: {} },
  { type: 'product-description', id: 'padrao-produto-descricao', props: {} },
  { type: 'similar-products', id: 'padrao-produto-similares', props: {} },
];

/** What the page showed after them (the 3 → 4 migration puts it last): nothing. */
export const produtoTailNodes: LayoutNodeInput[] = [];

/** The produto page's default layout: the whole page. */
export const produtoDefaultNodes: LayoutNodeInput[] = [...produtoHeadNodes, ...produtoTailNodes];
