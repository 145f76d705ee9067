import * as z from 'zod/mini';

/** Spec section 9: free-shipping threshold R$ 3.000 (in centavos). */
export const FRETE_GRATIS_MINIMO_CENTAVOS = 300_000;
/** The static text key the banner reads (spec section 2). */
export const FRETE_GRATIS_TEXTO_CHAVE = 'banner.frete_gratis';
export const FRETE_GRATIS_TEXTO_PADRAO = 'Frete grátis para pedidos a partir de R$ 3.000 para as regiões Sul, Sudeste e Goiás';

export const freeShippingBannerProps = z.strictObject({
  /** Key of the static text shown (falls back to `textoPadrao`). */
  textoChave: z._default(z.string().check(z.minLength(1), z.maxLength(100)), FRETE_GRATIS_TEXTO_CHAVE),
  textoPadrao: z._default(z.string().check(z.minLength(1), z.maxLength(300)), FRETE_GRATIS_TEXTO_PADRAO),
  /** Seconds for one full scroll. */
  duracaoSegundos: z._default(z.number().check(z.minimum(5), z.maximum(120)), 25),
});

export const freeShippingBannerSchema = {
  props: freeShippingBannerProps,
  acceptsChildren: false,
  description: 'Faixa rolante anunciando frete grátis a partir de R$ 3.000.',
};

export type FreeShippingBannerProps = z.output<typeof freeShippingBannerProps>;
