/**
 * Payments for real (issue 13): an order's Pix "copia e cola" and its boleto (linha digitável,
 * barcode, due date), made by the pure rules of `engine/rules/pix-br-code.ts` and
 * `engine/rules/boleto.ts` from the supplier's configuration and the order's payment data (a txid
 * and a nosso número written on the first request and stable after), and the boleto and receipt
 * PDFs (`pagamentos-pdf.ts`).
 */
import {
  campoLivre,
  formatarLinhaDigitavel,
  fatorVencimento,
  linhaDigitavelDoCodigo,
  montarCodigoBarras,
} from '#engine/rules/boleto';
import { toReais } from '#engine/rules/money';
import { aguardaPagamento, type StatusPedido } from '#engine/rules/pedido-status';
import { montarBrCode } from '#engine/rules/pix-br-code';
import type { TipoFormaPagamento } from '../formas-pagamento/tables';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PagamentosRepository, type DadosPagamentoPedido, type PagamentoConfigRow } from './pagamentos-repository';

/** What of an order the payment needs (a `PedidoRow` fits). */
export interface PedidoParaPagamento {
  numpedido: number;
  idfornecedor: string;
  idcliente: number;
  status: StatusPedido;
  /** Centavos. */
  total: number;
  criadoEm: Date;
  formaPagamentoTipo: TipoFormaPagamento;
}

export interface PixPedido {
  copia_e_cola: string;
  txid: string;
  valor: number;
}

export interface BoletoPedido {
  linha_digitavel: string;
  codigo_barras: string;
  vencimento: string;
  valor: number;
  nosso_numero: string;
  banco: string;
}

export interface DadosBoletoCompleto extends BoletoPedido {
  config: PagamentoConfigRow;
  valorCentavos: number;
}

/** 'AAAA-MM-DD' of an instant in Brasília. */
function dataBrasilia(instante: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instante);
}

function somarDias(dataIso: string, dias: number): string {
  const [a, m, d] = dataIso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
}

/** The txid of an order's Pix: letters and digits, ≤ 25 ('PEDIDO100007'). */
export function txidDoPedido(numpedido: number): string {
  return `PEDIDO${numpedido}`;
}

/**
 * Titles' boletos number their nosso número from here on (`SEQUENCIAL_TITULOS` + idtitulo), far
 * above the orders' (their numpedido, 100001…), within Itaú's 8 digits.
 */
export const SEQUENCIAL_TITULOS = 50_000_000;

/** The boleto of a sequence, due date and value under a supplier's bank configuration. */
function montarBoleto(
  config: PagamentoConfigRow,
  titulo: { sequencial: number; vencimento: string; valorCentavos: number },
): DadosBoletoCompleto {
  const banco = config.boleto_banco as NonNullable<PagamentoConfigRow['boleto_banco']>;
  const livre = campoLivre(
    {
      banco,
      agencia: config.boleto_agencia ?? '',
      conta: config.boleto_conta ?? '',
      carteira: config.boleto_carteira ?? '',
    },
    titulo.sequencial,
  );
  const codigo = montarCodigoBarras({
    banco,
    fator: fatorVencimento(titulo.vencimento),
    valorCentavos: titulo.valorCentavos,
    campoLivre: livre.campoLivre,
  });
  return {
    linha_digitavel: formatarLinhaDigitavel(linhaDigitavelDoCodigo(codigo)),
    codigo_barras: codigo,
    vencimento: titulo.vencimento,
    valor: toReais(titulo.valorCentavos),
    nosso_numero: livre.nossoNumero,
    banco,
    config,
    valorCentavos: titulo.valorCentavos,
  };
}

export class PagamentosService {
  constructor(private readonly repository: PagamentosRepository) {}

  config(idfornecedor: string): Promise<PagamentoConfigRow | null> {
    return this.repository.config(idfornecedor);
  }

  private dados(pedido: PedidoParaPagamento, config: PagamentoConfigRow): Promise<DadosPagamentoPedido> {
    return this.repository.dadosDoPedido(pedido.numpedido, {
      txid: txidDoPedido(pedido.numpedido),
      sequencial: pedido.numpedido,
      vencimento: somarDias(dataBrasilia(pedido.criadoEm), config.boleto_prazo_dias),
    });
  }

  /**
   * The Pix or boleto of an order waiting to be paid by that kind of method; {} otherwise. With
   * `trx`, read and written in that transaction (the order's own, for its confirmation e-mail).
   */
  async detalhes(
    pedido: PedidoParaPagamento,
    trx?: Kysely<Database>,
  ): Promise<{ pix?: PixPedido; boleto?: BoletoPedido }> {
    if (trx) return new PagamentosService(new PagamentosRepository(trx)).detalhes(pedido);
    if (!aguardaPagamento(pedido.status) || pedido.total <= 0) return {};
    if (pedido.formaPagamentoTipo === 'PIX') {
      const pix = await this.pix(pedido);
      return pix ? { pix } : {};
    }
    if (pedido.formaPagamentoTipo === 'BOLETO') {
      const boleto = await this.boleto(pedido);
      if (!boleto) return {};
      const { config: _c, valorCentavos: _v, ...wire } = boleto;
      return { boleto: wire };
    }
    return {};
  }

  private async pix(pedido: PedidoParaPagamento): Promise<PixPedido | null> {
    const config = await this.repository.config(pedido.idfornecedor);
    if (!config?.pix_chave || !config.pix_nome || !config.pix_cidade) return null;
    const { txid } = await this.dados(pedido, config);
    const copia = montarBrCode({
      chave: config.pix_chave,
      nome: config.pix_nome,
      cidade: config.pix_cidade,
      valorCentavos: pedido.total,
      txid,
    });
    return { copia_e_cola: copia, txid, valor: toReais(pedido.total) };
  }

  /** The boleto of an order (null when the supplier has no bank configured). */
  async boleto(pedido: PedidoParaPagamento): Promise<DadosBoletoCompleto | null> {
    const config = await this.repository.config(pedido.idfornecedor);
    if (!config?.boleto_banco || !config.boleto_agencia || !config.boleto_conta || !config.boleto_carteira) return null;
    const { sequencial, vencimento } = await this.dados(pedido, config);
    return montarBoleto(config, { sequencial, vencimento, valorCentavos: pedido.total });
  }

  /**
   * The boleto of a title that is not an order's own (issue 28: a title of an order paid 'a
   * prazo', or its second copy with the updated value): the caller gives its sequence (the nosso
   * número, `SEQUENCIAL_TITULOS` + the title's id), due date and value. Null when the supplier has
   * no bank configured.
   */
  async boletoDeTitulo(titulo: {
    idfornecedor: string;
    sequencial: number;
    vencimento: string;
    valorCentavos: number;
  }): Promise<DadosBoletoCompleto | null> {
    const config = await this.repository.config(titulo.idfornecedor);
    if (!config?.boleto_banco || !config.boleto_agencia || !config.boleto_conta || !config.boleto_carteira) return null;
    return montarBoleto(config, titulo);
  }

  pagador(idcliente: number) {
    return this.repository.pagador(idcliente);
  }
}
