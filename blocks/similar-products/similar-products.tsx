/** The similar products getProduto sends with the product, in one row of cards (a rail on phones); server-rendered. */
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { cardCart } from '#features/cart/card-cart';
import { useProductCardContext } from '#features/catalogue/product-links';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $produto } from '#engine/model/product';
import { ProductGrid } from '#ui/product-grid';
import type { SimilarProductsProps } from './schema';
import * as styles from './similar-products.css';

export function SimilarProducts({ id, props }: BlockComponentProps<SimilarProductsProps>) {
  const produto = useUnit($produto);
  const { linksFor, ignorarMultiplo } = useProductCardContext();
  const tituloId = useId();
  const similares = produto?.similares.slice(0, props.quantidade) ?? [];
  if (similares.length === 0) return null;
  return (
    <section aria-labelledby={tituloId} data-block-id={id}>
      <h2 id={tituloId} className={styles.title}>
        {props.titulo}
      </h2>
      <ProductGrid
        layout="row"
        produtos={similares}
        linksFor={linksFor}
        mostrarPrecos={true}
        ignorarMultiplo={ignorarMultiplo}
        testId="similar-product-card"
        acaoFor={cardCart}
      />
    </section>
  );
}
