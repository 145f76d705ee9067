import * as z from 'zod/mini';

const texto = (max: number, padrao: string) => z._default(z.string().check(z.minLength(1), z.maxLength(max)), padrao);

export const deliveryMethodProps = z.strictObject({
  /** The legend of the choice between delivery and pickup (shown only where the shop offers both). */
  tituloTipo: texto(80, 'Como você quer receber?'),
  /** The label of the delivery choice. */
  textoEntrega: texto(60, 'Entrega no endereço'),
  /** The label of the pickup choice. */
  textoRetirada: texto(60, 'Retirar na loja'),
  /** The legend of the delivery options, for delivery. */
  tituloOpcoesEntrega: texto(80, 'Forma de entrega'),
  /** The legend of the delivery options, for pickup. */
  tituloOpcoesRetirada: texto(80, 'Retirada'),
  /** Whether the customer chooses the date; hidden, the option's first date goes with the order. */
  mostrarData: z._default(z.boolean(), true),
  rotuloDataEntrega: texto(60, 'Data de entrega'),
  rotuloDataRetirada: texto(60, 'Data da retirada'),
});

export const deliveryMethodSchema = {
  props: deliveryMethodProps,
  acceptsChildren: true,
  pages: ['carrinho'] as const,
};

export type DeliveryMethodProps = z.output<typeof deliveryMethodProps>;
