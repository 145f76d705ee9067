/**
 * Orders (issue 12; contract C). The submit trusts nothing the browser computed: every line is
 * priced again by the one pricing core (engine/rules/pricing, with the payment method's variance),
 * checked by the cart's quantity and availability rules (engine/rules/stored-product, the same
 * helpers as the cart), the coupon chosen by the coupon service, delivery and payment resolved by
 * their services; then one transaction (PedidosRepository.gravar) records it. `submeter` reads as
 * that process, one named step a line.
 */
import { TAG_IGNORE_PRODUCT_MULTIPLE, TAG_ORCAMENTO } from '#engine/rules/tags';
import { createHash } from 'node:crypto';
import type { components } from '#openapi/generated/v2';
import type { components as componentsV1 } from '#openapi/generated/v1';
import { formatBRL, toReais } from '#engine/rules/money';
import { applyCombos } from '#engine/rules/combo';
import { cartTotals, type CartLineInput, type CartTotals, type PricingContext } from '#engine/rules/pricing';
import {
  aguardaPagamento,
  rotuloStatusPedido,
  podeAvaliarPedido,
  podeConfirmarOrcamento,
  podeTrocarFormaPagamento,
} from '#engine/rules/pedido-status';
import {
  lineCeilingMessage,
  lineOverCeiling,
  orderCeiling,
  totalCeilingMessage,
  totalOverCeiling,
} from '#engine/rules/order-ceiling';
import { toMilesimos } from '#engine/rules/quantity';
import { reajustarParaForma, type LinhaTroca } from '#engine/rules/payment-change';
import { applyQuantityAction } from '#engine/rules/quantity-action';
import { hasStockControl } from '#engine/rules/stock';
import { linePriceFromStored, quantityLimitsFromStored, unavailableReason } from '#engine/rules/stored-product';
import { normalizeCouponCode } from '#engine/rules/coupon';
import { validarCaracteristicas, type RespostaCaracteristica } from '#engine/rules/characteristics';
import type { TipoEntrega } from '../entrega/tables';
import type { TipoFormaPagamento } from '../formas-pagamento/tables';
import type {
  CaracteristicaPedidoSnapshot,
  EnderecoPedidoSnapshot,
  LojaPedidoSnapshot,
  StatusPedidoDb,
} from './tables';
import { HttpError } from '../../shared/http-error';
import { plainText } from '../../shared/plain-text';
import type { EmailInlineImage, EmailMessage, EmailSection } from '../../shared/email';
import { marcaDoEmail, secoesDoPedido } from './pedido-email';
import { buildEmail } from '../../shared/email';
import type { CatalogoService, ProdutoRow } from '../catalogo';
import type { CarrinhoService } from '../carrinho';
import type { CaracteristicaRow } from '../conteudo';
import type { CuponsService } from '../cupons';
import type { FornecedorRow } from '../fornecedor';
import type { Chamador } from '../sessao';
import type { NovoItem, PedidoRow, PedidosRepository } from './pedidos-repository';
import { boletoPdf, reciboPdf, type PagamentosService } from '../pagamentos';
import type { AvisosCliente } from '../avisos';
import type { FaturasService } from '../faturas';
import { pageLink } from '#schemas/page-types';
import { precosAcimaDoLimite } from '#engine/rules/subscription';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AssinaturasService, TipoAssinaturaRow } from '../assinaturas';
import type { CombosService } from '../combos';

type Schemas = components['schemas'];
export type RequisicaoPedido = Schemas['RequisicaoPedido'];
type PedidoSubmetido = Schemas['PedidoSubmetido'];
type PedidoResumo = Schemas['PedidoResumo'];
type PedidoWire = Schemas['Pedido'];
type AvaliacaoWire = componentsV1['schemas']['Avaliacao'];

/** What the delivery service resolves for an order (contract B, `app.entregaService.resolverParaPedido`). */
export interface EntregaResolvida {
  tipoEntrega: TipoEntrega;
  idformaentrega: number;
  nome: string;
  dataEntrega: string | null;
  taxaCentavos: number;
  endereco: EnderecoPedidoSnapshot | null;
  loja: LojaPedidoSnapshot | null;
}

export interface ResolvedorEntrega {
  resolverParaPedido(pedido: {
    fornecedor: FornecedorRow;
    idcliente: number;
    tipoEntrega: TipoEntrega;
    idformaentrega: number;
    dataEntrega: string | null;
    idendereco: number | null;
    idloja: number | null;
    totalCentavos: number;
    agora: Date;
  }): Promise<EntregaResolvida>;
}

/** What the payment service resolves for an order (contract A, `app.formasPagamentoService`). */
export interface PagamentoResolvido {
  idformapagto: number;
  descricao: string;
  tipo: TipoFormaPagamento;
  quantParcelas: number;
  ajustePontosBase: number;
  /** An 'a prazo' method's terms (issue 28): the titles the order makes. */
  prazosDias?: readonly number[];
}

export interface ResolvedorPagamento {
  resolverParaPedido(pedido: {
    fornecedor: FornecedorRow;
    idcliente: number;
    idformapagto: number;
    quantParcelas: number;
    totalCentavos: number;
  }): Promise<PagamentoResolvido>;
  ajusteDe(fornecedor: FornecedorRow, idcliente: number, idformapagto: number | null): Promise<number>;
}

/** The caller's permission to submit (configuracoes-cliente's `pode_submeter_pedido`). */
export type PodeSubmeter = (chamador: Chamador) => Promise<boolean>;

export const CARRINHO_VAZIO = 'O carrinho está vazio. Experimente adicionar alguns produtos';
export const PAGAMENTO_INALTERAVEL = 'A forma de pagamento deste pedido não pode mais ser alterada.';
export const PAGAMENTO_MUDOU =
  'O pedido mudou enquanto você trocava a forma de pagamento. Confira os valores e tente de novo.';
export const BOLETO_INDISPONIVEL = 'Este pedido não tem boleto a pagar.';
export const PEDIDO_DUPLICADO = 'Um pedido idêntico foi feito há poucos segundos.';
export const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado.';
export const SEM_PERMISSAO =
  'Você não tem permissão para enviar pedidos para este cliente. Fale com o usuário principal da conta ou com o fornecedor.';
export const SEM_ESTOQUE =
  'Alguns produtos não têm mais estoque suficiente para o seu pedido. Ajuste as quantidades e tente de novo.';
export const CHAVE_REUTILIZADA =
  'Esta tentativa de pedido já foi usada com outro conteúdo. Recarregue a página e envie o pedido de novo.';
export const CHAVE_AUSENTE =
  'Requisição inválida: envie o cabeçalho Idempotency-Key (8 a 100 letras, números, _ ou -).';
const PRODUTO_INDISPONIVEL =
  'Alguns produtos não podem ser pedidos agora (indisponíveis ou sem preço). Remova-os do carrinho e tente de novo.';
const QUANTIDADE_INVALIDA =
  'A quantidade de alguns produtos não respeita o mínimo, o múltiplo ou o máximo por pedido. Ajuste-as no carrinho.';
export const ORCAMENTO_NAO_CONFIRMAVEL =
  'Este orçamento não pode ser confirmado: só um orçamento já precificado pelo fornecedor vira pedido.';
const AVALIACAO_INDISPONIVEL = 'Só é possível avaliar um pedido entregue.';
const CLIENTE_INVALIDO = 'Acesso negado: este pedido não é do cliente da sua sessão.';
const FORNECEDOR_INVALIDO = 'Acesso negado: o fornecedor não é o da sua sessão.';

