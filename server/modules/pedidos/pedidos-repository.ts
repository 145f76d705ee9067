/**
 * Orders in the database (migration 0024). `gravar` is the submit's one transaction: the
 * idempotency key, the identical-order check, the stock, the order with its lines and first
 * status, the key's stored response, and the emptied cart; all of it or none.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { STATUS_PEDIDO, podeTrocarFormaPagamento } from '#engine/rules/pedido-status';
import type { LinhaTroca, reajustarParaForma } from '#engine/rules/payment-change';
import type { Database } from '../../db/schema';
import type { TipoEntrega } from '../entrega/tables';
import type { TipoFormaPagamento } from '../formas-pagamento/tables';
import type {
  CaracteristicaPedidoSnapshot,
  EnderecoPedidoSnapshot,
  LojaPedidoSnapshot,
  StatusPedidoDb,
} from './tables';
import type { Papel } from '../usuario/tables';

/** The statuses at which an order counts as sold ('mais vendidos', issue 27). */
const STATUS_VENDIDO: readonly StatusPedidoDb[] = ['PAGO', 'ENTREGUE'];
/** The most units one order adds to a product's sales count. */
export const VENDIDOS_MAXIMO_POR_PEDIDO = 100;
/** Bigint columns come back as strings from node-postgres; the CHECKs and the rules keep them safe integers. */
const n = (valor: string | number): number => Number(valor);

export interface NovoItem {
  idproduto: number;
  nome: string;
  unidade: string;
  precoUnitario: number;
  origemPreco: 'atendente' | 'combo' | 'progressivo' | 'atacado' | 'normal';
  quantidade: number;
  mercadorias: number;
  embalagem: number;
  total: number;
  embalarParaPresente: boolean;
  /** The stock to take (thousandths) when the supplier counts stock and the product is tracked; else null. */
  baixaEstoque: number | null;
  /** The promotional combo the line was sold in (migration 0043); null or absent: none. */
  idcombo?: number | null;
}

export interface NovoPedido {
  idfornecedor: string;
  idcliente: number;
  idusuario: number;
  nomeUsuario: string | null;
  papel: Papel;
  status: StatusPedidoDb;
  orcamento: boolean;
  canal: 'WEB' | 'MANUAL';
  mercadorias: number;
  embalagem: number;
  desconto: number;
  taxaEntrega: number;
  total: number;
  ajustePagamento: number;
  tipoEntrega: TipoEntrega;
  idformaentrega: number;
  formaEntregaNome: string;
  dataEntrega: string | null;
  endereco: EnderecoPedidoSnapshot | null;
  loja: LojaPedidoSnapshot | null;
  idformapagto: number;
  formaPagamentoDescricao: string;
  formaPagamentoTipo: TipoFormaPagamento;
  quantParcelas: number;
  anotacoes: string | null;
  numPedidoCliente: string | null;
  cupom: string | null;
  idtipoassinatura: number | null;
  fingerprint: string;
  criadoEm: Date;
  /** The characteristics answered (migration 0027). */
  caracteristicas: CaracteristicaPedidoSnapshot[];
  itens: NovoItem[];
}

/** What `gravar` did: a new order, the stored answer of the same key, or why it refused. */
/** The desk's list filter (issue 13). */
export interface FiltroPainel {
  idfornecedor: string;
  /** Only these statuses (null: all). */
  status: StatusPedidoDb[] | null;
  busca: string | null;
  page: number;
  limit: number;
}

export interface MudancaStatus {
  idfornecedor: string;
  numpedido: number;
  de: StatusPedidoDb;
  para: StatusPedidoDb;
  em: Date;
  /** Null: the ERP's move (issue 33; `nome` says which key). */
  idusuario: number | null;
  nome: string | null;
}

export interface Precificacao {
  idfornecedor: string;
  numpedido: number;
  /** Unit price (centavos) per product of the order: exactly its lines. */
  precos: Map<number, number>;
  /** The delivery fee (centavos), or null to keep the one the quote was sent with. */
  taxaEntrega: number | null;
  calcular: (
    linhas: { quantidade: number; embalagem: number; preco: number }[],
    desconto: number,
    taxa: number,
  ) => {
    linhas: { mercadorias: number; total: number }[];
    mercadorias: number;
    desconto: number;
    taxaEntrega: number;
    total: number;
  };
  em: Date;
  idusuario: number;
  nome: string | null;
}

export type Gravacao =
  | { tipo: 'criado'; numpedido: number }
  | { tipo: 'repetido'; resposta: Record<string, unknown> }
  | { tipo: 'chave-reutilizada' }
  | { tipo: 'duplicado'; numpedido: number }
  | { tipo: 'sem-estoque'; idprodutos: number[] };

/** Thrown inside the transaction to roll it back, then turned into the Gravacao it carries. */
class Desfazer extends Error {
  constructor(readonly gravacao: Gravacao) {
    super(gravacao.tipo);
  }
}

export interface PedidoRow {
  numpedido: number;
  idfornecedor: string;
  idcliente: number;
  idusuario: number | null;
  papel: Papel;
  status: StatusPedidoDb;
  orcamento: boolean;
  canal: 'WEB' | 'MANUAL';
  mercadorias: number;
  embalagem: number;
  desconto: number;
  taxaEntrega: number;
  total: number;
  tipoEntrega: TipoEntrega;
  formaEntregaNome: string;
  dataEntrega: string | null;
  endereco: EnderecoPedidoSnapshot | null;
  loja: LojaPedidoSnapshot | null;
  idformapagto: number | null;
  formaPagamentoDescricao: string;
  formaPagamentoTipo: TipoFormaPagamento;
  quantParcelas: number;
  anotacoes: string | null;
  numPedidoCliente: string | null;
  cupom: string | null;
  avaliacao: number | null;
  comentarioAvaliacao: string | null;
  criadoEm: Date;
  quantidadeItens: number;
  nomeUsuario: string | null;
  caracteristicas: CaracteristicaPedidoSnapshot[];
}

