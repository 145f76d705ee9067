/**
 * Coupons (spec sections 3 "Coupon validation response", 4 "Cart" and 5 "Coupon"), the rules both
 * the server (validation, the cart's total) and the browser (the coupon box) run:
 * - a code is skipped when empty or equal to the automatic coupon's (`shouldSkipCoupon`);
 * - a coupon is applicable to a client, a channel, a payment method and a moment, or says why not
 *   (`couponRefusal`, pt-BR);
 * - an automatic coupon is applied; a manual coupon replaces it only when it is not worse: its
 *   discount over the same cart, computed by the one pricing core (engine/rules/pricing), is at
 *   least the automatic one's (`chooseCoupon`). Never a second price rule: the discount of a
 *   coupon IS `cartTotals(lines, context, discount).desconto`.
 */
import {
  cartTotals,
  discountApplies,
  type CartLineInput,
  type CartTotals,
  type Discount,
  type PricingContext,
} from './pricing';

/** Spec section 8, "Coupons". */
export const CUPOM_NAO_VERIFICADO = 'Não foi possível verificar seu cupom';
export const CUPOM_AUTOMATICO_SUPERIOR =
  'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.';

/** Reasons a coupon is refused (the validation's `error`). */
export const CUPOM_INEXISTENTE = 'Cupom não encontrado.';
export const CUPOM_EXPIRADO = 'Este cupom expirou.';
export const CUPOM_AINDA_NAO_VALE = 'Este cupom ainda não está valendo.';
export const CUPOM_OUTRO_CANAL = 'Este cupom não vale para este canal de venda.';
export const CUPOM_OUTRA_FORMA_PAGAMENTO = 'Este cupom não vale para esta forma de pagamento.';
export const CUPOM_DE_OUTRO_CLIENTE = 'Este cupom não é válido para o seu cadastro.';
export const CUPOM_PROPRIA_INDICACAO = 'Você não pode usar o seu próprio cupom de indicação.';
export const CUPOM_INDICACAO_DESATIVADA = 'Esta loja não aceita cupons de indicação.';

/** The sales channel that means "any" (spec section 4's values). */
export const CANAL_TODOS = 'TODOS';

/** A code as stored and compared: trimmed, upper case. */
export function normalizeCouponCode(codigo: string | null | undefined): string {
  return (codigo ?? '').trim().toUpperCase();
}

/** Spec section 5: "Coupon: skipped if empty or equal to the automatic coupon." */
export function shouldSkipCoupon(
  codigo: string | null | undefined,
  codigoAutomatico: string | null | undefined,
): boolean {
  const c = normalizeCouponCode(codigo);
  return c === '' || c === normalizeCouponCode(codigoAutomatico);
}

/** What decides whether a coupon applies (its row, as both sides see it). */
export interface CouponTerms {
  validoDe: Date | null;
  validoAte: Date | null;
  canalVenda: string;
  idformapagamento: number | null;
  /** A coupon of one client only. */
  idcliente: number | null;
  /** A referral coupon: the client who shares it. */
  idclienteIndicador: number | null;
}

export interface CouponUse {
  idcliente: number;
  agora: Date;
  /** The caller's channel (the storefront sends WEB); absent: any. */
  canalVenda: string | null;
  idformapagamento: number | null;
  /** The supplier has tag uses-share-coupom. */
  indicacaoAtiva: boolean;
}

/** Channels the storefront's WEB also answers to. */
const CANAIS_WEB = new Set(['WEB', 'WEB-COMMERCE']);

function mesmoCanal(cupom: string, chamada: string | null): boolean {
  const a = cupom.trim().toUpperCase();
  if (a === CANAL_TODOS || chamada === null) return true;
  const b = chamada.trim().toUpperCase();
  return a === b || (CANAIS_WEB.has(a) && CANAIS_WEB.has(b));
}

/** Why this coupon cannot be used here and now (pt-BR), or null when it can. */
export function couponRefusal(terms: CouponTerms, use: CouponUse): string | null {
  if (terms.idcliente !== null && terms.idcliente !== use.idcliente) return CUPOM_DE_OUTRO_CLIENTE;
  if (terms.idclienteIndicador !== null) {
    if (!use.indicacaoAtiva) return CUPOM_INDICACAO_DESATIVADA;
    if (terms.idclienteIndicador === use.idcliente) return CUPOM_PROPRIA_INDICACAO;
  }
  if (terms.validoDe !== null && use.agora < terms.validoDe) return CUPOM_AINDA_NAO_VALE;
  if (terms.validoAte !== null && use.agora > terms.validoAte) return CUPOM_EXPIRADO;
  if (!mesmoCanal(terms.canalVenda, use.canalVenda)) return CUPOM_OUTRO_CANAL;
  if (terms.idformapagamento !== null && terms.idformapagamento !== use.idformapagamento)
    return CUPOM_OUTRA_FORMA_PAGAMENTO;
  return null;
}

