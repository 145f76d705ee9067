/**
 * One product in a grid or rail, props only: image, name (HTML stripped), the Price then the unit and code, the
 * product's card message (sanitised HTML). The caller gives the link and the image address.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { stripHtml } from '#engine/rules/names';
import { priceDisplay } from '#engine/rules/price-display';
import type { PriceFields } from '#engine/rules/price-display';
import { Price } from '../price';
import { SafeHtml } from '../safe-html';
import * as styles from './product-card.css';

/** The product fields a card shows (the API's `Produto` has them all). */
export interface ProductCardProduct extends PriceFields {
  id: number;
  /** The supplier's product code, the one quick order takes ('Cód. 510001' under the unit). */
  idcadastroextraproduto: number;
  /** The GTIN where the product has one ('EAN 7890005100013' beside the code; issue 35, item 1). */
  ean?: string | null;
  nome: string;
  labelunidade: string;
  mensagemcardproduto: string | null;
}

export const PRODUCT_CARD_TEST_IDS = [
  'product-card',
  'carousel-product-card',
  'similar-product-card',
  'recommended-product-card',
] as const;
export type ProductCardTestId = (typeof PRODUCT_CARD_TEST_IDS)[number];

export interface ProductCardProps {
  produto: ProductCardProduct;
  /** Where the card links (the product page). */
  href: string;
  /** The image address (sized, with the image base). */
  imagemSrc: string;
  /** The list says it has prices (`listaTemPrecos`); false hides every price. */
  mostrarPrecos: boolean;
  /** The supplier has tag disable-product-multiple. */
  ignorarMultiplo?: boolean;
  /** Eager-load the image (first row above the fold). */
  prioridade?: boolean;
  /** Where the card sits: the catalogue grid, a rail or the similar products. */
  testId?: ProductCardTestId;
  /** The name's heading: h3 under a section's h2 (default), h2 when the list's title is the page's h1. */
  titulo?: 'h2' | 'h3';
  /** What the card offers under the price ('Adicionar ao carrinho' and the stepper). */
  acao?: ReactNode;
}

export function ProductCard({
  produto,
  href,
  imagemSrc,
  mostrarPrecos,
  ignorarMultiplo = false,
  prioridade = false,
  testId = 'product-card',
  titulo: Titulo = 'h3',
  acao,
}: ProductCardProps) {
  const nome = stripHtml(produto.nome);
  const display = priceDisplay(produto, { mostrarPrecos, ignorarMultiplo });
  const emOferta = display.kind === 'preco' && display.originalCentavos !== null;

  return (
    <article className={styles.card} aria-label={nome} data-testid={testId} data-product-id={produto.id}>
      {emOferta ? <span className={styles.badge}>Oferta</span> : null}
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.image}
          src={imagemSrc}
          alt=""
          width={300}
          height={300}
          loading={prioridade ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <Titulo className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {nome}
          </Link>
        </Titulo>
        {/* The price first (and its wholesale line), then the unit it is for, at the card's foot. */}
        <div className={styles.price}>
          <Price produto={produto} mostrarPrecos={mostrarPrecos} ignorarMultiplo={ignorarMultiplo} />
          <p className={styles.unit}>
            {produto.labelunidade} · Cód. {produto.idcadastroextraproduto}
            {produto.ean ? (
              <>
                <br />
                EAN {produto.ean}
              </>
            ) : null}
          </p>
        </div>
        {produto.mensagemcardproduto ? (
          <SafeHtml html={produto.mensagemcardproduto} className={styles.message} />
        ) : null}
        {acao}
      </div>
    </article>
  );
}