export interface FiltroPedidos {
  idfornecedor: string;
  idcliente: number;
  /** Only the orders this user placed (a linked user who is not the principal; or the principal's filter). */
  idusuario: number | null;
  ordenacao: 'recentes' | 'antigos' | 'maior-valor';
  page: number;
  limit: number;
}

/** The identical-order window (contract C: 'Um pedido idêntico foi feito há poucos segundos.'). */
export const JANELA_DUPLICADO_MS = 30_000;

/** An order line as the desk's export writes it: the product's code and EAN now (null: gone), name, quantity. */
export interface ProdutoExportado {
  codigo: number | null;
  ean: string | null;
  nome: string;
  quantidade: number;
}

export class PedidosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored answer of a key (null: the key is new). */
  async chave(
    idfornecedor: string,
    idcliente: number,
    chave: string,
  ): Promise<{ impressao: string; resposta: Record<string, unknown> | null } | null> {
    const row = await this.db
      .selectFrom('pedido_idempotencia')
      .select(['impressao', 'resposta'])
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente', '=', idcliente)
      .where('chave', '=', chave)
      .executeTakeFirst();
    return row ?? null;
  }

  /** An order by this client with this fingerprint placed after `desde`, if any. */
  async identico(
    db: Kysely<Database>,
    idfornecedor: string,
    idcliente: number,
    fingerprint: string,
    desde: Date,
  ): Promise<number | null> {
    const row = await db
      .selectFrom('pedidos')
      .select('numpedido')
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente', '=', idcliente)
      .where('fingerprint', '=', fingerprint)
      .where('criado_em', '>', desde)
      .orderBy('criado_em', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.numpedido ?? null;
  }

  async identicoRecente(
    idfornecedor: string,
    idcliente: number,
    fingerprint: string,
    agora: Date,
  ): Promise<number | null> {
    return this.identico(
      this.db,
      idfornecedor,
      idcliente,
      fingerprint,
      new Date(agora.getTime() - JANELA_DUPLICADO_MS),
    );
  }

  /**
   * The submit's transaction, in as few round trips as its guarantees allow (issue 27, item 7). A
   * per-client advisory lock makes a client's submits take turns (so the identical-order check
   * sees the other's order); the key's primary key makes two submits of one key meet even without
   * it. The identical-order check also draws the order's number; then one statement writes the
   * order, its lines, its first status, the key's stored response and the emptied saved cart.
   * `depoisDoPedido` and `naTransacao` run next, in the same transaction (the titles of an 'a
   * prazo' order; the subscription an order becomes or the due date it fulfils; the confirmation
   * e-mail's job). Stock last: one conditional UPDATE per tracked line, in product order (no
   * deadlock between two orders), each taking the quantity only while enough is left; a product's
   * row lock, which every order of that product waits for, is then held for those UPDATEs and
   * the commit only, not for the whole transaction.
   */
  async gravar(
    chave: string,
    pedido: NovoPedido,
    resposta: (numpedido: number) => Record<string, unknown>,
    naTransacao?: (trx: Transaction<Database>, numpedido: number) => Promise<void>,
    /**
     * Another module's step inside this transaction, once the order row exists (issue 28: the
     * titles of an 'a prazo' order, and its credit-limit check): what it throws undoes the order.
     */
    depoisDoPedido?: (trx: Transaction<Database>, numpedido: number) => Promise<void>,
  ): Promise<Gravacao> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${pedido.idfornecedor}), ${pedido.idcliente})`.execute(trx);
        const inserida = await trx
          .insertInto('pedido_idempotencia')
          .values({
            idfornecedor: pedido.idfornecedor,
            idcliente: pedido.idcliente,
            chave,
            impressao: pedido.fingerprint,
            criado_em: pedido.criadoEm,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('chave')
          .executeTakeFirst();
        if (!inserida) {
          const existente = await trx
            .selectFrom('pedido_idempotencia')
            .select(['impressao', 'resposta'])
            .where('idfornecedor', '=', pedido.idfornecedor)
            .where('idcliente', '=', pedido.idcliente)
            .where('chave', '=', chave)
            .executeTakeFirstOrThrow();
          if (existente.impressao !== pedido.fingerprint || existente.resposta === null)
            return { tipo: 'chave-reutilizada' as const };
          return { tipo: 'repetido' as const, resposta: existente.resposta };
        }
        const desde = new Date(pedido.criadoEm.getTime() - JANELA_DUPLICADO_MS);
        const { identico, numpedido } = await trx
          .selectNoFrom((eb) => [
            eb
              .selectFrom('pedidos')
              .select('numpedido')
              .where('idfornecedor', '=', pedido.idfornecedor)
              .where('idcliente', '=', pedido.idcliente)
              .where('fingerprint', '=', pedido.fingerprint)
              .where('criado_em', '>', desde)
              .orderBy('criado_em', 'desc')
              .limit(1)
              .as('identico'),
            // The number the order takes (the identity's own sequence); an identical order leaves a gap.
            sql<number>`nextval(pg_get_serial_sequence('pedidos', 'numpedido'))::integer`.as('numpedido'),
          ])
          .executeTakeFirstOrThrow();
        if (identico !== null) throw new Desfazer({ tipo: 'duplicado', numpedido: identico });
        await this.inserirPedido(trx, pedido, Number(numpedido), chave, JSON.stringify(resposta(Number(numpedido))));
        if (depoisDoPedido) await depoisDoPedido(trx, numpedido);
        // What another module records with the order, atomically (the subscription it becomes or repeats).
        if (naTransacao) await naTransacao(trx, numpedido);
        await this.baixarEstoque(trx, pedido);
        return { tipo: 'criado' as const, numpedido };
      });
    } catch (error) {
      if (error instanceof Desfazer) return error.gravacao;
      throw error;
    }
  }

  private async baixarEstoque(trx: Transaction<Database>, pedido: NovoPedido): Promise<void> {
    const faltando: number[] = [];
    const baixas = pedido.itens.filter((i) => i.baixaEstoque !== null).sort((a, b) => a.idproduto - b.idproduto);
    for (const item of baixas) {
      const q = item.baixaEstoque as number;
      const ok = await trx
        .updateTable('produtos')
        .set({ maximo_disponivel_milesimos: sql<number>`maximo_disponivel_milesimos - ${q}` })
        .where('id', '=', item.idproduto)
        .where('idfornecedor', '=', pedido.idfornecedor)
        .where('maximo_disponivel_milesimos', '>=', q)
        .returning('id')
        .executeTakeFirst();
      if (!ok) faltando.push(item.idproduto);
    }
    if (faltando.length > 0) throw new Desfazer({ tipo: 'sem-estoque', idprodutos: faltando });
  }

  /**
   * The products' sales count (`vendidos`, the 'mais vendidos' ordering), issue 27: an order counts
   * once, when it first reaches a paid or delivered status (PAGO or ENTREGUE: a submitted order
   * that is never paid nor delivered, or a budget, counts nothing), by the units of each line
   * (whole units, rounded up) capped at VENDIDOS_MAXIMO_POR_PEDIDO, so no single order can move a
   * product to the top. In the transaction of the status move, in product order.
   */
  private async contarVendidos(trx: Transaction<Database>, idfornecedor: string, numpedido: number): Promise<void> {
    const jaContado = await trx
      .selectFrom('pedido_historico')
      .select('numpedido')
      .where('numpedido', '=', numpedido)
      .where('status', 'in', STATUS_VENDIDO)
      .executeTakeFirst();
    if (jaContado) return;
    const itens = await trx
      .selectFrom('pedido_itens')
      .select(['idproduto', 'quantidade_milesimos'])
      .where('numpedido', '=', numpedido)
      .orderBy('idproduto')
      .execute();
    for (const item of itens) {
      const unidades = Math.min(
        VENDIDOS_MAXIMO_POR_PEDIDO,
        Math.max(1, Math.ceil(Number(item.quantidade_milesimos) / 1000)),
      );
      await trx
        .updateTable('produtos')
        .set({ vendidos: sql<number>`vendidos + ${unidades}` })
        .where('id', '=', item.idproduto)
        .where('idfornecedor', '=', idfornecedor)
        .execute();
    }
  }

  /**
   * One statement: the order (with the number drawn for it), its lines, its first status, the
   * key's stored response and the client's saved cart emptied (its notes and number go with it).
   * The foreign keys between them are checked at the statement's end, when all are written.
   */
  private async inserirPedido(
    trx: Transaction<Database>,
    p: NovoPedido,
    numpedido: number,
    chave: string,
    resposta: string,
  ): Promise<void> {
    await trx
      .with('pedido', (db) =>
        db
          .insertInto('pedidos')
          .values({
            numpedido,
            idfornecedor: p.idfornecedor,
            idcliente: p.idcliente,
            idusuario: p.idusuario,
            papel: p.papel,
            status: p.status,
            orcamento: p.orcamento,
            canal: p.canal,
            mercadorias_centavos: p.mercadorias,
            embalagem_centavos: p.embalagem,
            desconto_centavos: p.desconto,
            taxa_entrega_centavos: p.taxaEntrega,
            total_centavos: p.total,
            ajuste_pagamento_pontos_base: p.ajustePagamento,
            tipo_entrega: p.tipoEntrega,
            idformaentrega: p.idformaentrega,
            forma_entrega_nome: p.formaEntregaNome,
            data_entrega: p.dataEntrega,
            endereco: p.endereco === null ? null : JSON.stringify(p.endereco),
            loja: p.loja === null ? null : JSON.stringify(p.loja),
            idformapagto: p.idformapagto,
            forma_pagamento_descricao: p.formaPagamentoDescricao,
            forma_pagamento_tipo: p.formaPagamentoTipo,
            quant_parcelas: p.quantParcelas,
            anotacoes: p.anotacoes,
            num_pedido_cliente: p.numPedidoCliente,
            cupom: p.cupom,
            idtipoassinatura: p.idtipoassinatura,
            fingerprint: p.fingerprint,
            criado_em: p.criadoEm,
            caracteristicas: JSON.stringify(p.caracteristicas),
          })
          .returning('numpedido'),
      )
      .with('itens', (db) =>
        db
          .insertInto('pedido_itens')
          .values(
            p.itens.map((i, ordem) => ({
              numpedido,
              idproduto: i.idproduto,
              ordem,
              nome: i.nome,
              unidade: i.unidade,
              preco_unitario_centavos: i.precoUnitario,
              origem_preco: i.origemPreco,
              quantidade_milesimos: i.quantidade,
              mercadorias_centavos: i.mercadorias,
              embalagem_centavos: i.embalagem,
              total_centavos: i.total,
              embalar_para_presente: i.embalarParaPresente,
              estoque_baixado_milesimos: i.baixaEstoque ?? 0,
              idcombopromocional_cabecalho: i.idcombo ?? null,
            })),
          )
          .returning('numpedido'),
      )
      .with('historico', (db) =>
        db
          .insertInto('pedido_historico')
          .values({ numpedido, status: p.status, em: p.criadoEm, idusuario: p.idusuario, nome: p.nomeUsuario })
          .returning('numpedido'),
      )
      .with('chave', (db) =>
        db
          .updateTable('pedido_idempotencia')
          .set({ numpedido, resposta })
          .where('idfornecedor', '=', p.idfornecedor)
          .where('idcliente', '=', p.idcliente)
          .where('chave', '=', chave)
          .returning('numpedido'),
      )
      .with('carrinho_itens_apagados', (db) =>
        db
          .deleteFrom('carrinho_itens')
          .where('idcliente', '=', p.idcliente)
          .where('idfornecedor', '=', p.idfornecedor)
          .returning('idcliente'),
      )
      .updateTable('carrinhos')
      .set({ observacao: '', num_pedido_cliente: '', atualizado_em: p.criadoEm })
      .where('idcliente', '=', p.idcliente)
      .where('idfornecedor', '=', p.idfornecedor)
      .execute();
  }

  private base(db: Kysely<Database> | Transaction<Database>) {
    return db
      .selectFrom('pedidos as p')
      .leftJoin('usuarios as u', 'u.idusuario', 'p.idusuario')
      .select((eb) => [
        'p.numpedido',
        'p.idfornecedor',
        'p.idcliente',
        'p.idusuario',
        'p.papel',
        'p.status',
        'p.orcamento',
        'p.canal',
        'p.mercadorias_centavos',
        'p.embalagem_centavos',
        'p.desconto_centavos',
        'p.taxa_entrega_centavos',
        'p.total_centavos',
        'p.tipo_entrega',
        'p.forma_entrega_nome',
        'p.data_entrega',
        'p.endereco',
        'p.loja',
        'p.idformapagto',
        'p.forma_pagamento_descricao',
        'p.forma_pagamento_tipo',
        'p.quant_parcelas',
        'p.anotacoes',
        'p.num_pedido_cliente',
        'p.cupom',
        'p.avaliacao',
        'p.comentario_avaliacao',
        'p.criado_em',
        'p.caracteristicas',
        'u.nome as nome_usuario',
        eb
          .selectFrom('pedido_itens as i')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('i.numpedido', '=', 'p.numpedido')
          .as('quantidade_itens'),
      ]);
  }

  private static paraRow(
    r: Awaited<ReturnType<ReturnType<PedidosRepository['base']>['executeTakeFirstOrThrow']>>,
  ): PedidoRow {
    return {
      numpedido: r.numpedido,
      idfornecedor: r.idfornecedor,
      idcliente: r.idcliente,
      idusuario: r.idusuario,
      papel: r.papel,
      status: r.status,
      orcamento: r.orcamento,
      canal: r.canal,
      mercadorias: n(r.mercadorias_centavos),
      embalagem: n(r.embalagem_centavos),
      desconto: n(r.desconto_centavos),
      taxaEntrega: n(r.taxa_entrega_centavos),
      total: n(r.total_centavos),
      tipoEntrega: r.tipo_entrega,
      formaEntregaNome: r.forma_entrega_nome,
      dataEntrega: r.data_entrega,
      endereco: r.endereco,
      loja: r.loja,
      idformapagto: r.idformapagto,
      formaPagamentoDescricao: r.forma_pagamento_descricao,
      formaPagamentoTipo: r.forma_pagamento_tipo,
      quantParcelas: r.quant_parcelas,
      anotacoes: r.anotacoes,
      numPedidoCliente: r.num_pedido_cliente,
      cupom: r.cupom,
      avaliacao: r.avaliacao,
      comentarioAvaliacao: r.comentario_avaliacao,
      criadoEm: new Date(r.criado_em),
      quantidadeItens: n(r.quantidade_itens ?? 0),
      nomeUsuario: r.nome_usuario,
      caracteristicas: r.caracteristicas ?? [],
    };
  }

  async listar(filtro: FiltroPedidos): Promise<{ pedidos: PedidoRow[]; total: number }> {
    let consulta = this.base(this.db)
      .where('p.idfornecedor', '=', filtro.idfornecedor)
      .where('p.idcliente', '=', filtro.idcliente);
    if (filtro.idusuario !== null) consulta = consulta.where('p.idusuario', '=', filtro.idusuario);
    consulta =
      filtro.ordenacao === 'antigos'
        ? consulta.orderBy('p.criado_em', 'asc').orderBy('p.numpedido', 'asc')
        : filtro.ordenacao === 'maior-valor'
          ? consulta.orderBy('p.total_centavos', 'desc').orderBy('p.numpedido', 'desc')
          : consulta.orderBy('p.criado_em', 'desc').orderBy('p.numpedido', 'desc');
    let contagem = this.db
      .selectFrom('pedidos')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('idfornecedor', '=', filtro.idfornecedor)
      .where('idcliente', '=', filtro.idcliente);
    if (filtro.idusuario !== null) contagem = contagem.where('idusuario', '=', filtro.idusuario);
    const [rows, { n: total }] = await Promise.all([
      consulta
        .limit(filtro.limit)
        .offset((filtro.page - 1) * filtro.limit)
        .execute(),
      contagem.executeTakeFirstOrThrow(),
    ]);
    return { pedidos: rows.map((r) => PedidosRepository.paraRow(r)), total: n(total) };
  }

  /** One order of this client at this supplier (null for any other: the caller answers 404). */
  async porNumero(idfornecedor: string, idcliente: number, numpedido: number): Promise<PedidoRow | null> {
    const r = await this.base(this.db)
      .where('p.numpedido', '=', numpedido)
      .where('p.idfornecedor', '=', idfornecedor)
      .where('p.idcliente', '=', idcliente)
      .executeTakeFirst();
    return r ? PedidosRepository.paraRow(r) : null;
  }

  /**
   * For the desk's export: each order's lines with the code and EAN as the catalogue has them now
   * (null: the product is gone, the export names it instead), in the order's line order.
   */
  async produtosDosPedidos(numpedidos: readonly number[]): Promise<Map<number, ProdutoExportado[]>> {
    const mapa = new Map<number, ProdutoExportado[]>();
    if (numpedidos.length === 0) return mapa;
    const rows = await this.db
      .selectFrom('pedido_itens')
      .leftJoin('produtos', 'produtos.id', 'pedido_itens.idproduto')
      .select([
        'pedido_itens.numpedido',
        'pedido_itens.nome',
        'pedido_itens.quantidade_milesimos',
        'produtos.idcadastroextraproduto',
        'produtos.ean',
      ])
      .where('pedido_itens.numpedido', 'in', [...numpedidos])
      .orderBy('pedido_itens.numpedido')
      .orderBy('pedido_itens.ordem')
      .execute();
    for (const r of rows) {
      const lista = mapa.get(r.numpedido) ?? [];
      lista.push({
        codigo: r.idcadastroextraproduto,
        ean: r.ean,
        nome: r.nome,
        quantidade: n(r.quantidade_milesimos) / 1000,
      });
      mapa.set(r.numpedido, lista);
    }
    return mapa;
  }

  /** The order's lines, each with the product's code and EAN as the catalogue has them now (null: the product is gone). */
  async itens(numpedido: number) {
    const rows = await this.db
      .selectFrom('pedido_itens')
      .leftJoin('produtos', 'produtos.id', 'pedido_itens.idproduto')
      .selectAll('pedido_itens')
      .select(['produtos.idcadastroextraproduto', 'produtos.ean'])
      .where('pedido_itens.numpedido', '=', numpedido)
      .orderBy('pedido_itens.ordem')
      .execute();
    return rows.map((r) => ({
      idproduto: r.idproduto,
      codigo: r.idcadastroextraproduto,
      ean: r.ean,
      nome: r.nome,
      unidade: r.unidade,
      precoUnitario: n(r.preco_unitario_centavos),
      quantidade: n(r.quantidade_milesimos),
      total: n(r.total_centavos),
      embalarParaPresente: r.embalar_para_presente,
    }));
  }

  async historico(numpedido: number) {
    const rows = await this.db
      .selectFrom('pedido_historico')
      .select(['status', 'em', 'nome'])
      .where('numpedido', '=', numpedido)
      .orderBy('em')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ status: r.status, em: new Date(r.em), nome: r.nome }));
  }

  /** The DANFE attached to an order (its key and when), or null. */
  async danfe(numpedido: number): Promise<{ chave: string; anexadoEm: Date; xml: boolean } | null> {
    const r = await this.db
      .selectFrom('pedido_danfe')
      .select(['chave', 'anexado_em', 'xml_anexado_em'])
      .where('numpedido', '=', numpedido)
      .executeTakeFirst();
    return r ? { chave: r.chave, anexadoEm: new Date(r.anexado_em), xml: r.xml_anexado_em !== null } : null;
  }

  /** The NF-e XML attached beside the DANFE (its bytes as sent, and the key), or null. */
  async nfeXml(numpedido: number): Promise<{ chave: string; xml: Buffer } | null> {
    const r = await this.db
      .selectFrom('pedido_danfe')
      .select(['chave', 'xml'])
      .where('numpedido', '=', numpedido)
      .executeTakeFirst();
    return r?.xml ? { chave: r.chave, xml: Buffer.from(r.xml) } : null;
  }

  /**
   * Attaches the NF-e XML beside the order's DANFE when the DANFE still has `chave` (false: no
   * DANFE, or one with another key was attached meanwhile).
   */
  async anexarNfeXml(d: { numpedido: number; chave: string; xml: Buffer; em: Date }): Promise<boolean> {
    const r = await this.db
      .updateTable('pedido_danfe')
      .set({ xml: d.xml, xml_anexado_em: d.em })
      .where('numpedido', '=', d.numpedido)
      .where('chave', '=', d.chave)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The attached DANFE's PDF bytes, or null. */
  async danfePdf(numpedido: number): Promise<Buffer | null> {
    const r = await this.db
      .selectFrom('pedido_danfe')
      .select('pdf')
      .where('numpedido', '=', numpedido)
      .executeTakeFirst();
    return r ? Buffer.from(r.pdf) : null;
  }

  /**
   * Attaches the order's DANFE, replacing the one attached before; the NF-e XML attached beside it
   * stays only when the new DANFE has the same access key (another key is another note).
   */
  async anexarDanfe(d: {
    numpedido: number;
    chave: string;
    pdf: Buffer;
    idusuario: number | null;
    em: Date;
  }): Promise<void> {
    await this.db
      .insertInto('pedido_danfe')
      .values({ numpedido: d.numpedido, chave: d.chave, pdf: d.pdf, idusuario: d.idusuario, anexado_em: d.em })
      .onConflict((oc) =>
        oc.column('numpedido').doUpdateSet((eb) => ({
          chave: d.chave,
          pdf: d.pdf,
          idusuario: d.idusuario,
          anexado_em: d.em,
          xml: eb.case().when('pedido_danfe.chave', '=', d.chave).then(eb.ref('pedido_danfe.xml')).else(null).end(),
          xml_anexado_em: eb
            .case()
            .when('pedido_danfe.chave', '=', d.chave)
            .then(eb.ref('pedido_danfe.xml_anexado_em'))
            .else(null)
            .end(),
        })),
      )
      .execute();
  }

  /** What a payment-method change reprices: the lines' prices and the order's variance, discount and fee. */
  async paraTrocaDePagamento(
    numpedido: number,
  ): Promise<{ ajuste: number; desconto: number; taxaEntrega: number; total: number; linhas: LinhaTroca[] } | null> {
    const pedido = await this.db
      .selectFrom('pedidos')
      .select(['ajuste_pagamento_pontos_base', 'desconto_centavos', 'taxa_entrega_centavos', 'total_centavos'])
      .where('numpedido', '=', numpedido)
      .executeTakeFirst();
    if (!pedido) return null;
    const itens = await this.db
      .selectFrom('pedido_itens')
      .select(['preco_unitario_centavos', 'origem_preco', 'quantidade_milesimos', 'embalagem_centavos'])
      .where('numpedido', '=', numpedido)
      .orderBy('ordem')
      .execute();
    return {
      ajuste: pedido.ajuste_pagamento_pontos_base,
      desconto: n(pedido.desconto_centavos),
      taxaEntrega: n(pedido.taxa_entrega_centavos),
      total: n(pedido.total_centavos),
      linhas: itens.map((i) => ({
        preco: n(i.preco_unitario_centavos),
        atendente: i.origem_preco === 'atendente',
        quantidade: n(i.quantidade_milesimos),
        embalagem: n(i.embalagem_centavos),
      })),
    };
  }

  /**
   * The order's payment method replaced with its lines repriced (`calcular`, under the new
   * method's variance), only while it is not yet paid and still as read (same variance and
   * total: a change made meanwhile makes this one false). One transaction.
   */
  async trocarFormaPagamento(
    numpedido: number,
    lido: { ajuste: number; total: number },
    forma: {
      idformapagto: number;
      descricao: string;
      tipo: TipoFormaPagamento;
      quantParcelas: number;
      ajustePontosBase: number;
    },
    calcular: (linhas: LinhaTroca[], desconto: number, taxaEntrega: number) => ReturnType<typeof reajustarParaForma>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const pedido = await trx
        .selectFrom('pedidos')
        .select(['desconto_centavos', 'taxa_entrega_centavos'])
        .where('numpedido', '=', numpedido)
        .where('status', 'in', STATUS_PEDIDO.filter(podeTrocarFormaPagamento))
        .where('ajuste_pagamento_pontos_base', '=', lido.ajuste)
        .where('total_centavos', '=', lido.total)
        .forUpdate()
        .executeTakeFirst();
      if (!pedido) return false;
      const itens = await trx
        .selectFrom('pedido_itens')
        .select(['idproduto', 'preco_unitario_centavos', 'origem_preco', 'quantidade_milesimos', 'embalagem_centavos'])
        .where('numpedido', '=', numpedido)
        .orderBy('ordem')
        .execute();
      const r = calcular(
        itens.map((i) => ({
          preco: n(i.preco_unitario_centavos),
          atendente: i.origem_preco === 'atendente',
          quantidade: n(i.quantidade_milesimos),
          embalagem: n(i.embalagem_centavos),
        })),
        n(pedido.desconto_centavos),
        n(pedido.taxa_entrega_centavos),
      );
      for (const [k, i] of itens.entries()) {
        const linha = r.linhas[k] as { mercadorias: number; total: number };
        await trx
          .updateTable('pedido_itens')
          .set({
            preco_unitario_centavos: r.precos[k] as number,
            mercadorias_centavos: linha.mercadorias,
            total_centavos: linha.total,
          })
          .where('numpedido', '=', numpedido)
          .where('idproduto', '=', i.idproduto)
          .execute();
      }
      await trx
        .updateTable('pedidos')
        .set({
          idformapagto: forma.idformapagto,
          forma_pagamento_descricao: forma.descricao,
          forma_pagamento_tipo: forma.tipo,
          quant_parcelas: forma.quantParcelas,
          ajuste_pagamento_pontos_base: forma.ajustePontosBase,
          mercadorias_centavos: r.mercadorias,
          desconto_centavos: r.desconto,
          total_centavos: r.total,
        })
        .where('numpedido', '=', numpedido)
        .execute();
      return true;
    });
  }

  /** Rates an order only while it is delivered (the status is checked in the same statement). */
  async avaliar(
    idfornecedor: string,
    idcliente: number,
    numpedido: number,
    nota: number,
    comentario: string | null,
    agora: Date,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('pedidos')
      .set({ avaliacao: nota, comentario_avaliacao: comentario, avaliado_em: agora })
      .where('numpedido', '=', numpedido)
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente', '=', idcliente)
      .where('status', '=', 'ENTREGUE')
      .returning('numpedido')
      .executeTakeFirst();
    return r !== undefined;
  }

  /** Who gets the confirmation: the user who placed the order (when known), else the client. */
  async destinatario(idusuario: number | null, idcliente: number): Promise<{ email: string; nome: string } | null> {
    const u =
      idusuario === null
        ? undefined
        : await this.db
            .selectFrom('usuarios')
            .select(['email', 'nome'])
            .where('idusuario', '=', idusuario)
            .executeTakeFirst();
    if (u?.email) return { email: u.email, nome: u.nome };
    const c = await this.db
      .selectFrom('clientes')
      .select(['email', 'nome'])
      .where('idcliente', '=', idcliente)
      .executeTakeFirst();
    return c ? { email: c.email, nome: c.nome } : null;
  }

  /**
   * The submit's people in one query: the name of the user who places the order (its history's
   * first row) and who gets its confirmation (that user's e-mail, else the client's).
   */
  async pessoasDoPedido(
    idusuario: number,
    idcliente: number,
  ): Promise<{ nomeUsuario: string | null; destinatario: { email: string; nome: string } | null }> {
    const row = await this.db
      .selectFrom('clientes as c')
      .leftJoin('usuarios as u', (join) => join.on('u.idusuario', '=', idusuario))
      .select(['u.nome as unome', 'u.email as uemail', 'c.nome as cnome', 'c.email as cemail'])
      .where('c.idcliente', '=', idcliente)
      .executeTakeFirst();
    const nomeUsuario = row?.unome ?? null;
    if (row?.uemail) return { nomeUsuario, destinatario: { email: row.uemail, nome: row.unome ?? '' } };
    return { nomeUsuario, destinatario: row?.cemail ? { email: row.cemail, nome: row.cnome } : null };
  }

  async nomeUsuario(idusuario: number): Promise<string | null> {
    const u = await this.db.selectFrom('usuarios').select('nome').where('idusuario', '=', idusuario).executeTakeFirst();
    return u?.nome ?? null;
  }

  // ---- the order desk (issue 13): a supplier's orders, their moves and quote prices ----

  /** The supplier's orders, newest first, by status and a search (order number, client name or document). */
  async listarDoFornecedor(
    f: FiltroPainel,
  ): Promise<{ pedidos: (PedidoRow & { clienteNome: string; clienteDocumento: string })[]; total: number }> {
    const clientes = (busca: string) => {
      const digitos = busca.replace(/\D/g, '');
      const padrao = `%${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return this.db
        .selectFrom('clientes')
        .select('idcliente')
        .where((eb) =>
          eb.or([
            eb('nome', 'ilike', padrao),
            ...(digitos.length >= 3 ? [eb('documento', 'like', `%${digitos}%`)] : []),
          ]),
        );
    };
    let consulta = this.base(this.db)
      .innerJoin('clientes as c', 'c.idcliente', 'p.idcliente')
      .select(['c.nome as cliente_nome', 'c.documento as cliente_documento'])
      .where('p.idfornecedor', '=', f.idfornecedor);
    let contagem = this.db
      .selectFrom('pedidos as p')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('p.idfornecedor', '=', f.idfornecedor);
    if (f.status !== null) {
      consulta = consulta.where('p.status', 'in', f.status);
      contagem = contagem.where('p.status', 'in', f.status);
    }
    const busca = f.busca?.trim() ?? '';
    if (busca !== '') {
      const numero = /^\d{1,9}$/.test(busca) ? Number(busca) : null;
      consulta = consulta.where((eb) =>
        eb.or([...(numero !== null ? [eb('p.numpedido', '=', numero)] : []), eb('p.idcliente', 'in', clientes(busca))]),
      );
      contagem = contagem.where((eb) =>
        eb.or([...(numero !== null ? [eb('p.numpedido', '=', numero)] : []), eb('p.idcliente', 'in', clientes(busca))]),
      );
    }
    const [rows, { n: total }] = await Promise.all([
      consulta
        .orderBy('p.criado_em', 'desc')
        .orderBy('p.numpedido', 'desc')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
      contagem.executeTakeFirstOrThrow(),
    ]);
    return {
      pedidos: rows.map((r) => ({
        ...PedidosRepository.paraRow(r),
        clienteNome: r.cliente_nome,
        clienteDocumento: r.cliente_documento,
      })),
      total: n(total),
    };
  }

  /** One order of the supplier, whoever the client (null for another supplier's: the caller answers 404). */
  async doFornecedor(idfornecedor: string, numpedido: number): Promise<PedidoRow | null> {
    const r = await this.base(this.db)
      .where('p.numpedido', '=', numpedido)
      .where('p.idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
    return r ? PedidosRepository.paraRow(r) : null;
  }

  async cliente(
    idcliente: number,
  ): Promise<{ idcliente: number; nome: string; documento: string; tipoDocumento: string; email: string } | null> {
    const c = await this.db
      .selectFrom('clientes')
      .select(['idcliente', 'nome', 'documento', 'tipo_documento', 'email'])
      .where('idcliente', '=', idcliente)
      .executeTakeFirst();
    return c
      ? {
          idcliente: c.idcliente,
          nome: c.nome,
          documento: c.documento,
          tipoDocumento: c.tipo_documento,
          email: c.email,
        }
      : null;
  }

  /**
   * Moves an order from `de` to `para` if it is still in `de` (a move made meanwhile by someone
   * else makes this one false), recording who and when; a cancel gives back the stock its submit
   * took, once. One transaction.
   */
  /** Sets an order's delivery date (issue 33: the ERP's); false when the order is not the supplier's. */
  async definirDataEntrega(idfornecedor: string, numpedido: number, data: string): Promise<boolean> {
    const r = await this.db
      .updateTable('pedidos')
      .set({ data_entrega: data })
      .where('numpedido', '=', numpedido)
      .where('idfornecedor', '=', idfornecedor)
      .returning('numpedido')
      .executeTakeFirst();
    return r !== undefined;
  }

  async mudarStatus(m: MudancaStatus): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const ok = await trx
        .updateTable('pedidos')
        .set({ status: m.para })
        .where('numpedido', '=', m.numpedido)
        .where('idfornecedor', '=', m.idfornecedor)
        .where('status', '=', m.de)
        .returning('numpedido')
        .executeTakeFirst();
      if (!ok) return false;
      if (m.para === 'CANCELADO') await this.devolverEstoque(trx, m.idfornecedor, m.numpedido);
      if (STATUS_VENDIDO.includes(m.para)) await this.contarVendidos(trx, m.idfornecedor, m.numpedido);
      await trx
        .insertInto('pedido_historico')
        .values({ numpedido: m.numpedido, status: m.para, em: m.em, idusuario: m.idusuario, nome: m.nome })
        .execute();
      return true;
    });
  }

  private async devolverEstoque(trx: Transaction<Database>, idfornecedor: string, numpedido: number): Promise<void> {
    const linhas = await trx
      .updateTable('pedido_itens as i')
      .set({ estoque_baixado_milesimos: 0 })
      .from('pedido_itens as antes')
      .whereRef('antes.numpedido', '=', 'i.numpedido')
      .whereRef('antes.idproduto', '=', 'i.idproduto')
      .where('i.numpedido', '=', numpedido)
      .where('antes.estoque_baixado_milesimos', '>', 0)
      .returning(['i.idproduto', 'antes.estoque_baixado_milesimos as devolver'])
      .execute();
    for (const l of linhas.sort((a, b) => a.idproduto - b.idproduto)) {
      await trx
        .updateTable('produtos')
        .set({ maximo_disponivel_milesimos: sql<number>`maximo_disponivel_milesimos + ${n(l.devolver)}` })
        .where('id', '=', l.idproduto)
        .where('idfornecedor', '=', idfornecedor)
        .where('maximo_disponivel_milesimos', 'is not', null)
        .execute();
    }
  }

  /**
   * Prices a quote still new or priced (locked for the statement's transaction): each line's unit
   * price, the totals `calcular` makes of them, ORCAMENTO_PRECIFICADO with who and when. 'status'
   * when the order is no longer a quote to price, 'itens' when `precos` does not name exactly its lines.
   */
  async precificar(p: Precificacao): Promise<'ok' | 'status' | 'itens'> {
    return this.db.transaction().execute(async (trx) => {
      const pedido = await trx
        .selectFrom('pedidos')
        .select(['status', 'desconto_centavos', 'taxa_entrega_centavos'])
        .where('numpedido', '=', p.numpedido)
        .where('idfornecedor', '=', p.idfornecedor)
        .forUpdate()
        .executeTakeFirst();
      if (!pedido || (pedido.status !== 'ORCAMENTO_NOVO' && pedido.status !== 'ORCAMENTO_PRECIFICADO')) return 'status';
      const itens = await trx
        .selectFrom('pedido_itens')
        .select(['idproduto', 'quantidade_milesimos', 'embalagem_centavos'])
        .where('numpedido', '=', p.numpedido)
        .orderBy('ordem')
        .execute();
      if (itens.length !== p.precos.size || itens.some((i) => !p.precos.has(i.idproduto))) return 'itens';
      const linhas = itens.map((i) => ({
        quantidade: n(i.quantidade_milesimos),
        embalagem: n(i.embalagem_centavos),
        preco: p.precos.get(i.idproduto) as number,
      }));
      const taxa = p.taxaEntrega ?? n(pedido.taxa_entrega_centavos);
      const r = p.calcular(linhas, n(pedido.desconto_centavos), taxa);
      for (const [k, i] of itens.entries()) {
        const linha = r.linhas[k] as { mercadorias: number; total: number };
        await trx
          .updateTable('pedido_itens')
          .set({
            preco_unitario_centavos: linhas[k]?.preco as number,
            origem_preco: 'atendente',
            mercadorias_centavos: linha.mercadorias,
            total_centavos: linha.total,
          })
          .where('numpedido', '=', p.numpedido)
          .where('idproduto', '=', i.idproduto)
          .execute();
      }
      await trx
        .updateTable('pedidos')
        .set({
          status: 'ORCAMENTO_PRECIFICADO',
          mercadorias_centavos: r.mercadorias,
          desconto_centavos: r.desconto,
          taxa_entrega_centavos: r.taxaEntrega,
          total_centavos: r.total,
        })
        .where('numpedido', '=', p.numpedido)
        .execute();
      await trx
        .insertInto('pedido_historico')
        .values({
          numpedido: p.numpedido,
          status: 'ORCAMENTO_PRECIFICADO',
          em: p.em,
          idusuario: p.idusuario,
          nome: p.nome,
        })
        .execute();
      return 'ok';
    });
  }
}
