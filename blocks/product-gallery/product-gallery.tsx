/**
 * The product's picture (the API gives one per product: `imagem`), 600 px, in a square of the
 * column's width with the picture's size written on the element, so nothing moves when it
 * arrives. Server-rendered: it is the page's largest paint.
 */
import { useUnit } from 'effector-react';
import { galleryCell } from '#blocks/groups/product/columns.css';
import { withImageBase, withImageSize } from '#engine/rules/image-url';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $storefrontConfig } from '#engine/model/app';
import { $produto } from '#engine/model/product';
import { stripHtml } from '#engine/rules/names';
import type { ProductGalleryProps } from './schema';
import * as styles from './product-gallery.css';

export const GALLERY_IMAGE_SIZE = 600;

export function ProductGallery({ id, props }: BlockComponentProps<ProductGalleryProps>) {
  const [produto, config] = useUnit([$produto, $storefrontConfig]);
  if (!produto) return null;
  return (
    <div
      className={`${galleryCell} ${styles.root} ${props.moldura ? styles.frame : ''}`}
      data-block-id={id}
      data-testid="product-gallery"
    >
      <img
        className={styles.fit[props.ajuste]}
        src={withImageBase(withImageSize(produto.imagem, GALLERY_IMAGE_SIZE), config.imageBaseUrl)}
        alt={stripHtml(produto.nome)}
        width={GALLERY_IMAGE_SIZE}
        height={GALLERY_IMAGE_SIZE}
        // The page's largest paint: asked for first (an image starts low and is raised only once
        // the browser has laid the page out and found it on screen).
        fetchPriority="high"
      />
    </div>
  );
}
