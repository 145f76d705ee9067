/**
 * Coupons (spec sections 3, 4, 5 and 7 "Coupons"): validation, the client's list, the referral
 * coupon, and the coupon a cart carries. Every discount is computed by the one pricing core
 * (engine/rules/pricing) through engine/rules/coupon: the server's total is the one that counts.
 */
import { TAG_REFERRAL_COUPONS } from '#engine/rules/tags';
import type { components } from '#openapi/generated/v2';
import { toReais } from '#engine/rules/money';
import {
  bestCoupon,
  chooseCoupon,
  couponRefusal,
  CUPOM_AUTOMATICO_SUPERIOR,
  CUPOM_INEXISTENTE,
  normalizeCouponCode,
  type CouponTerms,
  type CouponUse,
} from '#engine/rules/coupon';
import type { CartLineInput, Discount, PricingContext } from '#engine/rules/pricing';
import { HttpError } from '../../shared/http-error';
import type { FornecedorRow, FornecedorService } from '../fornecedor';
import type { SessaoDaRequisicao } from '../sessao';
import type { CupomRow, CuponsRepository } from './cupons-repository';

type Schemas = components['schemas'];
export type ValidacaoCupomWire = Schemas['ValidacaoCupom'];
type CupomDoClienteWire = Schemas['CupomDoCliente'];
export type CupomCarrinhoWire = Schemas['CupomCarrinho'];

const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';
const FORNECEDOR_INVALIDO = 'Acesso negado: sua sessão é de outro fornecedor.';

/** The storefront's channel when a call names none. */
export const CANAL_WEB = 'WEB';

export function discountOf(row: CupomRow): Discount {
  const produtos = row.produtos.length > 0 ? row.produtos.map(String) : null;
  return row.tipodesconto === '%'
    ? { tipo: '%', basisPoints: row.percentual_bp ?? 0, produtos, naoUsarComPolitica: row.nao_usar_com_politica }
    : { tipo: '$', centavos: row.valor_centavos ?? 0, produtos, naoUsarComPolitica: row.nao_usar_com_politica };
}

function termos(row: CupomRow): CouponTerms {
  return {
    validoDe: row.valido_de,
    validoAte: row.valido_ate,
    canalVenda: row.canal_venda,
    idformapagamento: row.idformapagamento,
    idcliente: row.idcliente,
    idclienteIndicador: row.idcliente_indicador,
  };
}

/** '%': the percentage (7.5); '$': reais. */
function valor(row: CupomRow): number {
  return row.tipodesconto === '%' ? (row.percentual_bp ?? 0) / 100 : toReais(row.valor_centavos ?? 0);
}

function iso(data: Date | null): string | null {
  return data === null ? null : new Date(data).toISOString();
}

function toCupomDoCliente(row: CupomRow): CupomDoClienteWire {
  return {
    codigocupom: row.codigocupom,
    descricao: row.descricao,
    tipodesconto: row.tipodesconto,
    valor: valor(row),
    produtosComDesconto: [...row.produtos],
    nao_usar_com_politica: row.nao_usar_com_politica,
    habilitar_visualizacao_desconto: row.habilitar_visualizacao_desconto,
    aplicacao_automatica: row.aplicacao_automatica,
    validoDe: iso(row.valido_de),
    validoAte: iso(row.valido_ate),
    canalVenda: row.canal_venda,
    idformapagamento: row.idformapagamento,
    indicacao: row.idcliente_indicador !== null,
  };
}

function invalido(error: string): ValidacaoCupomWire {
  return { valido: false, error, percentualDesconto: 0, cupom: null };
}

/** A cart's lines and context, as the pricing core reads them (from the carrinho module). */
export interface CarrinhoParaCupom {
  lines: CartLineInput[];
  context: PricingContext;
}

export interface PedidoCupomCarrinho {
  codigoCupom: string | null;
  aplicacaoAutomatica: boolean;
  canalVenda: string | null;
  idformapagamento: number | null;
}

