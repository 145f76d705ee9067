/** A list of product cards, props only: a grid (catalogue), a scrolling rail (carousels) or one row (similar products). */
import type { ReactNode, Ref } from 'react';
import { ProductCard } from '../product-card';
import type { ProductCardProduct, ProductCardTestId } from '../product-card';
import * as styles from './product-grid.css';

export const PRODUCT_GRID_LAYOUTS = ['grid', 'rail', 'row'] as const;
export type ProductGridLayout = (typeof PRODUCT_GRID_LAYOUTS)[number];

export interface ProductLinks {
  href: string;
  imagemSrc: string;
}

export interface ProductGridProps<Product extends ProductCardProduct> {
  produtos: readonly Product[];
  /** The product page address and the image address of a product. */
  linksFor: (produto: Product) => ProductLinks;
  mostrarPrecos: boolean;
  ignorarMultiplo?: boolean;
  layout?: ProductGridLayout;
  /** How many cards, from the first, load their image eagerly (above the fold). Default 0. */
  prioritarios?: number;
  testId?: ProductCardTestId;
  /** The list is being replaced (faded, not clickable). */
  stale?: boolean;
  /** The cards' name heading (ProductCard `titulo`). */
  titulo?: 'h2' | 'h3';
  ref?: Ref<HTMLUListElement>;
  /** Cards far from the viewport are not rendered until scrolled near (content-visibility). */
  offscreen?: boolean;
  /** The card's action (ProductCard `acao`), per product. */
  acaoFor?: (produto: Product) => ReactNode;
}

export function ProductGrid<Product extends ProductCardProduct>({
  produtos,
  linksFor,
  mostrarPrecos,
  ignorarMultiplo = false,
  layout = 'grid',
  prioritarios = 0,
  testId,
  stale = false,
  titulo,
  ref,
  offscreen = false,
  acaoFor,
}: ProductGridProps<Product>) {
  // Which cards may skip rendering is the stylesheet's choice (styles.offscreen): it knows how many
  // columns the width gives, and the first rows are never skipped.
  const itemClass = offscreen ? `${styles.item[layout]} ${styles.offscreen}` : styles.item[layout];
  return (
    <ul ref={ref} className={stale ? `${styles.layout[layout]} ${styles.stale}` : styles.layout[layout]}>
      {produtos.map((produto, index) => {
        const { href, imagemSrc } = linksFor(produto);
        return (
          <li key={produto.id} className={itemClass}>
            <ProductCard
              produto={produto}
              href={href}
              imagemSrc={imagemSrc}
              mostrarPrecos={mostrarPrecos}
              ignorarMultiplo={ignorarMultiplo}
              prioridade={index < prioritarios}
              testId={testId}
              titulo={titulo}
              acao={acaoFor?.(produto)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The grid's place while its first page loads: `count` card skeletons in the same grid (no shift when the cards arrive). */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.layout.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}
