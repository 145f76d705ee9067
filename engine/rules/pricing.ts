/**
 * The price of a cart line and of a cart (spec sections 4 "Cart" and 5 "Price choice"), over
 * integer centavos and integer thousandths. One copy, used by the product card, the product
 * page, the cart panel and page, and the server's cart and order calls.
 *
 * Price choice (spec section 5, in its order):
 * 1. the attendant price, if above 0;
 * 2. otherwise the wholesale price, when the quantity (times multiploincremento, unless the
 *    supplier has tag disable-product-multiple) reaches minvendaatacado and the wholesale price is
 *    above 0 and below the normal price;
 * 3. otherwise the normal price;
 * 4. progressive discount tiers override 2 and 3 (never the attendant price: spec section 4,
 *    "Progressive discount tiers apply by quantity when there is no attendant price"): the tier
 *    with the highest threshold the quantity reaches.
 *
 * Gift wrap adds the wrap price times the quantity, when the line asks for it and the product
 * permits packaging with a wrap price.
 *
 * Discounts (the coupon validation response of spec section 3): a percentage (`tipodesconto`
 * '%', `percentualDesconto`) or an absolute value ('$', `valorDescontoAbsoluto`), over the goods
 * of the lines it applies to: every line, or only `produtosComDesconto` when the coupon names
 * products (product-specific); with `nao_usar_com_politica` the lines priced by a commercial
 * policy (wholesale or a progressive tier) are left out. Gift wrap is never discounted. A
 * discount never exceeds what it applies to, so a total is never negative.
 *
 * Rounding: a line's goods and its wrap are each rounded half up to the centavo
 * (unit centavos × thousandths / 1000, in BigInt so no product overflows); a percentage of a base
 * likewise.
 */

import { toCentavos } from './money';

export type PriceSource = 'atendente' | 'combo' | 'progressivo' | 'atacado' | 'normal';

/**
 * The units of a line sold at a promotional combo's price (engine/rules/combo sets it from the
 * server's combos, never from the browser): `quantidade` thousandths at `centavos` each; the rest
 * of the line at its normal price.
 */
export interface ComboPrice {
  idcombo: number;
  quantidade: number;
  centavos: number;
}

export interface ProgressiveTier {
  /** The quantity (thousandths) from which the tier applies. */
  aPartirDe: number;
  /** The unit price of the tier, centavos. */
  centavos: number;
}

/** The price fields of a line, in centavos and thousandths (see `linePriceFromProduct`). */
export interface LinePrice {
  /** Normal unit price (`preco`), centavos. */
  preco: number;
  /** `precoatendente`, centavos; null or 0 when none. */
  precoAtendente: number | null;
  /** `precovendaatacado`, centavos; null when none. */
  atacado: number | null;
  /** `minvendaatacado`, thousandths (of the units `multiploincremento` counts); null when none. */
  minimoAtacado: number | null;
  /** `multiploincremento` (units per quantity step), at least 1. */
  multiplo: number;
  /** `efeitospoliticas.descontoProgressivo`, any order. */
  progressivo: readonly ProgressiveTier[];
  /** `preco_embalagem` when `permite_embalagem`, centavos; null when the product cannot be wrapped. */
  embalagem: number | null;
  /** The units at a combo's price (engine/rules/combo `applyCombos`); absent: none. */
  combo?: ComboPrice | null;
}

export interface PricingContext {
  /** The supplier has tag disable-product-multiple. */
  ignorarMultiplo: boolean;
  /**
   * support-price-variance-by-payment: the chosen payment method's variance in hundredths of a
   * percent (−300 = 3 % off, 200 = 2 % more), applied to every unit price but an attendant's.
   * Absent or 0 when the supplier lacks the tag or no method is chosen.
   */
  ajustePagamento?: number;
}

