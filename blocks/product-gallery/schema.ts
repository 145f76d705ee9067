import * as z from 'zod/mini';

/** How the picture fills its square: whole (bars where it is not square) or cropped to fill it. */
export const GALLERY_FITS = ['inteira', 'preencher'] as const;

export const productGalleryProps = z.strictObject({
  ajuste: z._default(z.enum(GALLERY_FITS), 'inteira'),
  /** The square's background, border and rounded corners; off: the picture alone. */
  moldura: z._default(z.boolean(), true),
});

export const productGallerySchema = {
  props: productGalleryProps,
  acceptsChildren: false,
  pages: ['produto'],
} as const;

export type ProductGalleryProps = z.output<typeof productGalleryProps>;
