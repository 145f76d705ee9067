import * as z from 'zod/mini';

export const CAROUSEL_TYPES = ['BANNER', 'PRODUTOS'] as const;
/** Where a banner's text sits over its image (from 768 px; on phones it always sits at the bottom, full width). */
export const BANNER_TEXT_POSITIONS = ['esquerda', 'centro', 'direita'] as const;
export const BANNER_CTA_PADRAO = 'Confira';
/** Spec section 9: carousel load delay 10 ms, carousels 1000 ms apart (the layout migration 1 → 2 writes them). */
export const CAROUSEL_ATRASO_PADRAO_MS = 10;
export const CAROUSEL_INTERVALO_PADRAO_MS = 1000;

export const carouselProps = z.strictObject({
  tipo: z._default(z.enum(CAROUSEL_TYPES), 'BANNER'),
  /** A heading above the block's carousels; empty: none (a product rail still shows its own name). */
  titulo: z._default(z.string().check(z.maxLength(80)), ''),
  /** A specific carousel; when absent, every carousel of `tipo` for the page, in order. */
  idcarrossel: z.optional(z.number().check(z.int(), z.positive())),
  autoAvancar: z._default(z.boolean(), true),
  intervaloMs: z._default(z.number().check(z.int(), z.minimum(2000), z.maximum(30000)), 6000),
  /** Spec section 9 (layout schemaVersion 2): the first carousel starts this long after the page shows. */
  atrasoCarregamentoMs: z._default(
    z.number().check(z.int(), z.minimum(0), z.maximum(10000)),
    CAROUSEL_ATRASO_PADRAO_MS,
  ),
  /** Spec section 9 (layout schemaVersion 2): each further carousel of the block starts this much after the previous one. */
  intervaloEntreCarrosseisMs: z._default(
    z.number().check(z.int(), z.minimum(0), z.maximum(60000)),
    CAROUSEL_INTERVALO_PADRAO_MS,
  ),
  /**
   * Layout schemaVersion 3 (issue 11): each banner's title and subtitle are HTML text over its image
   * (indexable, readable on phones); false shows the image alone (artwork that carries its own text).
   */
  mostrarTexto: z._default(z.boolean(), true),
  /** The call to action's label on a banner that has a link; empty: no button (the title still links). */
  textoBotao: z._default(z.string().check(z.maxLength(30)), BANNER_CTA_PADRAO),
  /** Where the text sits over the image from 768 px. */
  posicaoTexto: z._default(z.enum(BANNER_TEXT_POSITIONS), 'esquerda'),
});

export const carouselSchema = {
  props: carouselProps,
  acceptsChildren: false,
};

export type CarouselProps = z.output<typeof carouselProps>;
export type BannerTextPosition = (typeof BANNER_TEXT_POSITIONS)[number];
