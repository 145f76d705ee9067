import * as z from 'zod/mini';

export const giftOptionsProps = z.strictObject({
  /** A heading above the choices; empty: none. */
  titulo: z._default(z.string().check(z.maxLength(80)), ''),
  /** A line of help under the heading (how the wrapping is done, how long it takes…); empty: none. */
  ajuda: z._default(z.string().check(z.maxLength(300)), ''),
});

export const giftOptionsSchema = {
  props: giftOptionsProps,
  acceptsChildren: false,
  pages: ['carrinho'],
} as const;

export type GiftOptionsProps = z.output<typeof giftOptionsProps>;
