/**
 * The one price display (card and product page alike, like Dawn's price.liquid or Hydrogen's
 * ProductPrice): the price, the original price of an offer (struck), the wholesale line
 * 'Atacado: R$ x a partir de N un', in a card the first progressive discount tier ('A partir de
 * N UN: R$ x cada'; the product page lists them all in its table), or the hidden-price message. What shows is decided by the
 * pure `priceDisplay` (engine/rules/price-display); this component only renders it.
 */
import { priceDisplay } from '#engine/rules/price-display';
import type { PriceFields } from '#engine/rules/price-display';
import { formatBRL } from '#engine/rules/money';
import { formatQuantity, quantityOptionsOf } from '#engine/rules/quantity';
import { visuallyHidden } from '#themes/global.css';
import * as styles from './price.css';

export const TEXTO_PRECO_OCULTO = 'Faça login para ver o preço';
/** The list has no price for the product (spec section 5's price rule): priced on request. */
export const TEXTO_SOB_CONSULTA = 'Preço sob consulta';

export const PRICE_SIZES = ['md', 'lg'] as const;
export type PriceSize = (typeof PRICE_SIZES)[number];

export interface PriceProps {
  produto: PriceFields;
  /** The list says it has prices (`listaTemPrecos`); false shows the hidden-price message. Default true. */
  mostrarPrecos?: boolean;
  /** The supplier has tag disable-product-multiple. */
  ignorarMultiplo?: boolean;
  /** 'md' in cards (default), 'lg' on the product page. */
  size?: PriceSize;
  className?: string;
}

export function Price({ produto, mostrarPrecos = true, ignorarMultiplo = false, size = 'md', className }: PriceProps) {
  const display = priceDisplay(produto, { mostrarPrecos, ignorarMultiplo });
  const root = `${styles.size[size]} ${className ?? ''}`;
  if (display.kind === 'oculto') {
    return (
      <p className={`${styles.hidden} ${root}`} data-price="oculto">
        {TEXTO_PRECO_OCULTO}
      </p>
    );
  }
  if (display.kind === 'sob-consulta') {
    return (
      <p className={`${styles.hidden} ${root}`} data-price="sob-consulta">
        {TEXTO_SOB_CONSULTA}
      </p>
    );
  }
  const { centavos, originalCentavos, atacado, faixas } = display;
  const qtd = (milesimos: number): string =>
    `${formatQuantity(milesimos / 1000, quantityOptionsOf(produto))} ${produto.unidade}`;
  const faixa = size === 'md' ? faixas[0] : undefined;
  return (
    <div className={`${styles.root} ${root}`} data-price="">
      {originalCentavos !== null ? (
        <s className={styles.original}>
          <span className={visuallyHidden}>Preço original: </span>
          {formatBRL(originalCentavos)}
        </s>
      ) : null}
      <span className={styles.price}>
        {originalCentavos !== null ? <span className={visuallyHidden}>Preço promocional: </span> : null}
        {formatBRL(centavos)}
      </span>
      {atacado ? (
        <p className={styles.wholesale}>
          Atacado: {formatBRL(atacado.centavos)} a partir de {qtd(atacado.quantidadeMinimaMilesimos)}
        </p>
      ) : null}
      {faixa ? (
        <p className={styles.wholesale} data-price="faixa">
          A partir de {qtd(faixa.quantidadeMilesimos)}: {formatBRL(faixa.centavos)} cada
        </p>
      ) : null}
    </div>
  );
}
