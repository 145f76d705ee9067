/**
 * Payment methods (issue 12, item 4; spec sections 3 'Payment method' and 7
 * `GET /v2/app/{auth}/fornecedor/{id}/formas-pagamento?idcliente`):
 * - the methods the supplier offers the client, in its order (a method reserved for some clients
 *   is offered to those only);
 * - the price variance of a method (support-price-variance-by-payment), in basis points, which the
 *   cart and the order give the one pricing core (`PricingContext.ajustePagamento`); 0 without the
 *   tag, without a method, or for a method not offered to the client;
 * - the order's choice checked (`resolverParaPedido`): the method offered, the installments within
 *   its maximum and its minimum installment.
 */
import { TAG_PRICE_VARIES_BY_PAYMENT } from '#engine/rules/tags';
import type { components } from '#openapi/generated/v2';
import { formatBRL, toReais } from '#engine/rules/money';
import type { TipoFormaPagamento } from './tables';
import { HttpError } from '../../shared/http-error';
import type { FornecedorRow } from '../fornecedor';
import type { FormaPagamentoRow, FormasPagamentoRepository } from './formas-pagamento-repository';

export type FormaPagamentoWire = components['schemas']['FormaPagamento'];

/** The supplier tag that turns the methods' price variance on. */

export const FORMA_INVALIDA = 'Escolha uma forma de pagamento disponível.';
export const SEM_CLIENTE_PAGAMENTO = 'Entre na sua conta para ver as formas de pagamento.';

export interface PedidoPagamento {
  fornecedor: FornecedorRow;
  idcliente: number;
  idformapagto: number;
  quantParcelas: number;
  /** The order's total to be paid, in centavos (decides the minimum installment). */
  totalCentavos: number;
}

export interface PagamentoResolvido {
  idformapagto: number;
  descricao: string;
  tipo: TipoFormaPagamento;
  quantParcelas: number;
  /** The method's price variance for the pricing core (0 when the supplier lacks the tag). */
  ajustePontosBase: number;
  /** An A_PRAZO method's terms (migration 0041): the order's titles, one per term (issue 28). */
  prazosDias: number[];
}

/** The client's available credit at the supplier, in centavos (the faturas module's). */
export type CreditoDisponivel = (idfornecedor: string, idcliente: number) => Promise<number>;

/** The variance the supplier applies for this method: the method's, only under the tag. */
function ajuste(fornecedor: FornecedorRow, forma: FormaPagamentoRow): number {
  return fornecedor.tags.includes(TAG_PRICE_VARIES_BY_PAYMENT) ? forma.ajuste_pontos_base : 0;
}

export function toFormaPagamentoWire(
  fornecedor: FornecedorRow,
  forma: FormaPagamentoRow,
  disponivelCentavos: number | null = null,
): FormaPagamentoWire {
  const wire: FormaPagamentoWire = {
    idformapagto: forma.idformapagto,
    descricao: forma.descricao,
    tipo: forma.tipo,
    quantParcelasMax: forma.max_parcelas,
    parcelaMinima: toReais(forma.parcela_minima_centavos),
    ajustePercentual: ajuste(fornecedor, forma) / 100,
  };
  // An 'a prazo' method carries its terms and the client's available credit (issue 28): the
  // checkout disables it, with the reason, for a total past the limit.
  if (forma.tipo === 'A_PRAZO') {
    wire.prazosDias = forma.prazos_dias;
    if (disponivelCentavos !== null) wire.limiteCreditoDisponivel = toReais(disponivelCentavos);
  }
  return wire;
}

/** The most installments a total allows under the method's maximum and minimum installment (at least 1). */
export function parcelasPermitidas(
  forma: Pick<FormaPagamentoRow, 'max_parcelas' | 'parcela_minima_centavos'>,
  totalCentavos: number,
): number {
  const porMinimo =
    forma.parcela_minima_centavos > 0
      ? Math.floor(Math.max(0, totalCentavos) / forma.parcela_minima_centavos)
      : forma.max_parcelas;
  return Math.max(1, Math.min(forma.max_parcelas, porMinimo));
}

export class FormasPagamentoService {
  constructor(
    private readonly repository: FormasPagamentoRepository,
    /** The client's available credit (the faturas module); none: 'a prazo' methods carry no limit. */
    private readonly credito: CreditoDisponivel | null = null,
  ) {}

  /** The methods the supplier offers the client, in the supplier's order ('a prazo' ones with the available credit). */
  async listar(fornecedor: FornecedorRow, idcliente: number): Promise<FormaPagamentoWire[]> {
    const formas = await this.repository.oferecidas(fornecedor.idfornecedor, idcliente);
    const disponivel =
      this.credito !== null && formas.some((f) => f.tipo === 'A_PRAZO')
        ? await this.credito(fornecedor.idfornecedor, idcliente)
        : null;
    return formas.map((forma) => toFormaPagamentoWire(fornecedor, forma, disponivel));
  }

  /** The price variance (basis points) of the client's chosen method; 0 when none applies. */
  async ajusteDe(fornecedor: FornecedorRow, idcliente: number, idformapagto: number | null): Promise<number> {
    if (idformapagto === null || idformapagto <= 0 || !fornecedor.tags.includes(TAG_PRICE_VARIES_BY_PAYMENT)) return 0;
    const [forma] = await this.repository.oferecidas(fornecedor.idfornecedor, idcliente, idformapagto);
    return forma ? ajuste(fornecedor, forma) : 0;
  }

  /**
   * The order's payment, checked: a method offered to the client (422 `pagamento.forma-invalida`)
   * and a whole number of installments from 1 to the method's maximum, each at least its minimum
   * installment (422 `pagamento.parcelas-invalidas`).
   */
  async resolverParaPedido(pedido: PedidoPagamento): Promise<PagamentoResolvido> {
    const { fornecedor, idcliente, idformapagto, quantParcelas, totalCentavos } = pedido;
    const [forma] =
      idformapagto > 0 ? await this.repository.oferecidas(fornecedor.idfornecedor, idcliente, idformapagto) : [];
    if (!forma) throw new HttpError(422, FORMA_INVALIDA, 'pagamento.forma-invalida');
    if (!Number.isInteger(quantParcelas) || quantParcelas < 1 || quantParcelas > forma.max_parcelas) {
      const texto =
        forma.max_parcelas === 1
          ? `${forma.descricao} é só à vista (1 parcela).`
          : `${forma.descricao} aceita de 1 a ${forma.max_parcelas} parcelas.`;
      throw new HttpError(422, texto, 'pagamento.parcelas-invalidas');
    }
    if (quantParcelas > 1 && quantParcelas > parcelasPermitidas(forma, totalCentavos)) {
      const permitidas = parcelasPermitidas(forma, totalCentavos);
      throw new HttpError(
        422,
        `A parcela mínima em ${forma.descricao} é de ${formatBRL(forma.parcela_minima_centavos)}: para este pedido, escolha até ${permitidas} ${permitidas === 1 ? 'parcela' : 'parcelas'}.`,
        'pagamento.parcelas-invalidas',
      );
    }
    return {
      idformapagto: forma.idformapagto,
      descricao: forma.descricao,
      tipo: forma.tipo,
      quantParcelas,
      ajustePontosBase: ajuste(fornecedor, forma),
      prazosDias: forma.prazos_dias,
    };
  }
}