export class CuponsService {
  constructor(
    private readonly repository: CuponsRepository,
    private readonly fornecedores: FornecedorService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The session's client (403 for another) and supplier (the path's, 403 when another's; else the session's). */
  async contexto(
    sessao: SessaoDaRequisicao,
    idcliente: number,
    idfornecedor?: string,
  ): Promise<{ fornecedor: FornecedorRow; idcliente: number }> {
    if (sessao.idcliente === null || sessao.idcliente !== idcliente)
      throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
    const fornecedor = await this.fornecedores.porId(idfornecedor ?? sessao.idfornecedor);
    if (fornecedor.idfornecedor !== sessao.idfornecedor)
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
    return { fornecedor, idcliente };
  }

  private uso(
    fornecedor: FornecedorRow,
    idcliente: number,
    canalVenda: string | null,
    idformapagamento: number | null,
  ): CouponUse {
    return {
      idcliente,
      agora: this.now(),
      canalVenda,
      idformapagamento,
      indicacaoAtiva: fornecedor.tags.includes(TAG_REFERRAL_COUPONS),
    };
  }

  /** The best automatic coupon usable here over this cart (the first one when none gives anything), or null. */
  private async automatico(
    fornecedor: FornecedorRow,
    idcliente: number,
    uso: CouponUse,
    carrinho: CarrinhoParaCupom,
  ): Promise<CupomRow | null> {
    const usaveis = (await this.repository.automaticos(fornecedor.idfornecedor, idcliente)).filter(
      (row) => couponRefusal(termos(row), uso) === null,
    );
    const i = bestCoupon(carrinho.lines, carrinho.context, usaveis.map(discountOf));
    return i < 0 ? null : (usaveis[i] ?? null);
  }

  /**
   * GET .../validar-desconto/...: the spec's validation response. `carrinho` reads the client's
   * saved cart, only when an automatic coupon must be compared with.
   */
  async validar(
    fornecedor: FornecedorRow,
    idcliente: number,
    codigo: string,
    opcoes: { canalVenda: string | null; idformapagamento: number | null; codigocupomautomatico: string | null },
    carrinho: () => Promise<CarrinhoParaCupom>,
  ): Promise<ValidacaoCupomWire> {
    const row = await this.repository.porCodigo(fornecedor.idfornecedor, normalizeCouponCode(codigo));
    if (!row) return invalido(CUPOM_INEXISTENTE);
    const uso = this.uso(fornecedor, idcliente, opcoes.canalVenda ?? CANAL_WEB, opcoes.idformapagamento);
    const recusa = couponRefusal(termos(row), uso);
    if (recusa !== null) return invalido(recusa);
    const codigoAutomatico = normalizeCouponCode(opcoes.codigocupomautomatico);
    if (codigoAutomatico !== '' && codigoAutomatico !== row.codigocupom) {
      const automatico = await this.repository.porCodigo(fornecedor.idfornecedor, codigoAutomatico);
      if (automatico && automatico.aplicacao_automatica && couponRefusal(termos(automatico), uso) === null) {
        const c = await carrinho();
        if (chooseCoupon(c.lines, c.context, discountOf(automatico), discountOf(row)) === 'automatico')
          return invalido(CUPOM_AUTOMATICO_SUPERIOR);
      }
    }
    return {
      valido: true,
      error: null,
      percentualDesconto: valor(row),
      cupom: {
        codigocupom: row.codigocupom,
        tipodesconto: row.tipodesconto,
        produtosComDesconto: [...row.produtos],
        nao_usar_com_politica: row.nao_usar_com_politica,
        habilitar_visualizacao_desconto: row.habilitar_visualizacao_desconto,
        aplicacao_automatica: row.aplicacao_automatica,
      },
    };
  }

