import * as z from 'zod/mini';

export const comboListProps = z.strictObject({
  /** Above the combos; empty: none. */
  textoAjuda: z._default(
    z.string().check(z.maxLength(300)),
    'Cada combo junta produtos por um preço menor. No carrinho, o preço do combo vale para cada combo completo.',
  ),
  /** What the page says when no combo is valid for this visitor. */
  textoVazio: z._default(
    z.string().check(z.minLength(1), z.maxLength(200)),
    'Nenhum combo disponível para você no momento.',
  ),
  /** List each combo's products with their combo prices (off: one line with the products). */
  mostrarItens: z._default(z.boolean(), true),
});

export const comboListSchema = {
  props: comboListProps,
  acceptsChildren: false,
  pages: ['combos'] as const,
};

export type ComboListProps = z.output<typeof comboListProps>;
