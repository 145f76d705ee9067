import * as z from 'zod/mini';

/** The static text key that can replace the banner's own text (spec section 2). */
export const FRETE_GRATIS_TEXTO_CHAVE = 'banner.frete_gratis';

export const freeShippingBannerProps = z.strictObject({
  /**
   * Key of a static text that replaces the text made from the supplier's free-shipping
   * configuration (minimum and states); the banner shows only when the supplier has one.
   */
  textoChave: z._default(z.string().check(z.minLength(1), z.maxLength(100)), FRETE_GRATIS_TEXTO_CHAVE),
  /** Seconds for one full scroll. */
  duracaoSegundos: z._default(z.number().check(z.minimum(5), z.maximum(120)), 25),
});

export const freeShippingBannerSchema = {
  props: freeShippingBannerProps,
  acceptsChildren: false,
};

export type FreeShippingBannerProps = z.output<typeof freeShippingBannerProps>;
