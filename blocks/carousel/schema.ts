import * as z from 'zod/mini';

export const CAROUSEL_TYPES = ['BANNER', 'PRODUTOS'] as const;

export const carouselProps = z.strictObject({
  tipo: z._default(z.enum(CAROUSEL_TYPES), 'BANNER'),
  /** A specific carousel; when absent, every carousel of `tipo` for the page, in order. */
  idcarrossel: z.optional(z.number().check(z.int(), z.positive())),
  autoAvancar: z._default(z.boolean(), true),
  intervaloMs: z._default(z.number().check(z.int(), z.minimum(2000), z.maximum(30000)), 6000),
});

export const carouselSchema = {
  props: carouselProps,
  acceptsChildren: false,
  description: 'Carrossel do fornecedor: banners (slides) ou vitrine de produtos.',
};

export type CarouselProps = z.output<typeof carouselProps>;