export interface UnitPrice {
  centavos: number;
  origem: PriceSource;
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Whether the wholesale price applies at this quantity (rule 2's condition). */
export function wholesaleApplies(line: LinePrice, quantidade: number, context: PricingContext): boolean {
  if (!positive(line.atacado) || line.atacado >= line.preco || line.minimoAtacado === null) return false;
  const multiplo = context.ignorarMultiplo || !(line.multiplo > 0) ? 1 : line.multiplo;
  return quantidade > 0 && quantidade * multiplo >= line.minimoAtacado;
}

/** The progressive tier a quantity reaches (the highest threshold at or below it), or null. */
export function progressiveTier(tiers: readonly ProgressiveTier[], quantidade: number): ProgressiveTier | null {
  let escolhido: ProgressiveTier | null = null;
  for (const tier of tiers) {
    if (!(tier.aPartirDe > 0) || !(tier.centavos >= 0) || quantidade < tier.aPartirDe) continue;
    if (escolhido === null || tier.aPartirDe > escolhido.aPartirDe) escolhido = tier;
  }
  return escolhido;
}

/** The unit price of a line at a quantity (thousandths), and which rule chose it. */
export function unitPrice(line: LinePrice, quantidade: number, context: PricingContext): UnitPrice {
  if (positive(line.precoAtendente)) return { centavos: line.precoAtendente, origem: 'atendente' };
  const tier = progressiveTier(line.progressivo, quantidade);
  const escolhido: UnitPrice =
    tier !== null
      ? { centavos: tier.centavos, origem: 'progressivo' }
      : wholesaleApplies(line, quantidade, context)
        ? { centavos: line.atacado as number, origem: 'atacado' }
        : { centavos: line.preco, origem: 'normal' };
  return { ...escolhido, centavos: paymentAdjusted(escolhido.centavos, context.ajustePagamento ?? 0) };
}

/**
 * A unit price with a payment method's variance (basis points, −5000…5000), rounded half up to
 * the centavo and never negative.
 */
export function paymentAdjusted(centavos: number, basisPoints: number): number {
  const bp = Math.min(5_000, Math.max(-5_000, Math.round(basisPoints)));
  if (bp === 0 || centavos <= 0) return centavos;
  return Number((BigInt(centavos) * BigInt(10_000 + bp) + 5_000n) / 10_000n);
}

/** centavos × thousandths / 1000, rounded half up to the centavo (both non-negative integers). */
export function timesQuantity(centavos: number, quantidade: number): number {
  if (!Number.isSafeInteger(centavos) || !Number.isSafeInteger(quantidade) || centavos < 0 || quantidade < 0) {
    throw new RangeError(`Valor ou quantidade inválidos: ${String(centavos)} × ${String(quantidade)}`);
  }
  const result = (BigInt(centavos) * BigInt(quantidade) + 500n) / 1000n;
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Total fora do intervalo');
  return Number(result);
}

export interface CartLineInput {
  /** The product's id (matches `produtosComDesconto`). */
  id: string;
  quantidade: number;
  preco: LinePrice;
  /** `embalarParaPresente`. */
  embalarParaPresente: boolean;
}

export interface LineTotal {
  id: string;
  quantidade: number;
  unitario: UnitPrice;
  /** Unit price × quantity, centavos. */
  mercadorias: number;
  /** Wrap price × quantity when wrapped, centavos. */
  embalagem: number;
  /** mercadorias + embalagem. */
  total: number;
  /** The units at a combo's price (then `unitario` is the combo's, origem 'combo'); absent: none. */
  combo?: ComboPrice;
}

/** The combo units of a line (at most its quantity), or null: none, or an attendant price wins. */
function comboPart(line: CartLineInput): ComboPrice | null {
  const combo = line.preco.combo;
  if (!combo || positive(line.preco.precoAtendente)) return null;
  const quantidade = Math.min(line.quantidade, Math.max(0, Math.floor(combo.quantidade)));
  if (!(quantidade > 0) || !Number.isSafeInteger(combo.centavos) || combo.centavos < 0) return null;
  return { idcombo: combo.idcombo, quantidade, centavos: combo.centavos };
}

/**
 * The total of one line: unit price times quantity, plus the wrap when asked for and permitted.
 * A line with combo units: those at the combo's unit price, the rest at the line's normal price.
 */
export function lineTotal(line: CartLineInput, context: PricingContext): LineTotal {
  const combo = comboPart(line);
  if (combo !== null) {
    const normal = unitPrice(line.preco, line.quantidade, context);
    const mercadorias =
      timesQuantity(combo.centavos, combo.quantidade) +
      timesQuantity(normal.centavos, line.quantidade - combo.quantidade);
    const embalagem =
      line.embalarParaPresente && positive(line.preco.embalagem)
        ? timesQuantity(line.preco.embalagem, line.quantidade)
        : 0;
    return {
      id: line.id,
      quantidade: line.quantidade,
      unitario: { centavos: combo.centavos, origem: 'combo' },
      mercadorias,
      embalagem,
      total: mercadorias + embalagem,
      combo,
    };
  }
  const unitario = unitPrice(line.preco, line.quantidade, context);
  const mercadorias = timesQuantity(unitario.centavos, line.quantidade);
  const embalagem =
    line.embalarParaPresente && positive(line.preco.embalagem)
      ? timesQuantity(line.preco.embalagem, line.quantidade)
      : 0;
  return { id: line.id, quantidade: line.quantidade, unitario, mercadorias, embalagem, total: mercadorias + embalagem };
}

export type Discount =
  | {
      tipo: '%';
      /** Percentage in hundredths of a percent (basis points): 10 % = 1000, 7,5 % = 750; at most 10000. */
      basisPoints: number;
      produtos: readonly string[] | null;
      naoUsarComPolitica: boolean;
    }
  | {
      tipo: '$';
      centavos: number;
      produtos: readonly string[] | null;
      naoUsarComPolitica: boolean;
    };

export interface CartTotals {
  linhas: LineTotal[];
  /** Sum of the lines' goods, centavos. */
  mercadorias: number;
  /** Sum of the lines' wrap, centavos. */
  embalagem: number;
  /** What the discount applies to, centavos. */
  baseDesconto: number;
  desconto: number;
  /** mercadorias + embalagem − desconto, never negative. */
  total: number;
}

/** Whether a line's goods count for the discount (never a combo's line: its price is the combo's). */
export function discountApplies(discount: Discount, linha: LineTotal): boolean {
  if (linha.unitario.origem === 'combo') return false;
  if (discount.produtos !== null && discount.produtos.length > 0 && !discount.produtos.includes(linha.id)) return false;
  if (discount.naoUsarComPolitica && (linha.unitario.origem === 'atacado' || linha.unitario.origem === 'progressivo'))
    return false;
  return true;
}

/** The discount in centavos over a base, capped at the base. */
export function discountAmount(discount: Discount, base: number): number {
  if (base <= 0) return 0;
  if (discount.tipo === '%') {
    const bp = Math.min(10_000, Math.max(0, Math.round(discount.basisPoints)));
    return Number((BigInt(base) * BigInt(bp) + 5_000n) / 10_000n);
  }
  return Math.min(base, Math.max(0, Math.round(discount.centavos)));
}

/** Totals of a cart: its lines, then the discount over the lines it applies to. */
export function cartTotals(
  lines: readonly CartLineInput[],
  context: PricingContext,
  discount: Discount | null = null,
): CartTotals {
  const linhas = lines.filter((line) => line.quantidade > 0).map((line) => lineTotal(line, context));
  const mercadorias = linhas.reduce((sum, linha) => sum + linha.mercadorias, 0);
  const embalagem = linhas.reduce((sum, linha) => sum + linha.embalagem, 0);
  const baseDesconto =
    discount === null
      ? 0
      : linhas.filter((linha) => discountApplies(discount, linha)).reduce((sum, linha) => sum + linha.mercadorias, 0);
  const desconto = discount === null ? 0 : discountAmount(discount, baseDesconto);
  return {
    linhas,
    mercadorias,
    embalagem,
    baseDesconto,
    desconto,
    total: Math.max(0, mercadorias + embalagem - desconto),
  };
}

/** The wire fields of a product or cart line (reais and decimal quantities, as the API sends them). */
export interface PriceWireFields {
  preco: number | null;
  precoatendente?: number | null;
  precovendaatacado?: number | null;
  minvendaatacado?: number | null;
  multiploincremento?: number | null;
  permite_embalagem?: boolean | null;
  preco_embalagem?: number | null;
  efeitospoliticas?: { descontoProgressivo?: Record<string, number> | null } | null;
}

function reaisToCentavos(reais: number | null | undefined): number | null {
  return reais === null || reais === undefined || !Number.isFinite(reais) ? null : toCentavos(reais);
}

/** Maps a product's wire (or row) fields to a line's price; a product without a price answers null. */
export function linePriceFromProduct(produto: PriceWireFields): LinePrice | null {
  const preco = reaisToCentavos(produto.preco);
  if (preco === null || preco < 0) return null;
  const tiers = Object.entries(produto.efeitospoliticas?.descontoProgressivo ?? {})
    .map(([limite, valor]) => ({
      aPartirDe: Math.round(Number(limite) * 1000),
      centavos: reaisToCentavos(valor) ?? -1,
    }))
    .filter((tier) => Number.isFinite(tier.aPartirDe) && tier.aPartirDe > 0 && tier.centavos >= 0);
  const minimo = produto.minvendaatacado;
  const embalagem = produto.permite_embalagem ? reaisToCentavos(produto.preco_embalagem) : null;
  return {
    preco,
    precoAtendente: reaisToCentavos(produto.precoatendente),
    atacado: reaisToCentavos(produto.precovendaatacado),
    minimoAtacado:
      minimo === null || minimo === undefined || !Number.isFinite(minimo) ? null : Math.round(minimo * 1000),
    multiplo: produto.multiploincremento && produto.multiploincremento > 0 ? produto.multiploincremento : 1,
    progressivo: tiers,
    embalagem: embalagem !== null && embalagem > 0 ? embalagem : null,
  };
}
