/** A list of product cards, props only: a grid (catalogue), a scrolling rail (carousels) or one row (similar products). */
import type { ReactNode, Ref } from 'react';
import { ProductCard } from '../product-card';
import type { ProductCardProduct, ProductCardTestId } from '../product-card';
import * as styles from './product-grid.css';

/** Cards from the first that always render (a phone's first two rows): more would cost a phone layout work at load (Lighthouse TBT 93 → 360 ms on a category page with 12), and the vitrine journey holds the shift under 0.01. */
const ON_SCREEN_FIRST = 4;

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
  // The first rows are never skipped: they are on screen at the first paint, and a card laid out at
  // the placeholder's size then at its own would move the rows below it.
  const itemClass = (index: number) =>
    offscreen && index >= ON_SCREEN_FIRST ? `${styles.item[layout]} ${styles.offscreen}` : styles.item[layout];
  return (
    <ul ref={ref} className={stale ? `${styles.layout[layout]} ${styles.stale}` : styles.layout[layout]}>
      {produtos.map((produto, index) => {
        const { href, imagemSrc } = linksFor(produto);
        return (
          <li key={produto.id} className={itemClass(index)}>
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
