/**
 * Invoices and titles (issue 28, item 3): what a client owes a supplier, its credit limit there,
 * and the titles an order paid 'a prazo' makes. The rules are engine/rules/faturas.ts (the same
 * the browser runs); this service reads and writes the titles, answers the spec's call
 * (`getFaturasCliente`), draws a title's boleto and its second copy with the pagamentos module,
 * and lets the supplier's desk mark a title paid. Every rule that reads the clock takes `agora`
 * (the submit's own, or `deps.now()`), so a test clock can be wired in one place.
 */
import type { components as componentsV2 } from '#openapi/generated/v2';
import type { components as componentsV4 } from '#openapi/generated/v4';
import {
  checarLimite,
  dataBr,
  dataBrasilia,
  limiteDisponivel,
  parcelasDoPrazo,
  situacaoTitulo,
  valorAtualizado,
  type EncargosAtraso,
} from '#engine/rules/faturas';
import { toReais } from '#engine/rules/money';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../shared/http-error';
import type { FornecedorRow } from '../fornecedor';
import {
  boletoPdf,
  SEQUENCIAL_TITULOS,
  type DadosBoletoCompleto,
  type OpcoesBoleto,
  type PagamentosService,
} from '../pagamentos';
import type { AssinaturasService } from '../assinaturas';
import type { SessaoDaRequisicao } from '../sessao';
import type { FaturasConfigRow, FaturasRepository, TituloRow } from './faturas-repository';

type FaturasCliente = componentsV2['schemas']['FaturasCliente'];
type FaturaWire = componentsV2['schemas']['Fatura'];
type BoletoWire = componentsV2['schemas']['BoletoTitulo'];
type TituloPainel = componentsV4['schemas']['TituloPainel'];
type ConfiguracoesCobranca = componentsV4['schemas']['ConfiguracoesCobranca'];
type NovasConfiguracoesCobranca = componentsV4['schemas']['NovasConfiguracoesCobranca'];

export const SEM_CLIENTE_FATURAS = 'Entre na sua conta para ver as suas faturas.';
export const TITULO_NAO_ENCONTRADO = 'Título não encontrado.';
export const BOLETO_INDISPONIVEL = 'Este título não tem boleto a pagar.';
export const SEGUNDA_VIA_INDISPONIVEL = 'Só um título vencido tem segunda via com o valor atualizado.';
export const TITULO_JA_PAGO = 'Este título já está pago.';
export const SO_EQUIPE = 'Acesso negado: o painel de pedidos é só para os atendentes e administradores desta loja.';
export const SO_ADMIN_COBRANCA =
  'Acesso negado: só o administrador desta loja pode alterar as configurações de cobrança.';
export const LIMITE_AUMENTO_INVALIDO =
  'O limite de aumento de preço das assinaturas deve ser um número inteiro de 0 a 100 (%).';
export const MULTA_INVALIDA = 'A multa deve ser um número de 0 a 100 (%), com no máximo duas casas decimais.';
export const JUROS_INVALIDOS = 'Os juros devem ser um número de 0 a 100 (%), com no máximo duas casas decimais.';
const FORNECEDOR_INVALIDO = 'Acesso negado: o fornecedor não é o da sua sessão.';

/** Terms of an A_PRAZO method without its own: due in 28 days. */
const PRAZO_PADRAO = [28];

/** An order about to be recorded, as the titles need it (the submit's transaction gives it). */
export interface PedidoAPrazo {
  idfornecedor: string;
  idcliente: number;
  numpedido: number;
  totalCentavos: number;
  /** The method's kind: only 'A_PRAZO' makes titles and is bound by the credit limit. */
  tipo: string;
  prazosDias: readonly number[];
  agora: Date;
}

export interface FaturasDeps {
  repository: FaturasRepository;
  /** The subscriptions' price-rise limit lives with them: read and set through their service. */
  assinaturas: Pick<AssinaturasService, 'limiteAumento' | 'definirLimiteAumento'>;
  pagamentos: Pick<PagamentosService, 'boletoDeTitulo' | 'pagador'>;
  now?: () => Date;
}

function encargosDe(config: FaturasConfigRow | null): EncargosAtraso {
  return {
    multaPontosBase: config?.multa_pontos_base ?? 0,
    jurosPontosBase: config?.juros_pontos_base ?? 0,
    jurosPeriodo: config?.juros_periodo ?? 'mes',
  };
}

/** A percentage as basis points (0 to 10000), or null when it is not a number from 0 to 100 with at most two decimals. */
function pontosBase(pct: unknown): number | null {
  if (typeof pct !== 'number' || !Number.isFinite(pct) || pct < 0 || pct > 100) return null;
  const pontos = Math.round(pct * 100);
  return Math.abs(pct * 100 - pontos) < 1e-6 ? pontos : null;
}