  /** GET .../cupom-desconto/cliente/{id}: the coupons the client may use (available: usable now). */
  async listar(
    fornecedor: FornecedorRow,
    idcliente: number,
    opcoes: { onlyLast: boolean; available: boolean; idformapagamento: number | null },
  ) {
    const uso = this.uso(fornecedor, idcliente, CANAL_WEB, opcoes.idformapagamento);
    let rows = (await this.repository.doCliente(fornecedor.idfornecedor, idcliente)).filter(
      (row) => row.idcliente_indicador === null || uso.indicacaoAtiva,
    );
    if (opcoes.available) rows = rows.filter((row) => couponRefusal(termos(row), uso) === null);
    if (opcoes.onlyLast) rows = rows.slice(0, 1);
    const ordenados = [...rows].sort(
      (a, b) =>
        Number(b.aplicacao_automatica) - Number(a.aplicacao_automatica) || a.codigocupom.localeCompare(b.codigocupom),
    );
    return { cupons: ordenados.map(toCupomDoCliente) };
  }

  /** GET .../cupom-desconto/indicacao/{idcliente}: the client's referral coupon to share. */
  async indicacao(fornecedor: FornecedorRow, idcliente: number) {
    const ativo = fornecedor.tags.includes(TAG_REFERRAL_COUPONS);
    const row = ativo ? await this.repository.indicacaoDe(fornecedor.idfornecedor, idcliente) : null;
    return { ativo, cupom: row === null ? null : toCupomDoCliente(row) };
  }

  /**
   * The coupon a cart carries (spec section 4): the best automatic one (unless the cart asks for
   * none), replaced by the manual one sent only when it is valid and not worse.
   */
  async paraCarrinho(
    fornecedor: FornecedorRow,
    idcliente: number,
    carrinho: CarrinhoParaCupom,
    pedido: PedidoCupomCarrinho,
  ): Promise<{ discount: Discount | null; cupom: CupomCarrinhoWire | null }> {
    const uso = this.uso(fornecedor, idcliente, pedido.canalVenda ?? CANAL_WEB, pedido.idformapagamento);
    const automatico = pedido.aplicacaoAutomatica ? await this.automatico(fornecedor, idcliente, uso, carrinho) : null;
    let manual: CupomRow | null = null;
    let erro: string | null = null;
    const codigo = normalizeCouponCode(pedido.codigoCupom);
    if (codigo !== '' && codigo !== automatico?.codigocupom) {
      const row = await this.repository.porCodigo(fornecedor.idfornecedor, codigo);
      const recusa = row === null ? CUPOM_INEXISTENTE : couponRefusal(termos(row), uso);
      if (recusa !== null) erro = recusa;
      else manual = row;
    }
    const escolha = chooseCoupon(
      carrinho.lines,
      carrinho.context,
      automatico && discountOf(automatico),
      manual && discountOf(manual),
    );
    if (escolha === 'automatico' && manual !== null) erro = CUPOM_AUTOMATICO_SUPERIOR;
    const aplicado = escolha === 'manual' ? manual : escolha === 'automatico' ? automatico : null;
    if (aplicado === null) {
      return {
        discount: null,
        cupom:
          erro === null && automatico === null && codigo === '' ? null : vazio(automatico?.codigocupom ?? null, erro),
      };
    }
    const discount = discountOf(aplicado);
    return {
      discount,
      cupom: {
        codigoCupom: aplicado.codigocupom,
        cupomAutomatico: aplicado === automatico,
        codigoCupomAutomatico: automatico?.codigocupom ?? null,
        tipoDesconto: aplicado.tipodesconto,
        valorDescontoPercentual: aplicado.tipodesconto === '%' ? valor(aplicado) : 0,
        valorDescontoAbsoluto: aplicado.tipodesconto === '$' ? valor(aplicado) : 0,
        produtosComDesconto: [...aplicado.produtos],
        habilitarVisualizacaoDesconto: aplicado.habilitar_visualizacao_desconto,
        nao_usar_com_politica: aplicado.nao_usar_com_politica,
        erro,
      },
    };
  }
}

function vazio(codigoCupomAutomatico: string | null, erro: string | null): CupomCarrinhoWire {
  return {
    codigoCupom: null,
    cupomAutomatico: false,
    codigoCupomAutomatico,
    tipoDesconto: '%',
    valorDescontoPercentual: 0,
    valorDescontoAbsoluto: 0,
    produtosComDesconto: [],
    habilitarVisualizacaoDesconto: false,
    nao_usar_com_politica: false,
    erro,
  };
}