/** The discount (centavos) a coupon gives over a cart: the pricing core's, nothing else. */
export function couponDiscount(lines: readonly CartLineInput[], context: PricingContext, discount: Discount): number {
  return cartTotals(lines, context, discount).desconto;
}

/**
 * The cart's coupon discount shown per line (`habilitar_visualizacao_desconto`, spec section 3):
 * `totals.desconto` shared among the lines it applies to, in proportion to their goods, by the
 * largest remainder, so the shares add up to the discount to the centavo and no line's share is
 * above its goods. One entry per `totals.linhas` entry (0 for a line the coupon does not cover).
 */
export function couponLineShares(totals: CartTotals, discount: Discount | null): number[] {
  const cobertas = totals.linhas.map(
    (linha) => discount !== null && discountApplies(discount, linha) && linha.mercadorias > 0,
  );
  if (discount === null || totals.desconto <= 0 || totals.baseDesconto <= 0) return totals.linhas.map(() => 0);
  const desconto = BigInt(totals.desconto);
  const base = BigInt(totals.baseDesconto);
  const partes = totals.linhas.map((linha, i) => (cobertas[i] ? (desconto * BigInt(linha.mercadorias)) / base : 0n));
  const restos = totals.linhas.map((linha, i) => (cobertas[i] ? (desconto * BigInt(linha.mercadorias)) % base : -1n));
  let faltam = Number(desconto - partes.reduce((soma, parte) => soma + parte, 0n));
  const ordem = restos
    .map((resto, i) => ({ resto, i }))
    .filter(({ resto }) => resto > 0n)
    .sort((a, b) => (a.resto === b.resto ? a.i - b.i : a.resto > b.resto ? -1 : 1));
  for (const { i } of ordem) {
    if (faltam <= 0) break;
    partes[i]! += 1n;
    faltam -= 1;
  }
  return partes.map(Number);
}

export type CouponChoice = 'manual' | 'automatico' | 'nenhum';

/**
 * Which coupon the cart carries (spec section 4): the manual one when there is no automatic one,
 * or when its discount over this cart is at least the automatic one's ("not worse"; on a tie, a
 * coupon of the same kind with a smaller face value is worse); otherwise the automatic one.
 */
export function chooseCoupon(
  lines: readonly CartLineInput[],
  context: PricingContext,
  automatico: Discount | null,
  manual: Discount | null,
): CouponChoice {
  if (manual === null) return automatico === null ? 'nenhum' : 'automatico';
  if (automatico === null) return 'manual';
  const m = couponDiscount(lines, context, manual);
  const a = couponDiscount(lines, context, automatico);
  if (m !== a) return m > a ? 'manual' : 'automatico';
  // A tie over this cart (an empty cart, lines neither covers): a coupon of the same kind with a
  // smaller face value is still worse (3 % is worse than 5 % whatever the cart becomes).
  return nominal(manual) < nominal(automatico) && manual.tipo === automatico.tipo ? 'automatico' : 'manual';
}

function nominal(d: Discount): number {
  return d.tipo === '%' ? d.basisPoints : d.centavos;
}

/** Of several automatic coupons, the index of the one giving the most over this cart (the first on a tie); -1 when none. */
export function bestCoupon(
  lines: readonly CartLineInput[],
  context: PricingContext,
  discounts: readonly Discount[],
): number {
  let melhor = -1;
  let maior = -1;
  discounts.forEach((d, i) => {
    const valor = couponDiscount(lines, context, d);
    if (valor > maior) {
      maior = valor;
      melhor = i;
    }
  });
  return melhor;
}

/** The wire fields of a coupon (the validation response's `cupom` plus its value) as a pricing Discount. */
export interface CouponWire {
  tipodesconto: '%' | '$';
  /** '%': the percentage (7.5); '$': reais. The validation response's `percentualDesconto`. */
  valor: number;
  produtosComDesconto: readonly (number | string)[];
  nao_usar_com_politica: boolean;
}

export function discountFromCoupon(cupom: CouponWire): Discount {
  const produtos = cupom.produtosComDesconto.length > 0 ? cupom.produtosComDesconto.map(String) : null;
  return cupom.tipodesconto === '%'
    ? {
        tipo: '%',
        basisPoints: Math.round(cupom.valor * 100),
        produtos,
        naoUsarComPolitica: cupom.nao_usar_com_politica,
      }
    : { tipo: '$', centavos: Math.round(cupom.valor * 100), produtos, naoUsarComPolitica: cupom.nao_usar_com_politica };
}
