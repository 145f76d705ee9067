import * as z from 'zod/mini';

export const shoppingListsProps = z.strictObject({
  /** Above the lists; empty: none. */
  textoAjuda: z._default(
    z.string().check(z.maxLength(300)),
    "Guarde as compras que você repete e envie tudo para o carrinho de uma vez. Para criar uma lista, use 'Salvar na lista' num produto ou 'Salvar carrinho como lista' no carrinho.",
  ),
  /** Show 'Listas sugeridas' (the lists the shop suggests). */
  mostrarSugeridas: z._default(z.boolean(), true),
  /** What the page says when the client has no list of their own. */
  textoVazio: z._default(z.string().check(z.minLength(1), z.maxLength(200)), 'Você ainda não tem listas de compras.'),
});

export const shoppingListsSchema = {
  props: shoppingListsProps,
  acceptsChildren: false,
  pages: ['listas'] as const,
};

export type ShoppingListsProps = z.output<typeof shoppingListsProps>;