const CHAVE_FORMATO = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key header, checked (400 'pedido.chave-ausente' when absent or malformed). */
export function chaveIdempotencia(valor: string | string[] | undefined): string {
  if (typeof valor !== 'string' || !CHAVE_FORMATO.test(valor))
    throw new HttpError(400, CHAVE_AUSENTE, 'pedido.chave-ausente');
  return valor;
}

/** A line as the order reads it: the product, its quantity in thousandths, and the gift wrap asked for. */
interface LinhaDoCorpo {
  idproduto: number;
  quantidade: number;
  embalar: boolean;
}

/** The lines as the order reads them: one per product (the last wins, as in the cart), thousandths. */
function linhasDoCorpo(corpo: RequisicaoPedido): LinhaDoCorpo[] {
  const porId = new Map<number, LinhaDoCorpo>();
  for (const item of corpo.itens) {
    porId.delete(item.id);
    porId.set(item.id, {
      idproduto: item.id,
      quantidade: toMilesimos(item.quantidade),
      embalar: item.embalarParaPresente === true,
    });
  }
  return [...porId.values()].filter((l) => l.quantidade > 0);
}

/** The characteristics' answers as sent (the last answer of an id wins), sorted by id. */
function respostasDoCorpo(corpo: RequisicaoPedido): RespostaCaracteristica[] {
  const porId = new Map<number, string>();
  for (const r of corpo.caracteristicas ?? []) porId.set(r.idcaracteristica, r.valor);
  return [...porId.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([idcaracteristica, valor]) => ({ idcaracteristica, valor }));
}

/**
 * The SHA-256 of what the order says, in a fixed shape: the key's body print and the
 * identical-order fingerprint. Fields the server does not read (prices, names, the channel) are
 * not part of it.
 */
export function impressaoDoPedido(corpo: RequisicaoPedido): string {
  const canonico = [
    corpo.idfornecedor,
    linhasDoCorpo(corpo)
      .sort((a, b) => a.idproduto - b.idproduto)
      .map((l) => [l.idproduto, l.quantidade, l.embalar]),
    (corpo.anotacoes ?? '').trim(),
    (corpo.numPedidoCliente ?? '').trim(),
    normalizeCouponCode(corpo.cupom ?? null),
    corpo.tipoEntrega,
    corpo.formaEntrega.idformaentrega,
    corpo.formaEntrega.data_de_entrega ?? null,
    corpo.enderecoentrega?.idendereco ?? null,
    corpo.lojaRetira?.idloja ?? null,
    corpo.idtipoassinatura ?? null,
    corpo.formaPagamento.idformapagto,
    corpo.formaPagamento.quantParcelas,
    respostasDoCorpo(corpo).map((r) => [r.idcaracteristica, r.valor.trim()]),
  ];
  return createHash('sha256').update(JSON.stringify(canonico)).digest('hex');
}

function iso(d: Date): string {
  return d.toISOString();
}

/** 'Pedido emitido por': the user who placed it, when that was a linked user or a representative. */
function emitidoPor(row: PedidoRow): string | null {
  return row.papel === 'usuario_vinculado' || row.papel === 'representante' ? row.nomeUsuario : null;
}

function resumo(row: PedidoRow): PedidoResumo {
  return {
    numpedido: row.numpedido,
    status: row.status,
    criadoEm: iso(row.criadoEm),
    totalpedido: toReais(row.total),
    quantidadeItens: row.quantidadeItens,
    tipoEntrega: row.tipoEntrega,
    dataEntrega: row.dataEntrega,
    formaPagamento: row.formaPagamentoDescricao,
    orcamento: row.orcamento,
    avaliacao: row.avaliacao,
    emitidoPor: emitidoPor(row),
  };
}

export interface PedidosDeps {
  repository: PedidosRepository;
  /** The products' rows (the catalogo module's service). */
  produtos: Pick<CatalogoService, 'produtosPorIds'>;
  /** The client's saved cart (the carrinho module's service). */
  carrinhos: Pick<CarrinhoService, 'salvo'>;
  /** The combos the client may use with the order's payment method and delivery type (migration 0043). */
  combos: Pick<CombosService, 'paraCarrinho'>;
  cupons: CuponsService;
  entrega: ResolvedorEntrega;
  pagamento: ResolvedorPagamento;
  /** The order's Pix and boleto, and their PDFs (issue 13). */
  pagamentos: PagamentosService;
  podeSubmeter: PodeSubmeter;
  /** The supplier's active client and order characteristics (the conteudo module). */
  caracteristicas: (idfornecedor: string) => Promise<CaracteristicaRow[]>;
  /** Linked user: principal of the client? (a linked user who is not sees only their own orders). */
  principal: (idusuario: number, idcliente: number) => Promise<boolean>;
  /** With `trx`, the message is enqueued in that open transaction (the order's: committed with it). */
  enviarEmail: (mensagem: EmailMessage, opcoes?: { trx?: Kysely<Database> }) => Promise<void>;
  /** The subscription an order with `idtipoassinatura` becomes, recorded in the order's transaction. */
  assinaturas: Pick<AssinaturasService, 'tipoParaPedido' | 'criarDoPedido' | 'vincularPedido'>;
  log: { warn(obj: object, msg: string): void };
  /** Issue 28: an 'a prazo' order's credit-limit check and titles, in the submit's transaction (the faturas module). */
  titulos?: Pick<FaturasService, 'aoGravarPedido'>;
  /** Live updates (issue 30): an 'a prazo' order's new titles reach the customer's open pages. */
  avisos?: Pick<AvisosCliente, 'emitir'>;
  now?: () => Date;
}

/**
 * An order a subscription places on a due date (server/modules/recorrencia): who it is placed as,
 * the body built from the subscription, the key `assinatura-{id}-{date}`, the subscribed unit prices
 * and the supplier's limit on their rise.
 */
export interface PedidoDeAssinatura {
  chamador: Chamador & { sessao: SessaoViva };
  idcliente: number;
  fornecedor: FornecedorRow;
  chave: string;
  corpo: RequisicaoPedido;
  idassinatura: number;
  dataPrevista: string;
  /** The subscribed unit price (centavos) of each product. */
  precosAssinados: Map<number, number>;
  limiteAumentoPct: number;
  /** The scheduler's now: the order is placed as of this instant (its delivery dates, its time). */
  agora: Date;
}

export const PRECO_SUBIU = (limite: number, produtos: string[]) =>
  `O preço subiu mais de ${limite}% desde a assinatura: ${produtos.join('; ')}.`;

/** How a submit relates to subscriptions: a shopper's (it may become one), or a subscription's due order. */
type ModoSubmit =
  | { tipo: 'cliente'; origem: string | null }
  | {
      tipo: 'assinatura';
      idassinatura: number;
      dataPrevista: string;
      precosAssinados: Map<number, number>;
      limiteAumentoPct: number;
    };

type SessaoViva = NonNullable<Chamador['sessao']>;
/** What of a session the order reads need (a session-token or jwttoken caller fits). */
type SessaoPedido = Pick<SessaoViva, 'idusuario' | 'idcliente' | 'idfornecedor' | 'papel'>;

