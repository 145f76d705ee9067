/**
 * The checkout's default layout nodes, as an admin would write them (React-free): they go on the
 * cart page (page type `carrinho`) after the cart's blocks. `order-submit` frames the checkout
 * (heading, order instructions, total, 'Enviar pedido') around the blocks inside it; inside
 * `delivery-method` (delivery or pickup … delivery options and date) sit the address and the
 * pickup store, so the default reads as the checkout always did: instructions, delivery or
 * pickup, address or store, delivery options, payment, the supplier's questions, total, send.
 */
import type { LayoutNodeInput } from '#schemas/layout';

export const checkoutDefaultNodes: LayoutNodeInput[] = [
  {
    type: 'order-submit',
    id: 'padrao-checkout-envio',
    props: {},
    children: [
      {
        type: 'delivery-method',
        id: 'padrao-checkout-entrega',
        props: {},
        children: [
          { type: 'address-choice', id: 'padrao-checkout-endereco', props: {} },
          { type: 'pickup-store', id: 'padrao-checkout-loja', props: {} },
        ],
      },
      { type: 'payment-method', id: 'padrao-checkout-pagamento', props: {} },
      { type: 'order-characteristics', id: 'padrao-checkout-caracteristicas', props: {} },
    ],
  },
];
