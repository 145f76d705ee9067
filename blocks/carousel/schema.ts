import * as z from 'zod/mini';

export const CAROUSEL_TYPES = ['BANNER', 'PRODUTOS'] as const;
/** Spec section 9: carousel load delay 10 ms, carousels 1000 ms apart (the layout migration 1 → 2 writes them). */
export const CAROUSEL_ATRASO_PADRAO_MS = 10;
export const CAROUSEL_INTERVALO_PADRAO_MS = 1000;

export const carouselProps = z.strictObject({
  tipo: z._default(z.enum(CAROUSEL_TYPES), 'BANNER'),
  /** A specific carousel; when absent, every carousel of `tipo` for the page, in order. */
  idcarrossel: z.optional(z.number().check(z.int(), z.positive())),
  autoAvancar: z._default(z.boolean(), true),
  intervaloMs: z._default(z.number().check(z.int(), z.minimum(2000), z.maximum(30000)), 6000),
  /** Spec section 9 (layout schemaVersion 2): the first carousel starts this long after the page shows. */
  atrasoCarregamentoMs: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10000)), CAROUSEL_ATRASO_PADRAO_MS),
  /** Spec section 9 (layout schemaVersion 2): each further carousel of the block starts this much after the previous one. */
  intervaloEntreCarrosseisMs: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(60000)), CAROUSEL_INTERVALO_PADRAO_MS),
});

export const carouselSchema = {
  props: carouselProps,
  acceptsChildren: false,
  description: 'Carrossel do fornecedor: banners (slides) ou vitrine de produtos.',
};

export type CarouselProps = z.output<typeof carouselProps>;
