/**
 * What a product's price shows (the card and the product page alike): the price, the offer's
 * original price, the wholesale line ('Atacado: R$ x a partir de N un'), the hidden-price message
 * (prices hidden from this visitor) or 'Preço sob consulta' (the list has no price for it). Pure; money in integer centavos and quantities in
 * integer thousandths wherever arithmetic happens.
 *
 * Wholesale (spec section 5, price choice 2): the wholesale price applies when the quantity
 * (times `multiploincremento`, unless the supplier has tag disable-product-multiple) reaches
 * `minvendaatacado`, and the wholesale price is above 0 and below the normal price. The display
 * names the first quantity, in the product's own unit and on its granularity, from which it
 * applies: a box of 12 (`multiploincremento` 12) with `minvendaatacado` 36 reads 'a partir de 3 CX'.
 */
import { toCentavos } from './money';
import { isOnOffer } from './offers';
import { toMilesimos } from './quantity';

/** The price fields of a product, as the API sends them (reais and decimal quantities). */
export interface PriceFields {
  preco: number | null;
  preco_original: number | null;
  precovendaatacado: number | null;
  minvendaatacado: number | null;
  multiploincremento: number;
  granularidade: number;
  unidade: string;
  /** `meta_info.quantidadeDecimais` (spec section 3): the decimals its quantities are shown with. */
  meta_info?: { quantidadeDecimais?: number | null } | null;
  /** Progressive discount tiers: quantity threshold (a decimal as a string key) → unit price in reais. */
  efeitospoliticas?: { descontoProgressivo: Readonly<Record<string, number>> };
}

/** One progressive discount tier worth showing: from this quantity, this unit price. */
export interface Faixa {
  /** The threshold, thousandths, in the product's unit. */
  quantidadeMilesimos: number;
  /** The unit price from it, centavos (below the price). */
  centavos: number;
}

export interface WholesaleInput {
  /** Normal unit price, centavos. */
  precoCentavos: number;
  /** Wholesale unit price, centavos. */
  atacadoCentavos: number;
  /** `minvendaatacado` in thousandths (of the units `multiploincremento` counts). */
  minimoMilesimos: number;
  /** Units per step of quantity (`multiploincremento`); 1 when the supplier has disable-product-multiple. */
  multiplo: number;
  /** The quantity step in thousandths (`granularidade`, default 1 = 1000). */
  granularidadeMilesimos: number;
}

export interface Wholesale {
  /** Wholesale unit price, centavos. */
  centavos: number;
  /** The first quantity (thousandths, in the product's unit) at which it applies. */
  quantidadeMinimaMilesimos: number;
}

/** Whether the wholesale price is offered at all, and from which quantity; null when it is not. */
export function wholesaleOffer(input: WholesaleInput): Wholesale | null {
  const { precoCentavos, atacadoCentavos, minimoMilesimos } = input;
  if (!(atacadoCentavos > 0 && atacadoCentavos < precoCentavos)) return null;
  const multiplo = input.multiplo > 0 ? input.multiplo : 1;
  const passo = input.granularidadeMilesimos > 0 ? input.granularidadeMilesimos : 1000;
  // The least quantity q (thousandths) with q × multiplo ≥ minimo, rounded up to the step, at least one step.
  const bruto = Math.ceil(Math.max(0, minimoMilesimos) / multiplo);
  const quantidade = Math.max(passo, Math.ceil(bruto / passo) * passo);
  return { centavos: atacadoCentavos, quantidadeMinimaMilesimos: quantidade };
}

export interface PriceDisplayOptions {
  /** The list says it has prices (`listaTemPrecos`); false hides every price. Default true. */
  mostrarPrecos?: boolean;
  /** The supplier has tag disable-product-multiple: `multiploincremento` does not count. */
  ignorarMultiplo?: boolean;
}

/**
 * Whether a product has a price to sell at (spec section 5's price rule: `preconf` non-empty and
 * non-zero). Null: hidden from this visitor (tag hide-price-for-logged-out-customers); 0: the
 * supplier's list has no price for it (made to order: 'Preço sob consulta').
 */
export function hasPrice(produto: { preco: number | null }): boolean {
  return produto.preco !== null && produto.preco > 0;
}

export type PriceDisplay =
  | { kind: 'oculto' }
  | { kind: 'sob-consulta' }
  | {
      kind: 'preco';
      /** The price to pay, centavos. */
      centavos: number;
      /** The price before the offer, centavos, only when it is above the price. */
      originalCentavos: number | null;
      atacado: Wholesale | null;
      /** The progressive tiers priced below the price, by threshold ascending (spec section 5: they apply when there is no attendant price). */
      faixas: Faixa[];
    };

/** Decides the whole price display of a product. */
export function priceDisplay(produto: PriceFields, options: PriceDisplayOptions = {}): PriceDisplay {
  const { mostrarPrecos = true, ignorarMultiplo = false } = options;
  if (produto.preco === null) return { kind: 'oculto' };
  // The list has no prices rule (`listaTemPrecos` false), or its list has no price for this product.
  if (!mostrarPrecos || produto.preco <= 0) return { kind: 'sob-consulta' };
  const centavos = toCentavos(produto.preco);
  const original = produto.preco_original !== null ? toCentavos(produto.preco_original) : null;
  const atacado =
    produto.precovendaatacado !== null && produto.minvendaatacado !== null
      ? wholesaleOffer({
          precoCentavos: centavos,
          atacadoCentavos: toCentavos(produto.precovendaatacado),
          minimoMilesimos: toMilesimos(produto.minvendaatacado),
          multiplo: ignorarMultiplo ? 1 : produto.multiploincremento,
          granularidadeMilesimos: toMilesimos(produto.granularidade),
        })
      : null;
  return {
    kind: 'preco',
    centavos,
    originalCentavos: isOnOffer(centavos, original) ? original : null,
    atacado,
    faixas: faixasAbaixo(produto.efeitospoliticas?.descontoProgressivo, centavos),
  };
}

/** The tiers of a `descontoProgressivo` map that lower the price: valid thresholds above 0, ascending, one per threshold. */
export function faixasAbaixo(mapa: Readonly<Record<string, number>> | undefined, precoCentavos: number): Faixa[] {
  if (!mapa) return [];
  const faixas: Faixa[] = [];
  for (const [chave, preco] of Object.entries(mapa)) {
    const quantidade = Number(chave);
    if (!Number.isFinite(quantidade) || quantidade <= 0 || !Number.isFinite(preco) || preco <= 0) continue;
    const centavos = toCentavos(preco);
    if (centavos < precoCentavos) faixas.push({ quantidadeMilesimos: toMilesimos(quantidade), centavos });
  }
  return faixas.sort((a, b) => a.quantidadeMilesimos - b.quantidadeMilesimos);
}
