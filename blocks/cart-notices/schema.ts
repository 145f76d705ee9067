import * as z from 'zod/mini';

/** The lock notice as the spec words it (an attendant is working the cart). */
export const TEXTO_BLOQUEIO = 'Seu carrinho está sendo atendido por um atendente e não pode ser alterado agora.';

export const cartNoticesProps = z.strictObject({
  /** The notice while an attendant has the cart locked (its buttons follow it). */
  textoBloqueio: z._default(z.string().check(z.minLength(1), z.maxLength(300)), TEXTO_BLOQUEIO),
  /** Whether the server's notices about the lines (price changed, out of stock…) show. */
  mostrarAvisos: z._default(z.boolean(), true),
});

export const cartNoticesSchema = {
  props: cartNoticesProps,
  acceptsChildren: false,
  pages: ['carrinho'],
} as const;

export type CartNoticesProps = z.output<typeof cartNoticesProps>;
