/** The default layout nodes of the cart group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

/**
 * The cart's part of the carrinho page, before the checkout's (blocks/groups/checkout/defaults.ts),
 * in the order of the cart page before it was laid out: the notices, the lines, the gift wrap,
 * the coupon, the summary, the order's notes and the subscription choice.
 */
export const cartDefaultNodes: LayoutNodeInput[] = [
  { type: 'cart-notices', id: 'padrao-carrinho-avisos', props: {} },
  { type: 'cart-lines', id: 'padrao-carrinho-itens', props: {} },
  { type: 'gift-options', id: 'padrao-carrinho-embalagem', props: {} },
  { type: 'coupon-box', id: 'padrao-carrinho-cupom', props: {} },
  { type: 'cart-summary', id: 'padrao-carrinho-resumo', props: {} },
  { type: 'order-notes', id: 'padrao-carrinho-dados', props: {} },
  { type: 'subscription-choice', id: 'padrao-carrinho-assinatura', props: {} },
];

/**
 * 'Aproveite e leve também' (issue 31): after the checkout, at a supplier with the tag, for a
 * logged-in client. It loads after the page (a lazy block asking the server), so above the
 * checkout it pushed every option down by its height (474 px) once it arrived.
 */
export const cartRecommendationsNode: LayoutNodeInput = {
  type: 'recommendations',
  id: 'padrao-carrinho-recomendacoes',
  props: {},
  when: { supplierTags: { all: ['enable-recommendation-system'] }, loggedIn: true },
};