/** A submit that passed `validar`: who orders for which client, what, and when. */
interface PedidoValidado {
  sessao: SessaoViva;
  idcliente: number;
  fornecedor: FornecedorRow;
  chave: string;
  corpo: RequisicaoPedido;
  /** `impressaoDoPedido(corpo)`: the key's body print and the identical-order fingerprint. */
  impressao: string;
  linhas: LinhaDoCorpo[];
  caracteristicas: CaracteristicaPedidoSnapshot[];
  agora: Date;
}

/** A line that may be ordered, with its product row and its input to the pricing core. */
interface LinhaPrecificavel {
  row: ProdutoRow;
  linha: CartLineInput;
}

/** What `precificar` found: the lines, the rows by id, the channel, the totals and the coupon applied. */
interface PedidoPrecificado {
  entradas: LinhaPrecificavel[];
  produtos: Map<number, ProdutoRow>;
  canal: 'WEB' | 'MANUAL';
  totais: CartTotals;
  cupom: string | null;
}

/** What `persistir` did: a new order (to notify), or the stored answer of the same key. */
type Gravado =
  | { tipo: 'criado'; resposta: PedidoSubmetido; status: StatusPedidoDb }
  | { tipo: 'repetido'; resposta: PedidoSubmetido };

/**
 * The order's lines checked by the cart's availability and quantity rules (engine/rules): 409
 * `pedido.sem-estoque` for a product out of stock, then 422 `pedido.produto-indisponivel` (unknown
 * or without a price), then 422 `pedido.quantidade-invalida` (step, minimum or maximum per order),
 * each naming its products. The stock itself is taken, and checked again, in the transaction.
 */
function linhasDoPedido(
  linhas: LinhaDoCorpo[],
  produtos: Map<number, ProdutoRow>,
  precoAtendente: Map<number, number>,
  fornecedor: FornecedorRow,
): LinhaPrecificavel[] {
  const indisponiveis: string[] = [];
  const semEstoque: string[] = [];
  const quantidadeErrada: string[] = [];
  const entradas: LinhaPrecificavel[] = [];
  for (const l of linhas) {
    const row = produtos.get(l.idproduto);
    if (!row) {
      indisponiveis.push(`Produto ${l.idproduto}`);
      continue;
    }
    const nome = plainText(row.nome);
    const motivo = unavailableReason(row, hasStockControl(fornecedor.tags), precoAtendente.has(l.idproduto));
    if (motivo === 'carrinho.sem-estoque') semEstoque.push(nome);
    else if (motivo !== null) indisponiveis.push(nome);
    else {
      // Step, minimum and maximum per order; the stock itself is taken (and checked) in the transaction.
      const semCapEstoque = {
        ...quantityLimitsFromStored(row, hasStockControl(fornecedor.tags)),
        controleEstoque: false,
      };
      if (applyQuantityAction(0, 'SET', semCapEstoque, l.quantidade) !== l.quantidade) quantidadeErrada.push(nome);
      entradas.push({
        row,
        linha: {
          id: String(l.idproduto),
          quantidade: l.quantidade,
          preco: linePriceFromStored(row, precoAtendente.get(l.idproduto) ?? null),
          embalarParaPresente: l.embalar && row.permite_embalagem,
        },
      });
    }
  }
  if (semEstoque.length > 0) throw new HttpError(409, SEM_ESTOQUE, 'pedido.sem-estoque', { itensName: semEstoque });
  if (indisponiveis.length > 0)
    throw new HttpError(422, PRODUTO_INDISPONIVEL, 'pedido.produto-indisponivel', { itensName: indisponiveis });
  if (quantidadeErrada.length > 0)
    throw new HttpError(422, QUANTIDADE_INVALIDA, 'pedido.quantidade-invalida', { itensName: quantidadeErrada });
  return entradas;
}

/**
 * The order's lines as recorded, each with its priced totals and the stock it takes (thousandths)
 * when the supplier counts stock and the product is tracked: `persistir`'s transaction takes it,
 * or refuses the order, never selling more than is left.
 */
function itensComBaixaDeEstoque(precificado: PedidoPrecificado, fornecedor: FornecedorRow): NovoItem[] {
  const controle = hasStockControl(fornecedor.tags);
  return precificado.entradas.map((e, i) => {
    const t = precificado.totais.linhas[i];
    if (!t) throw new Error('linha sem total');
    return {
      idproduto: e.row.id,
      nome: e.row.nome,
      unidade: e.row.unidade,
      precoUnitario: t.unitario.centavos,
      origemPreco: t.unitario.origem,
      quantidade: t.quantidade,
      mercadorias: t.mercadorias,
      embalagem: t.embalagem,
      total: t.total,
      embalarParaPresente: e.linha.embalarParaPresente,
      baixaEstoque: controle && e.row.maximo_disponivel_milesimos !== null ? t.quantidade : null,
      idcombo: t.combo?.idcombo ?? null,
    };
  });
}

/**
 * A subscription's order: 409 `assinatura.preco-subiu` when a unit price rose more than the
 * supplier's limit over the subscribed one (engine/rules/subscription), naming each product with
 * its old and new price.
 */
function conferirPrecos(precificado: PedidoPrecificado, assinados: Map<number, number>, limite: number): void {
  const linhas = precificado.entradas.map((e, i) => ({
    nome: plainText(e.row.nome),
    precoAssinado: assinados.get(e.row.id) ?? 0,
    precoAtual: precificado.totais.linhas[i]?.unitario.centavos ?? 0,
  }));
  const acima = precosAcimaDoLimite(linhas, limite);
  if (acima.length > 0) {
    const nomes = acima.map((l) => `${l.nome} de ${formatBRL(l.precoAssinado)} para ${formatBRL(l.precoAtual)}`);
    throw new HttpError(409, PRECO_SUBIU(limite, nomes), 'assinatura.preco-subiu', {
      itensName: acima.map((l) => l.nome),
    });
  }
}

export class PedidosService {
  private readonly now: () => Date;

