import * as z from 'zod/mini';

export const comboDetailProps = z.strictObject({
  /** Under the price: how the cart prices the combo. */
  textoRegra: z._default(
    z.string().check(z.maxLength(300)),
    'No carrinho, cada combo completo sai pelo preço do combo; o que passar disso, pelo preço normal.',
  ),
});

export const comboDetailSchema = {
  props: comboDetailProps,
  acceptsChildren: false,
  pages: ['combo'] as const,
};

export type ComboDetailProps = z.output<typeof comboDetailProps>;
