import * as z from 'zod/mini';

export const subscriptionListProps = z.strictObject({
  /** Above the subscriptions; empty: none. */
  textoAjuda: z._default(
    z.string().check(z.maxLength(300)),
    'Cada assinatura repete o seu pedido no intervalo escolhido. Você recebe um e-mail na véspera e outro quando o pedido é feito.',
  ),
  /** What the page says when the client has no subscription. */
  textoVazio: z._default(
    z.string().check(z.minLength(1), z.maxLength(200)),
    "Você ainda não tem assinaturas. No carrinho, escolha 'Repetir este pedido' para criar uma.",
  ),
  /** Show the cancelled subscriptions too (under the active ones). */
  mostrarCanceladas: z._default(z.boolean(), true),
  /** How many linked orders each subscription lists (the newest). */
  pedidosPorAssinatura: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});

export const subscriptionListSchema = {
  props: subscriptionListProps,
  acceptsChildren: false,
  pages: ['assinaturas'] as const,
};

export type SubscriptionListProps = z.output<typeof subscriptionListProps>;
