import * as z from 'zod/mini';

export const pickupStoreProps = z.strictObject({
  /** The legend above the stores (also the group's accessible name). */
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Loja para retirada'),
  /** Whether each store's opening hours show under its address. */
  mostrarHorario: z._default(z.boolean(), true),
  /** Whether the stores' map shows under the list (a click on a pin chooses that store). */
  mostrarMapa: z._default(z.boolean(), true),
});

export const pickupStoreSchema = {
  props: pickupStoreProps,
  acceptsChildren: false,
  pages: ['carrinho'] as const,
};

export type PickupStoreProps = z.output<typeof pickupStoreProps>;
