import * as z from 'zod/mini';

export const OFFERS_BUTTON_POSITIONS = ['direita', 'esquerda'] as const;

export const offersButtonProps = z.strictObject({
  label: z._default(z.string().check(z.minLength(1), z.maxLength(30)), 'OFERTAS'),
  posicao: z._default(z.enum(OFFERS_BUTTON_POSITIONS), 'direita'),
});

export const offersButtonSchema = {
  props: offersButtonProps,
  acceptsChildren: false,
};

export type OffersButtonProps = z.output<typeof offersButtonProps>;