function boletoWire(b: DadosBoletoCompleto): BoletoWire {
  return {
    linha_digitavel: b.linha_digitavel,
    codigo_barras: b.codigo_barras,
    vencimento: b.vencimento,
    valor: b.valor,
    nosso_numero: b.nosso_numero,
    banco: b.banco as BoletoWire['banco'],
  };
}

const pagoEm = (t: TituloRow) => (t.pago_em === null ? null : new Date(t.pago_em).toISOString());

export class FaturasService {
  private readonly now: () => Date;

  constructor(private readonly deps: FaturasDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The client's credit at the supplier: total and available (total − open titles), in centavos. */
  async credito(
    idfornecedor: string,
    idcliente: number,
  ): Promise<{ totalCentavos: number; disponivelCentavos: number }> {
    const [total, abertos] = await Promise.all([
      this.deps.repository.limite(idfornecedor, idcliente),
      this.deps.repository.abertos(idfornecedor, idcliente),
    ]);
    return { totalCentavos: total, disponivelCentavos: limiteDisponivel(total, abertos) };
  }

  /**
   * The order submit's step for an 'a prazo' order, inside its transaction (after the order row
   * exists, under the submit's per-client lock, so two orders at once never both pass): refuse an
   * order past the available limit (422 `pagamento.limite-excedido`, which rolls the whole order
   * back), else record one title per term of the method. Other kinds of method: nothing.
   */
  async aoGravarPedido(trx: Transaction<Database>, pedido: PedidoAPrazo): Promise<void> {
    if (pedido.tipo !== 'A_PRAZO') return;
    const [total, abertos] = await Promise.all([
      this.deps.repository.limite(pedido.idfornecedor, pedido.idcliente, trx),
      this.deps.repository.abertos(pedido.idfornecedor, pedido.idcliente, trx),
    ]);
    const disponivel = limiteDisponivel(total, abertos);
    const r = checarLimite({ aPrazo: true, totalCentavos: pedido.totalCentavos, disponivelCentavos: disponivel });
    if (!r.ok) throw new HttpError(422, r.mensagem, r.codigo, { limite_credito_disponivel: toReais(disponivel) });
    if (pedido.totalCentavos <= 0) return;
    const prazos = pedido.prazosDias.length > 0 ? pedido.prazosDias : PRAZO_PADRAO;
    const parcelas = parcelasDoPrazo(pedido.totalCentavos, prazos, pedido.agora).filter((p) => p.valorCentavos > 0);
    await this.deps.repository.inserir(
      trx,
      parcelas.map((p) => ({
        idfornecedor: pedido.idfornecedor,
        idcliente: pedido.idcliente,
        numpedido: pedido.numpedido,
        numero: `${pedido.numpedido}-${p.parcela}/${p.totalParcelas}`,
        parcela: p.parcela,
        totalParcelas: p.totalParcelas,
        vencimento: p.vencimento,
        valorCentavos: p.valorCentavos,
        criadoEm: pedido.agora,
      })),
    );
  }

  /**
   * The spec's call for a client of the supplier (the handler checked the session): the limit,
   * and the titles with their status in Brasília; with `completeInfo`, each open title's boleto and
   * each overdue title's second copy with the updated value.
   */
  async faturasCliente(
    fornecedor: FornecedorRow,
    idcliente: number,
    completeInfo: boolean,
    agora: Date = this.now(),
  ): Promise<FaturasCliente> {
    const { repository } = this.deps;
    const [total, titulos, config] = await Promise.all([
      repository.limite(fornecedor.idfornecedor, idcliente),
      repository.doCliente(fornecedor.idfornecedor, idcliente),
      completeInfo ? repository.config(fornecedor.idfornecedor) : Promise.resolve(null),
    ]);
    const abertos = titulos.filter((t) => t.status === 'aberto').map((t) => Number(t.valor_centavos));
    const faturas: FaturaWire[] = [];
    for (const t of titulos) {
      const fatura = this.faturaWire(t, agora);
      if (completeInfo && t.status === 'aberto') {
        const boleto = await this.boletoDe(t);
        fatura.boleto = boleto ? boletoWire(boleto) : null;
        if (fatura.situacao === 'vencido') {
          const v = valorAtualizado(
            { valorCentavos: Number(t.valor_centavos), vencimento: t.vencimento },
            encargosDe(config),
            agora,
          );
          const segunda = await this.boletoDe(t, dataBrasilia(agora), v.totalCentavos);
          fatura.segunda_via = {
            vencimento: dataBrasilia(agora),
            dias_atraso: v.diasAtraso,
            valor_original: toReais(v.valorOriginalCentavos),
            multa: toReais(v.multaCentavos),
            juros: toReais(v.jurosCentavos),
            valor_atualizado: toReais(v.totalCentavos),
            boleto: segunda ? boletoWire(segunda) : null,
          };
        }
      }
      faturas.push(fatura);
    }
    return {
      limite_credito_total: toReais(total),
      limite_credito_disponivel: toReais(limiteDisponivel(total, abertos)),
      faturas,
    };
  }

  private faturaWire(t: TituloRow, agora: Date): FaturaWire {
    return {
      idtitulo: t.idtitulo,
      numero: t.numero,
      numpedido: t.numpedido,
      parcela: t.parcela,
      total_parcelas: t.total_parcelas,
      vencimento: t.vencimento,
      valor: toReais(Number(t.valor_centavos)),
      status: t.status,
      situacao: situacaoTitulo({ vencimento: t.vencimento, pago: t.status === 'pago' }, agora),
      pago_em: pagoEm(t),
    };
  }

  /** A title's boleto: its own due date and value, or (a second copy) today's with the updated value. */
  private boletoDe(t: TituloRow, vencimento = t.vencimento, valorCentavos = Number(t.valor_centavos)) {
    return this.deps.pagamentos.boletoDeTitulo({
      idfornecedor: t.idfornecedor,
      sequencial: SEQUENCIAL_TITULOS + t.idtitulo,
      vencimento,
      valorCentavos,
    });
  }

  /**
   * The boleto PDF of a title of the session's client (404 for any other), or its second copy
   * (`segundaVia`: an overdue title only, due today with the updated value). 409 for a paid title,
   * or a supplier without a bank.
   */
  async boletoPdf(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    idtitulo: number,
    segundaVia: boolean,
    agora: Date = this.now(),
  ): Promise<Buffer> {
    if (sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
    const t = await this.deps.repository.porId(idtitulo);
    if (
      !t ||
      t.idfornecedor !== fornecedor.idfornecedor ||
      sessao.idcliente === null ||
      t.idcliente !== sessao.idcliente
    )
      throw new HttpError(404, TITULO_NAO_ENCONTRADO, 'titulo.nao-encontrado');
    if (t.status === 'pago') throw new HttpError(409, BOLETO_INDISPONIVEL, 'titulo.boleto-indisponivel');
    const valor = Number(t.valor_centavos);
    const situacao = situacaoTitulo({ vencimento: t.vencimento, pago: false }, agora);
    let boleto: DadosBoletoCompleto | null;
    const opcoes: OpcoesBoleto = {
      documento: t.numero,
      subtitulo: `Título ${t.numero}`,
      instrucoes: `${t.numpedido === null ? 'Título' : `Referente ao pedido nº ${t.numpedido}`}, parcela ${t.parcela} de ${t.total_parcelas}, em ${fornecedor.nome}.\nVencimento original: ${dataBr(t.vencimento)}.`,
    };
    if (segundaVia) {
      if (situacao !== 'vencido') throw new HttpError(409, SEGUNDA_VIA_INDISPONIVEL, 'titulo.boleto-indisponivel');
      const config = await this.deps.repository.config(fornecedor.idfornecedor);
      const v = valorAtualizado({ valorCentavos: valor, vencimento: t.vencimento }, encargosDe(config), agora);
      boleto = await this.boletoDe(t, dataBrasilia(agora), v.totalCentavos);
      opcoes.subtitulo = `Segunda via · Título ${t.numero}`;
      opcoes.encargos = {
        valorOriginalCentavos: v.valorOriginalCentavos,
        multaCentavos: v.multaCentavos,
        jurosCentavos: v.jurosCentavos,
      };
      opcoes.instrucoes = `${opcoes.instrucoes}\nSegunda via com ${v.diasAtraso} ${v.diasAtraso === 1 ? 'dia' : 'dias'} de atraso: multa e juros incluídos.`;
    } else {
      boleto = await this.boletoDe(t);
    }
    if (!boleto) throw new HttpError(409, BOLETO_INDISPONIVEL, 'titulo.boleto-indisponivel');
    const pagador = (await this.deps.pagamentos.pagador(t.idcliente)) ?? { nome: '', documento: null };
    return boletoPdf(
      { nome: fornecedor.nome, tema: fornecedor.config?.tema },
      { numpedido: t.numpedido ?? 0, criadoEm: new Date(t.criado_em) },
      boleto,
      pagador,
      opcoes,
    );
  }

  /** The supplier's charging settings (its staff): subscriptions' price-rise limit, fine, interest. */
  async configuracoesCobranca(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): Promise<ConfiguracoesCobranca> {
    this.equipe(sessao, fornecedor);
    const [limite, config] = await Promise.all([
      this.deps.assinaturas.limiteAumento(fornecedor.idfornecedor),
      this.deps.repository.config(fornecedor.idfornecedor),
    ]);
    const encargos = encargosDe(config);
    return {
      limiteAumentoAssinaturaPct: limite,
      multaPct: encargos.multaPontosBase / 100,
      jurosPct: encargos.jurosPontosBase / 100,
      jurosPeriodo: encargos.jurosPeriodo,
    };
  }

  /** The supplier's admin (403 for an attendant or anyone else): only they change the settings. */
  exigirAdminCobranca(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): void {
    if (sessao.papel !== 'admin_fornecedor' || sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, SO_ADMIN_COBRANCA, 'configuracoes-cobranca.acesso-negado');
  }

  /**
   * Sets them (the supplier's admin only). Every value is checked before anything is written, so a
   * bad one (400) changes nothing; the limit is written through the subscriptions' service.
   */
  async salvarConfiguracoesCobranca(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    novas: NovasConfiguracoesCobranca,
  ): Promise<ConfiguracoesCobranca> {
    this.exigirAdminCobranca(sessao, fornecedor);
    const limite = novas.limiteAumentoAssinaturaPct;
    if (typeof limite !== 'number' || !Number.isInteger(limite) || limite < 0 || limite > 100)
      throw new HttpError(400, LIMITE_AUMENTO_INVALIDO, 'configuracoes-cobranca.invalido');
    const multa = pontosBase(novas.multaPct);
    if (multa === null) throw new HttpError(400, MULTA_INVALIDA, 'configuracoes-cobranca.invalido');
    const juros = pontosBase(novas.jurosPct);
    if (juros === null) throw new HttpError(400, JUROS_INVALIDOS, 'configuracoes-cobranca.invalido');
    const periodo =
      novas.jurosPeriodo ?? encargosDe(await this.deps.repository.config(fornecedor.idfornecedor)).jurosPeriodo;
    await this.deps.repository.definirConfig(fornecedor.idfornecedor, {
      multa_pontos_base: multa,
      juros_pontos_base: juros,
      juros_periodo: periodo,
    });
    await this.deps.assinaturas.definirLimiteAumento(fornecedor.idfornecedor, limite);
    return this.configuracoesCobranca(sessao, fornecedor);
  }

  /** An attendant or admin of this supplier (403 for anyone else). */
  private equipe(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow): void {
    const staff = sessao.papel === 'atendente' || sessao.papel === 'admin_fornecedor';
    if (!staff || sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, SO_EQUIPE, 'painel.acesso-negado');
  }

  private tituloPainel(t: TituloRow & { cliente: string }, agora: Date): TituloPainel {
    return { ...this.faturaWire(t, agora), idcliente: t.idcliente, cliente: t.cliente };
  }

  /** The desk's titles of the supplier (staff only). */
  async listarPainel(
    sessao: SessaoDaRequisicao,
    fornecedor: FornecedorRow,
    filtro: { idcliente: number | null; status: 'aberto' | 'pago' | null },
  ): Promise<{ titulos: TituloPainel[] }> {
    this.equipe(sessao, fornecedor);
    const agora = this.now();
    const rows = await this.deps.repository.doFornecedor(fornecedor.idfornecedor, { ...filtro, limite: 200 });
    return { titulos: rows.map((t) => this.tituloPainel(t, agora)) };
  }

  /** The desk marks an open title of its supplier paid (staff only); the client's available limit follows. */
  async marcarPago(sessao: SessaoDaRequisicao, fornecedor: FornecedorRow, idtitulo: number): Promise<TituloPainel> {
    this.equipe(sessao, fornecedor);
    const agora = this.now();
    const pago = await this.deps.repository.marcarPago(fornecedor.idfornecedor, idtitulo, sessao.idusuario, agora);
    if (!pago) {
      const t = await this.deps.repository.porId(idtitulo);
      if (!t || t.idfornecedor !== fornecedor.idfornecedor)
        throw new HttpError(404, TITULO_NAO_ENCONTRADO, 'titulo.nao-encontrado');
      throw new HttpError(409, TITULO_JA_PAGO, 'titulo.ja-pago');
    }
    const cliente = (await this.deps.repository.nomeCliente(pago.idcliente)) ?? '';
    return this.tituloPainel({ ...pago, cliente }, agora);
  }
}