  constructor(private readonly deps: PedidosDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The session's client must be the path's (403) and the supplier the session's (403). */
  private conferir(sessao: SessaoPedido, idclienteDoPath: number | null, fornecedor: FornecedorRow): number {
    if (sessao.idcliente === null || (idclienteDoPath !== null && sessao.idcliente !== idclienteDoPath)) {
      throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
    }
    if (sessao.idfornecedor !== fornecedor.idfornecedor)
      throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
    return sessao.idcliente;
  }

  async verificarDuplicidade(
    chamador: Chamador & { sessao: SessaoViva },
    idclienteDoPath: number,
    fornecedor: FornecedorRow,
    corpo: RequisicaoPedido,
  ) {
    const idcliente = this.conferir(chamador.sessao, idclienteDoPath, fornecedor);
    const numpedido = await this.deps.repository.identicoRecente(
      fornecedor.idfornecedor,
      idcliente,
      impressaoDoPedido(corpo),
      this.now(),
    );
    return { duplicado: numpedido !== null, numpedido };
  }

  /**
   * Places an order, as the business process reads: validate, price, resolve delivery and
   * payment over the total, say what stock each line takes, persist (the one transaction, which
   * takes that stock), notify. Each step trusts nothing the browser computed and refuses with a
   * pt-BR `{mensagem, codigo}`; nothing is written before `persistir`, and the e-mail goes after
   * its commit.
   * @param origem the storefront origin the confirmation e-mail links to (null: no link)
   */
  async submeter(
    chamador: Chamador & { sessao: SessaoViva },
    idclienteDoPath: number,
    fornecedor: FornecedorRow,
    chave: string,
    corpo: RequisicaoPedido,
    origem: string | null = null,
  ): Promise<PedidoSubmetido> {
    const pedido = await this.validar(chamador, idclienteDoPath, fornecedor, chave, corpo);
    if ('respondido' in pedido) return pedido.respondido;
    return (await this.executar(pedido, { tipo: 'cliente', origem })).resposta;
  }

  /**
   * A subscription's due order, through the very steps of a shopper's submit (validate, price with
   * the one pricing core, the stock and coupon rules, delivery, payment, persist), plus one: a unit
   * price that rose beyond the supplier's limit refuses the order (409 `assinatura.preco-subiu`).
   * The key `assinatura-{id}-{date}` makes a retry or a second process answer the first order
   * again ('repetido'); the order and the due date's link are one transaction. No e-mail: the
   * scheduler tells the customer in its own words.
   */
  async submeterPorAssinatura(
    p: PedidoDeAssinatura,
  ): Promise<{ tipo: 'criado' | 'repetido'; resposta: PedidoSubmetido; total: number }> {
    const pedido = await this.validar(p.chamador, p.idcliente, p.fornecedor, p.chave, p.corpo, p.agora);
    if ('respondido' in pedido)
      return { tipo: 'repetido', resposta: pedido.respondido, total: Math.round(pedido.respondido.totalpedido * 100) };
    return this.executar(pedido, {
      tipo: 'assinatura',
      idassinatura: p.idassinatura,
      dataPrevista: p.dataPrevista,
      precosAssinados: p.precosAssinados,
      limiteAumentoPct: p.limiteAumentoPct,
    });
  }

  /** The submit's steps after `validar`: price, resolve delivery and payment over the total, persist, notify. */
  private async executar(
    pedido: PedidoValidado,
    modo: ModoSubmit,
  ): Promise<{ tipo: 'criado' | 'repetido'; resposta: PedidoSubmetido; total: number }> {
    const { fornecedor } = pedido;
    const tipoAssinatura =
      modo.tipo === 'cliente'
        ? await this.deps.assinaturas.tipoParaPedido(fornecedor.idfornecedor, pedido.corpo.idtipoassinatura ?? null)
        : null;
    // Who places the order and who gets its confirmation: one query, beside the pricing's.
    const [precificado, pessoas] = await Promise.all([
      this.precificar(pedido),
      this.deps.repository.pessoasDoPedido(pedido.sessao.idusuario, pedido.idcliente),
    ]);
    if (modo.tipo === 'assinatura') conferirPrecos(precificado, modo.precosAssinados, modo.limiteAumentoPct);
    const entrega = await this.resolverEntrega(pedido, precificado.totais.total);
    const total = precificado.totais.total + entrega.taxaCentavos;
    // Issue 27: an order over the supplier's ceiling on its total is refused before anything is written.
    const teto = orderCeiling(fornecedor.config.limites_pedido);
    if (totalOverCeiling(total, teto))
      throw new HttpError(422, totalCeilingMessage(teto), 'pedido.total-acima-do-limite');
    const pagamento = await this.resolverPagamento(pedido, total);
    const itens = itensComBaixaDeEstoque(precificado, fornecedor);
    const naTransacao = async (trx: Transaction<Database>, numpedido: number) => {
      if (modo.tipo === 'assinatura')
        await this.deps.assinaturas.vincularPedido(trx, modo.idassinatura, modo.dataPrevista, numpedido, pedido.agora);
      else if (tipoAssinatura !== null) await this.criarAssinatura(trx, pedido, precificado, tipoAssinatura, numpedido);
      // The confirmation e-mail's job is committed with the order (issue 27): no acknowledged order
      // without it, and nothing left to do after the commit.
      if (modo.tipo === 'cliente' && pessoas.destinatario !== null)
        await this.confirmarNaTransacao(trx, pedido, numpedido, modo.origem, pessoas.destinatario, {
          itens,
          totais: precificado.totais,
          entrega,
          pagamento,
          total,
        });
    };
    const gravado = await this.persistir(
      pedido,
      precificado,
      { entrega, pagamento, total, itens, nomeUsuario: pessoas.nomeUsuario },
      naTransacao,
    );
    // The titles aoGravarPedido recorded in the transaction, now committed (issue 30: 'titulo-novo').
    if (gravado.tipo === 'criado' && pagamento.tipo === 'A_PRAZO' && total > 0 && this.deps.titulos)
      this.deps.avisos?.emitir({ idfornecedor: fornecedor.idfornecedor, idcliente: pedido.idcliente }, 'titulo-novo', {
        numpedido: gravado.resposta.numpedido,
      });
    return { tipo: gravado.tipo, resposta: gravado.resposta, total };
  }

  /** The subscription an order submitted with a type becomes: its lines at the prices just charged, how to deliver and pay. */
  private async criarAssinatura(
    trx: Transaction<Database>,
    pedido: PedidoValidado,
    precificado: PedidoPrecificado,
    tipo: TipoAssinaturaRow,
    numpedido: number,
  ): Promise<void> {
    const { corpo } = pedido;
    await this.deps.assinaturas.criarDoPedido(trx, {
      idfornecedor: pedido.fornecedor.idfornecedor,
      idcliente: pedido.idcliente,
      idusuario: pedido.sessao.idusuario,
      papel: pedido.sessao.papel,
      tipo,
      numpedidoOrigem: numpedido,
      itens: precificado.entradas.map((e, i) => ({
        idproduto: e.row.id,
        nome: plainText(e.row.nome),
        unidade: e.row.unidade,
        quantidade: e.linha.quantidade,
        embalar: e.linha.embalarParaPresente,
        precoUnitario: precificado.totais.linhas[i]?.unitario.centavos ?? 0,
      })),
      entrega: {
        tipoEntrega: corpo.tipoEntrega,
        idformaentrega: corpo.formaEntrega.idformaentrega,
        idendereco: corpo.enderecoentrega?.idendereco ?? null,
        idloja: corpo.lojaRetira?.idloja ?? null,
      },
      pagamento: { idformapagto: corpo.formaPagamento.idformapagto, quantParcelas: corpo.formaPagamento.quantParcelas },
      caracteristicas: respostasDoCorpo(corpo),
      anotacoes: corpo.anotacoes?.trim() || null,
      criadoEm: pedido.agora,
    });
  }

  /**
   * Validate: the session's client and supplier (403), the permission to submit (403), the
   * idempotency key (a key already answered gets the same answer again, before any work, or 409
   * for another body), at least one line (400) and the characteristics' answers (422).
   */
  private async validar(
    chamador: Chamador & { sessao: SessaoViva },
    idclienteDoPath: number,
    fornecedor: FornecedorRow,
    chave: string,
    corpo: RequisicaoPedido,
    agora: Date = this.now(),
  ): Promise<PedidoValidado | { respondido: PedidoSubmetido }> {
    const sessao = chamador.sessao;
    const idcliente = this.conferir(sessao, idclienteDoPath, fornecedor);
    if (!(await this.deps.podeSubmeter({ ...chamador, idcliente })))
      throw new HttpError(403, SEM_PERMISSAO, 'pedido.sem-permissao');
    const impressao = impressaoDoPedido(corpo);
    // A key already answered: the same answer again (or 409 for another body), before any work.
    const anterior = await this.deps.repository.chave(fornecedor.idfornecedor, idcliente, chave);
    if (anterior !== null && anterior.resposta !== null) {
      if (anterior.impressao !== impressao) throw new HttpError(409, CHAVE_REUTILIZADA, 'pedido.chave-reutilizada');
      return { respondido: anterior.resposta as PedidoSubmetido };
    }
    const linhas = linhasDoCorpo(corpo);
    if (linhas.length === 0) throw new HttpError(400, CARRINHO_VAZIO, 'pedido.carrinho-vazio');
    await this.conferirTetoDasLinhas(fornecedor, linhas);
    const caracteristicas = await this.caracteristicasDoPedido(fornecedor, corpo);
    return { sessao, idcliente, fornecedor, chave, corpo, impressao, linhas, caracteristicas, agora };
  }

  /** Issue 27: a line over the supplier's ceiling on one line's quantity is refused (422, naming the product). */
  private async conferirTetoDasLinhas(fornecedor: FornecedorRow, linhas: LinhaDoCorpo[]): Promise<void> {
    const teto = orderCeiling(fornecedor.config.limites_pedido);
    const acima = linhas.filter((l) => lineOverCeiling(l.quantidade, teto));
    if (acima.length === 0) return;
    // Only the names are read: the supplier's rows.
    const rows = await this.deps.produtos.produtosPorIds(
      fornecedor.idfornecedor,
      acima.map((l) => l.idproduto),
      null,
    );
    const primeira = acima[0] as LinhaDoCorpo;
    const nome = rows.find((r) => r.id === primeira.idproduto)?.nome ?? `Produto ${primeira.idproduto}`;
    throw new HttpError(422, lineCeilingMessage(plainText(nome), teto), 'pedido.quantidade-acima-do-limite', {
      id: primeira.idproduto,
    });
  }

  /**
   * Price: today's product rows and the attendant's prices of the client's saved cart, each line
   * checked (`linhasDoPedido`) and priced by the one pricing core with the payment method's
   * variance, then the coupon the coupon service chooses (422 for a code asked for and refused).
   */
  private async precificar(pedido: PedidoValidado): Promise<PedidoPrecificado> {
    const { fornecedor, idcliente, corpo } = pedido;
    const [rows, salvo, ajuste] = await Promise.all([
      // At the client's price list (issue 33), as its cart showed them.
      this.deps.produtos.produtosPorIds(
        fornecedor.idfornecedor,
        pedido.linhas.map((l) => l.idproduto),
        idcliente,
      ),
      this.deps.carrinhos.salvo(idcliente, fornecedor.idfornecedor),
      this.deps.pagamento.ajusteDe(fornecedor, idcliente, corpo.formaPagamento.idformapagto),
    ]);
    const produtos = new Map(rows.map((r) => [r.id, r]));
    // An attendant's prices stay with the order; a cart an attendant holds makes a MANUAL order.
    const precoAtendente = new Map(
      (salvo?.linhas ?? [])
        .filter((l) => l.precoAtendente !== null)
        .map((l) => [l.idproduto, l.precoAtendente as number]),
    );
    const checadas = linhasDoPedido(pedido.linhas, produtos, precoAtendente, fornecedor);
    // Combo lines (migration 0043): the combo of each line is the saved cart's (never the body's),
    // priced only for a combo the client may use with this payment method and delivery type.
    const comboDe = new Map(
      (salvo?.linhas ?? []).filter((l) => l.idcombo !== null).map((l) => [l.idproduto, l.idcombo as number]),
    );
    const { regras } =
      comboDe.size === 0
        ? { regras: [] }
        : await this.deps.combos.paraCarrinho(fornecedor, idcliente, {
            idformapagamento: corpo.formaPagamento.idformapagto,
            tipoEntrega: corpo.tipoEntrega,
          });
    const comCombos = applyCombos(
      checadas.map((e) => ({ ...e.linha, idcombo: comboDe.get(e.row.id) ?? null })),
      regras,
    );
    const entradas = checadas.map((e, i) => ({ ...e, linha: comCombos[i] as CartLineInput }));
    const context: PricingContext = {
      ignorarMultiplo: fornecedor.tags.includes(TAG_IGNORE_PRODUCT_MULTIPLE),
      ajustePagamento: ajuste,
    };
    const lines = entradas.map((e) => e.linha);
    const { discount, cupom } = await this.cupomDoPedido(pedido, { lines, context });
    return {
      entradas,
      produtos,
      canal: precoAtendente.size > 0 ? 'MANUAL' : 'WEB',
      totais: cartTotals(lines, context, discount),
      cupom: cupom?.codigoCupom ?? null,
    };
  }

  /**
   * The order's coupon, as the coupon service chooses it over the priced lines: the code asked for,
   * else the automatic one.
   */
  private async cupomDoPedido(pedido: PedidoValidado, carrinho: { lines: CartLineInput[]; context: PricingContext }) {
    const { fornecedor, idcliente, corpo } = pedido;
    const codigo = normalizeCouponCode(corpo.cupom ?? null);
    const escolhido = await this.deps.cupons.paraCarrinho(fornecedor, idcliente, carrinho, {
      codigoCupom: codigo === '' ? null : codigo,
      aplicacaoAutomatica: true,
      canalVenda: 'WEB',
      idformapagamento: corpo.formaPagamento.idformapagto,
    });
    // A coupon asked for and refused (no automatic one in its place): the customer decides, not us.
    const { cupom } = escolhido;
    if (codigo !== '' && cupom?.codigoCupom == null && cupom?.erro)
      throw new HttpError(422, cupom.erro, 'pedido.cupom-invalido');
    return escolhido;
  }

  /** Delivery (contract B): the method, date, address or store, and its fee over the priced total. */
  private resolverEntrega(pedido: PedidoValidado, totalCentavos: number): Promise<EntregaResolvida> {
    const { fornecedor, idcliente, corpo } = pedido;
    return this.deps.entrega.resolverParaPedido({
      fornecedor,
      idcliente,
      tipoEntrega: corpo.tipoEntrega,
      idformaentrega: corpo.formaEntrega.idformaentrega,
      dataEntrega: corpo.formaEntrega.data_de_entrega ?? null,
      idendereco: corpo.enderecoentrega?.idendereco ?? null,
      idloja: corpo.lojaRetira?.idloja ?? null,
      totalCentavos,
      agora: pedido.agora,
    });
  }

  /**
   * Pay (contract A): the payment method offered to the client and its installments, checked
   * against the order's total with the delivery fee. The order records them; its Pix or boleto is
   * the pagamentos module's, when the order is read.
   */
  private resolverPagamento(pedido: PedidoValidado, totalCentavos: number): Promise<PagamentoResolvido> {
    const { fornecedor, idcliente, corpo } = pedido;
    return this.deps.pagamento.resolverParaPedido({
      fornecedor,
      idcliente,
      idformapagto: corpo.formaPagamento.idformapagto,
      quantParcelas: corpo.formaPagamento.quantParcelas,
      totalCentavos,
    });
  }

  /**
   * Persist: one transaction (PedidosRepository.gravar) records the key, the order, its lines and
   * first status, takes each line's stock (never more than is left) and empties the saved cart;
   * or it answers the key's stored response again, or refuses with 409 (the key used for another
   * body, an identical order within the window, a stock that ran out meanwhile).
   */
  private async persistir(
    pedido: PedidoValidado,
    precificado: PedidoPrecificado,
    resolvido: {
      entrega: EntregaResolvida;
      pagamento: PagamentoResolvido;
      total: number;
      itens: NovoItem[];
      nomeUsuario: string | null;
    },
    naTransacao: (trx: Transaction<Database>, numpedido: number) => Promise<void>,
  ): Promise<Gravado> {
    const { sessao, fornecedor, idcliente, corpo } = pedido;
    const { entrega, pagamento, total, itens, nomeUsuario } = resolvido;
    const { totais, cupom } = precificado;
    const orcamento = fornecedor.tags.includes(TAG_ORCAMENTO);
    const status: StatusPedidoDb = orcamento ? 'ORCAMENTO_NOVO' : 'ENVIADO';
    const resposta = (numpedido: number): PedidoSubmetido => ({
      numpedido,
      status: orcamento ? 'ORCAMENTO_NOVO' : 'ENVIADO',
      totalpedido: toReais(total),
      taxaentrega: toReais(entrega.taxaCentavos),
      dadospedido: { cupom },
      mensagemSucesso: orcamento
        ? `Orçamento ${numpedido} enviado! O fornecedor vai analisar e precificar o seu pedido.`
        : `Pedido ${numpedido} enviado com sucesso!`,
    });
    const gravacao = await this.deps.repository.gravar(
      pedido.chave,
      {
        idfornecedor: fornecedor.idfornecedor,
        idcliente,
        idusuario: sessao.idusuario,
        nomeUsuario,
        papel: sessao.papel,
        status,
        orcamento,
        canal: precificado.canal,
        mercadorias: totais.mercadorias,
        embalagem: totais.embalagem,
        desconto: totais.desconto,
        taxaEntrega: entrega.taxaCentavos,
        total,
        ajustePagamento: pagamento.ajustePontosBase,
        tipoEntrega: entrega.tipoEntrega,
        idformaentrega: entrega.idformaentrega,
        formaEntregaNome: entrega.nome,
        dataEntrega: entrega.dataEntrega,
        endereco: entrega.endereco,
        loja: entrega.loja,
        idformapagto: pagamento.idformapagto,
        formaPagamentoDescricao: pagamento.descricao,
        formaPagamentoTipo: pagamento.tipo,
        quantParcelas: pagamento.quantParcelas,
        anotacoes: corpo.anotacoes?.trim() || null,
        numPedidoCliente: corpo.numPedidoCliente?.trim() || null,
        cupom,
        idtipoassinatura: corpo.idtipoassinatura ?? null,
        fingerprint: pedido.impressao,
        criadoEm: pedido.agora,
        caracteristicas: pedido.caracteristicas,
        itens,
      },
      resposta,
      naTransacao,
      // Issue 28 (invoices): an order paid 'a prazo' is checked against the client's available
      // credit and makes its titles here, in this transaction (a refusal, 422
      // `pagamento.limite-excedido`, undoes the order). One call; nothing else of the submit changes.
      this.deps.titulos
        ? (trx, numpedido) =>
            this.deps.titulos!.aoGravarPedido(trx, {
              idfornecedor: fornecedor.idfornecedor,
              idcliente,
              numpedido,
              totalCentavos: total,
              tipo: pagamento.tipo,
              prazosDias: pagamento.prazosDias ?? [],
              agora: pedido.agora,
            })
        : undefined,
    );
    switch (gravacao.tipo) {
      case 'repetido':
        return { tipo: 'repetido', resposta: gravacao.resposta as PedidoSubmetido };
      case 'chave-reutilizada':
        throw new HttpError(409, CHAVE_REUTILIZADA, 'pedido.chave-reutilizada');
      case 'duplicado':
        throw new HttpError(409, PEDIDO_DUPLICADO, 'pedido.duplicado', { numpedido: gravacao.numpedido });
      case 'sem-estoque': {
        const nomes = gravacao.idprodutos.map((id) => plainText(precificado.produtos.get(id)?.nome ?? `Produto ${id}`));
        throw new HttpError(409, SEM_ESTOQUE, 'pedido.sem-estoque', { itensName: nomes });
      }
      case 'criado':
        return { tipo: 'criado', resposta: resposta(gravacao.numpedido), status };
    }
  }

  /**
   * The answers to the supplier's characteristics, checked by the rule the checkout runs
   * (engine/rules/characteristics): 422 with the first field's message and its id.
   */
  private async caracteristicasDoPedido(
    fornecedor: FornecedorRow,
    corpo: RequisicaoPedido,
  ): Promise<CaracteristicaPedidoSnapshot[]> {
    const definicoes = await this.deps.caracteristicas(fornecedor.idfornecedor);
    const r = validarCaracteristicas(definicoes, respostasDoCorpo(corpo));
    if (!r.ok) {
      const erro = r.erros[0]!;
      throw new HttpError(422, erro.mensagem, erro.codigo, { idcaracteristica: erro.idcaracteristica });
    }
    const porId = new Map(definicoes.map((d) => [d.idcaracteristica, d]));
    return r.valores.map((v) => {
      const d = porId.get(v.idcaracteristica)!;
      return { idcaracteristica: v.idcaracteristica, nome: d.nome, alvo: d.alvo, valor: v.valor };
    });
  }

  /**
   * Notify: the confirmation e-mail, enqueued in the order's transaction (committed with it; the
   * sending, with its retries, is the job queue's and never undoes the order).
   */
  private async confirmarNaTransacao(
    trx: Transaction<Database>,
    pedido: PedidoValidado,
    numpedido: number,
    origem: string | null,
    para: { email: string; nome: string },
    conteudo: {
      itens: NovoItem[];
      totais: CartTotals;
      entrega: EntregaResolvida;
      pagamento: PagamentoResolvido;
      total: number;
    },
  ): Promise<void> {
    const { fornecedor } = pedido;
    const { itens, totais, entrega, pagamento, total } = conteudo;
    const orcamento = fornecedor.tags.includes(TAG_ORCAMENTO);
    const oQue = orcamento ? 'orçamento' : 'pedido';
    const status: StatusPedidoDb = orcamento ? 'ORCAMENTO_NOVO' : 'ENVIADO';
    // The Pix or boleto as the order's page shows it, its payment data written in this transaction.
    const pago = await this.deps.pagamentos.detalhes(
      {
        numpedido,
        idfornecedor: fornecedor.idfornecedor,
        idcliente: pedido.idcliente,
        status,
        total,
        criadoEm: pedido.agora,
        formaPagamentoTipo: pagamento.tipo,
      },
      trx,
    );
    const boletoUrl =
      origem === null
        ? null
        : new URL(
            `/api/v4/payment/boleto/${numpedido}/${fornecedor.idfornecedor}?idcliente=${pedido.idcliente}`,
            origem,
          ).href;
    const { secoes, anexos } = await secoesDoPedido({
      numpedido,
      orcamento,
      linhas: itens.map((i) => ({
        nome: i.nome,
        unidade: i.unidade,
        quantidade: i.quantidade / 1000,
        precoUnitario: i.precoUnitario,
        total: i.total,
      })),
      totais: { mercadorias: totais.mercadorias, embalagem: totais.embalagem, desconto: totais.desconto, total },
      entrega,
      pagamento: {
        descricao: pagamento.descricao,
        tipo: pagamento.tipo,
        quantParcelas: pagamento.quantParcelas,
        ...(pago.pix ? { pix: { copia_e_cola: pago.pix.copia_e_cola } } : {}),
        ...(pago.boleto && boletoUrl
          ? {
              boleto: {
                linha_digitavel: pago.boleto.linha_digitavel,
                vencimento: pago.boleto.vencimento,
                pdfUrl: boletoUrl,
              },
            }
          : {}),
      },
    });
    const mensagem = await this.mensagemAoCliente(
      fornecedor,
      numpedido,
      origem,
      para,
      (primeiroNome) => ({
        titulo: `Recebemos o seu ${oQue} ${numpedido}`,
        assunto: `Pedido ${numpedido} | ${fornecedor.nome}`,
        paragrafos: [
          `Olá, ${primeiroNome}.`,
          `${fornecedor.nome} recebeu o seu ${oQue} número ${numpedido}, no valor de ${formatBRL(total)}.`,
          `Situação: ${rotuloStatusPedido(status)}. Acompanhe em Meus pedidos.`,
        ],
      }),
      { secoes, anexos },
    );
    await this.deps.enviarEmail(mensagem, { trx });
  }

  /**
   * An e-mail about an order to `para`, in the supplier's colours and with its logo as a PNG,
   * with 'Ver pedido' when the origin is known.
   */
  private async mensagemAoCliente(
    fornecedor: FornecedorRow,
    numpedido: number,
    origem: string | null,
    para: { email: string; nome: string },
    texto: (primeiroNome: string) => { titulo: string; assunto: string; paragrafos: string[] },
    extra: { secoes?: EmailSection[]; anexos?: EmailInlineImage[] } = {},
  ): Promise<EmailMessage> {
    const { titulo, assunto, paragrafos } = texto(para.nome.trim().split(/\s+/)[0] ?? '');
    const { marca, anexos } = await marcaDoEmail(fornecedor);
    const corpo = buildEmail({
      marca,
      origem: origem ?? 'https://storefront.invalid',
      titulo,
      paragrafos,
      ...(extra.secoes ? { secoes: extra.secoes } : {}),
      ...(origem === null
        ? {}
        : {
            botao: {
              texto: 'Ver pedido',
              url: new URL(pageLink(`/${encodeURIComponent(fornecedor.slug)}`, 'pedido', String(numpedido)), origem)
                .href,
            },
          }),
    });
    const todos = [...anexos, ...(extra.anexos ?? [])];
    return {
      para: para.email,
      deNome: fornecedor.nome,
      idfornecedor: fornecedor.idfornecedor,
      assunto,
      ...corpo,
      ...(todos.length > 0 ? { anexos: todos } : {}),
    };
  }

  /**
   * An e-mail about an order to its customer (the user who placed it, else the client), in the
   * supplier's colours, with 'Ver pedido' when the origin is known; sent after the commit, and a
   * failure to send is logged (`falha`), never undoes what was done.
   */
  async avisarCliente(
    fornecedor: FornecedorRow,
    pedido: { numpedido: number; idusuario: number | null; idcliente: number },
    origem: string | null,
    falha: string,
    texto: (primeiroNome: string) => { titulo: string; assunto: string; paragrafos: string[] },
  ): Promise<void> {
    try {
      const para = await this.deps.repository.destinatario(pedido.idusuario, pedido.idcliente);
      if (!para) return;
      await this.deps.enviarEmail(await this.mensagemAoCliente(fornecedor, pedido.numpedido, origem, para, texto));
    } catch (error) {
      this.deps.log.warn({ numpedido: pedido.numpedido, motivo: (error as Error).message }, falha);
    }
  }

  /** Which orders the session sees: all the client's, or a non-principal linked user's own. */
  private async soDoUsuario(sessao: SessaoPedido, idcliente: number): Promise<number | null> {
    if (sessao.papel !== 'usuario_vinculado') return null;
    return (await this.deps.principal(sessao.idusuario, idcliente)) ? null : sessao.idusuario;
  }

  async listar(
    sessao: { idusuario: number; idcliente: number | null; idfornecedor: string; papel: SessaoViva['papel'] },
    idclienteDoPath: number,
    fornecedor: FornecedorRow,
    filtro: {
      idusuariovinculado: number | null;
      ordenacao: 'recentes' | 'antigos' | 'maior-valor';
      page: number;
      limit: number;
    },
  ): Promise<Schemas['ListaPedidos']> {
    const idcliente = this.conferir(sessao as SessaoViva, idclienteDoPath, fornecedor);
    const proprio = await this.soDoUsuario(sessao as SessaoViva, idcliente);
    const { pedidos, total } = await this.deps.repository.listar({
      idfornecedor: fornecedor.idfornecedor,
      idcliente,
      idusuario: proprio ?? filtro.idusuariovinculado,
      ordenacao: filtro.ordenacao,
      page: filtro.page,
      limit: filtro.limit,
    });
    return { pedidos: pedidos.map(resumo), total, temMais: filtro.page * filtro.limit < total };
  }

  /** One order the session may see (404 `pedido.nao-encontrado` for any other). */
  async pedidoVisivel(sessao: SessaoPedido, fornecedor: FornecedorRow, numpedido: number): Promise<PedidoRow> {
    const idcliente = this.conferir(sessao, null, fornecedor);
    const row = await this.deps.repository.porNumero(fornecedor.idfornecedor, idcliente, numpedido);
    const proprio = row === null ? null : await this.soDoUsuario(sessao, idcliente);
    if (row === null || (proprio !== null && row.idusuario !== proprio))
      throw new HttpError(404, PEDIDO_NAO_ENCONTRADO, 'pedido.nao-encontrado');
    return row;
  }

  async obter(sessao: SessaoPedido, fornecedor: FornecedorRow, numpedido: number): Promise<PedidoWire> {
    return this.detalhe(await this.pedidoVisivel(sessao, fornecedor, numpedido));
  }

  /** An order's summary, as the customer's list and the order desk list it. */
  resumo(row: PedidoRow): PedidoResumo {
    return resumo(row);
  }

  /** An order with its lines and history, as the customer's page and the order desk show it. */
  async detalhe(row: PedidoRow): Promise<PedidoWire> {
    const numpedido = row.numpedido;
    const [itens, historico, danfe] = await Promise.all([
      this.deps.repository.itens(numpedido),
      this.deps.repository.historico(numpedido),
      this.deps.repository.danfe(numpedido),
    ]);
    return {
      ...resumo(row),
      itens: itens.map((i) => ({
        id: i.idproduto,
        codigo: i.codigo,
        ean: i.ean ?? null,
        nome: i.nome,
        quantidade: i.quantidade / 1000,
        unidade: i.unidade,
        precoUnitario: toReais(i.precoUnitario),
        total: toReais(i.total),
        embalarParaPresente: i.embalarParaPresente,
      })),
      subtotal: toReais(row.mercadorias + row.embalagem),
      desconto: toReais(row.desconto),
      taxaentrega: toReais(row.taxaEntrega),
      anotacoes: row.anotacoes,
      numPedidoCliente: row.numPedidoCliente,
      canalVenda: row.canal,
      entrega: {
        tipoEntrega: row.tipoEntrega,
        nome: row.formaEntregaNome,
        dataEntrega: row.dataEntrega,
        endereco: row.endereco,
        loja: row.loja,
      },
      pagamento: {
        idformapagto: row.idformapagto ?? 0,
        descricao: row.formaPagamentoDescricao,
        tipo: row.formaPagamentoTipo,
        quantParcelas: row.quantParcelas,
        ...(await this.deps.pagamentos.detalhes(row)),
      },
      historico: historico.map((h) => ({ status: h.status, em: iso(h.em), por: h.nome })),
      comentarioAvaliacao: row.comentarioAvaliacao,
      caracteristicas: row.caracteristicas.map((c) => ({
        idcaracteristica: c.idcaracteristica,
        nome: c.nome,
        alvo: c.alvo,
        valor: c.valor,
      })),
      danfe: danfe ? { chave: danfe.chave, anexadoEm: iso(danfe.anexadoEm), xml: danfe.xml } : null,
    };
  }

  /**
   * The customer confirms a priced quote as an order (issue 13): ORCAMENTO_PRECIFICADO → ENVIADO,
   * recorded with who and when (409 `pedido.status-invalido` for any other status, and for a
   * confirmation that lost a race with the desk).
   */
  async confirmarOrcamento(sessao: SessaoPedido, fornecedor: FornecedorRow, numpedido: number): Promise<PedidoWire> {
    const row = await this.pedidoVisivel(sessao, fornecedor, numpedido);
    if (!podeConfirmarOrcamento(row.status))
      throw new HttpError(409, ORCAMENTO_NAO_CONFIRMAVEL, 'pedido.status-invalido');
    const nome = await this.deps.repository.nomeUsuario(sessao.idusuario);
    const ok = await this.deps.repository.mudarStatus({
      idfornecedor: fornecedor.idfornecedor,
      numpedido,
      de: 'ORCAMENTO_PRECIFICADO',
      para: 'ENVIADO',
      em: this.now(),
      idusuario: sessao.idusuario,
      nome,
    });
    if (!ok) throw new HttpError(409, ORCAMENTO_NAO_CONFIRMAVEL, 'pedido.status-invalido');
    return this.detalhe({ ...row, status: 'ENVIADO' });
  }

  async avaliar(
    sessao: SessaoViva,
    numpedido: number,
    nota: number,
    comentario: string | null,
  ): Promise<AvaliacaoWire> {
    const fornecedor = { idfornecedor: sessao.idfornecedor } as FornecedorRow;
    const row = await this.pedidoVisivel(sessao, fornecedor, numpedido);
    if (!podeAvaliarPedido(row.status))
      throw new HttpError(409, AVALIACAO_INDISPONIVEL, 'pedido.avaliacao-indisponivel');
    const texto = comentario?.trim() || null;
    const ok = await this.deps.repository.avaliar(row.idfornecedor, row.idcliente, numpedido, nota, texto, this.now());
    if (!ok) throw new HttpError(409, AVALIACAO_INDISPONIVEL, 'pedido.avaliacao-indisponivel');
    return { avaliacao: nota, comentarioAvaliacao: texto };
  }

  /**
   * Changes an order's payment method (spec: PUT /v4/orders/payment-method): the session's own
   * order, before it is paid (409 `pedido.pagamento-inalteravel` after, or once cancelled), to a
   * method offered to the client with valid installments against the new total (422, as at the
   * submit). Under support-price-variance-by-payment the lines are repriced with the new method's
   * variance (engine/rules/payment-change.ts: Pix's 3 % off comes off when the order moves to
   * boleto); otherwise the total stays. A change made meanwhile is 409 `pedido.pagamento-mudou`.
   */
  async trocarFormaPagamento(
    sessao: SessaoPedido,
    fornecedor: FornecedorRow,
    numpedido: number,
    idformapagto: number,
    quantParcelas: number,
  ): Promise<PedidoWire> {
    const row = await this.pedidoVisivel(sessao, fornecedor, numpedido);
    if (!podeTrocarFormaPagamento(row.status))
      throw new HttpError(409, PAGAMENTO_INALTERAVEL, 'pedido.pagamento-inalteravel');
    const atual = await this.deps.repository.paraTrocaDePagamento(numpedido);
    if (!atual) throw new HttpError(404, PEDIDO_NAO_ENCONTRADO, 'pedido.nao-encontrado');
    const ajusteNovo = await this.deps.pagamento.ajusteDe(fornecedor, row.idcliente, idformapagto);
    const calcular = (linhas: LinhaTroca[], desconto: number, taxaEntrega: number) =>
      reajustarParaForma(linhas, desconto, taxaEntrega, atual.ajuste, ajusteNovo);
    const novoTotal = calcular(atual.linhas, atual.desconto, atual.taxaEntrega).total;
    const forma = await this.deps.pagamento.resolverParaPedido({
      fornecedor,
      idcliente: row.idcliente,
      idformapagto,
      quantParcelas,
      totalCentavos: novoTotal,
    });
    const ok = await this.deps.repository.trocarFormaPagamento(
      numpedido,
      { ajuste: atual.ajuste, total: atual.total },
      forma,
      (linhas, desconto, taxa) => reajustarParaForma(linhas, desconto, taxa, atual.ajuste, forma.ajustePontosBase),
    );
    if (!ok) {
      const agora = await this.pedidoVisivel(sessao, fornecedor, numpedido);
      if (!podeTrocarFormaPagamento(agora.status))
        throw new HttpError(409, PAGAMENTO_INALTERAVEL, 'pedido.pagamento-inalteravel');
      throw new HttpError(409, PAGAMENTO_MUDOU, 'pedido.pagamento-mudou');
    }
    return this.obter(sessao, fornecedor, numpedido);
  }

  /** The boleto of an order waiting to be paid by boleto, as PDF (409 `pagamento.boleto-indisponivel` otherwise). */
  async boletoPdf(
    sessao: SessaoPedido,
    fornecedor: FornecedorRow,
    numpedido: number,
    idcliente: number | null = null,
  ): Promise<Buffer> {
    // The e-mail's link names its client: another client's session is refused (403), not told 'not found'.
    if (idcliente !== null) this.conferir(sessao, idcliente, fornecedor);
    const row = await this.pedidoVisivel(sessao, fornecedor, numpedido);
    const boleto =
      row.formaPagamentoTipo === 'BOLETO' && aguardaPagamento(row.status)
        ? await this.deps.pagamentos.boleto(row)
        : null;
    if (!boleto) throw new HttpError(409, BOLETO_INDISPONIVEL, 'pagamento.boleto-indisponivel');
    const pagador = (await this.deps.pagamentos.pagador(row.idcliente)) ?? { nome: '', documento: null };
    return boletoPdf({ nome: fornecedor.nome, tema: fornecedor.config?.tema }, row, boleto, pagador);
  }

  /** The order's receipt as PDF (spec: POST /v4/payment/generate-receipt/{numorder}/{idclient}). */
  async reciboPdf(
    sessao: SessaoPedido,
    fornecedor: FornecedorRow,
    numpedido: number,
    idclienteDoPath: number,
  ): Promise<Buffer> {
    this.conferir(sessao, idclienteDoPath, fornecedor);
    const row = await this.pedidoVisivel(sessao, fornecedor, numpedido);
    const [itens, cliente] = await Promise.all([
      this.deps.repository.itens(numpedido),
      this.deps.pagamentos.pagador(row.idcliente),
    ]);
    return reciboPdf(
      { nome: fornecedor.nome, tema: fornecedor.config?.tema },
      row,
      itens.map((i) => ({
        codigo: i.codigo,
        ean: i.ean ?? null,
        nome: i.nome,
        quantidade: i.quantidade / 1000,
        unidade: i.unidade,
        precoUnitario: i.precoUnitario,
        total: i.total,
      })),
      cliente ?? { nome: '', documento: null },
    );
  }
}
