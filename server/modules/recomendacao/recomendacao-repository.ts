/** Kysely over the recomendacao module's tables (migration 0046) and the orders it learns from. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Par } from './coocorrencia';
import type { AcaoRecomendacao, VisaoRecomendacao } from './tables';

/** Orders that were really bought: not cancelled, not a quote still waiting. */
const STATUS_FORA = ['CANCELADO', 'ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO'] as const;
/** Pairs written per statement. */
const LOTE = 5_000;

export interface SessaoRecomendacao {
  sessao_id: string;
  idfornecedor: string;
  idcliente: number;
  visao: VisaoRecomendacao;
  produtos: number[];
}

export class RecomendacaoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The products of each real order of the supplier, by order. */
  async pedidosDoFornecedor(idfornecedor: string): Promise<number[][]> {
    const rows = await this.db
      .selectFrom('pedido_itens')
      .innerJoin('pedidos', 'pedidos.numpedido', 'pedido_itens.numpedido')
      .select(['pedido_itens.numpedido', 'pedido_itens.idproduto'])
      .where('pedidos.idfornecedor', '=', idfornecedor)
      .where('pedidos.status', 'not in', [...STATUS_FORA])
      .orderBy('pedido_itens.numpedido')
      .execute();
    const pedidos: number[][] = [];
    let atual = -1;
    for (const row of rows) {
      if (row.numpedido !== atual) {
        pedidos.push([]);
        atual = row.numpedido;
      }
      pedidos[pedidos.length - 1]!.push(row.idproduto);
    }
    return pedidos;
  }

  /** Replaces the supplier's pairs and records the recompute, in one transaction. */
  async substituirPares(
    idfornecedor: string,
    pares: readonly Par[],
    resumo: { pedidos: number; duracaoMs: number },
    /** Inside the caller's transaction (the seed); else one of its own. */
    naTransacao?: { trx: Transaction<Database>; calculadoEm: Date | string },
  ): Promise<void> {
    const escrever = async (trx: Transaction<Database>): Promise<void> => {
      await trx.deleteFrom('recomendacao_pares').where('idfornecedor', '=', idfornecedor).execute();
      for (let i = 0; i < pares.length; i += LOTE) {
        const lote = pares.slice(i, i + LOTE);
        await sql`
          INSERT INTO recomendacao_pares (idfornecedor, idproduto, idrecomendado, contagem)
          SELECT ${idfornecedor}, a, b, c
          FROM unnest(${lote.map((p) => p.idproduto)}::integer[], ${lote.map((p) => p.idrecomendado)}::integer[],
                      ${lote.map((p) => p.contagem)}::integer[]) AS t(a, b, c)
        `.execute(trx);
      }
      await trx
        .insertInto('recomendacao_calculos')
        .values({
          idfornecedor,
          calculado_em: naTransacao?.calculadoEm ?? new Date(),
          pedidos: resumo.pedidos,
          pares: pares.length,
          duracao_ms: resumo.duracaoMs,
        })
        .onConflict((oc) =>
          oc.column('idfornecedor').doUpdateSet({
            calculado_em: naTransacao?.calculadoEm ?? new Date(),
            pedidos: resumo.pedidos,
            pares: pares.length,
            duracao_ms: resumo.duracaoMs,
          }),
        )
        .execute();
    };
    if (naTransacao) await escrever(naTransacao.trx);
    else await this.db.transaction().execute(escrever);
  }

  /** The pairs of these seed products. */
  async paresDe(idfornecedor: string, seeds: readonly number[]): Promise<Par[]> {
    if (seeds.length === 0) return [];
    return this.db
      .selectFrom('recomendacao_pares')
      .select(['idproduto', 'idrecomendado', 'contagem'])
      .where('idfornecedor', '=', idfornecedor)
      .where('idproduto', 'in', [...seeds])
      .execute();
  }

  /** The best sellers of these categories (active, main products), most sold first. */
  async maisVendidosDasCategorias(
    idfornecedor: string,
    categorias: readonly number[],
    limite: number,
  ): Promise<number[]> {
    if (categorias.length === 0) return [];
    const rows = await this.db
      .selectFrom('produtos')
      .select('id')
      .where('idfornecedor', '=', idfornecedor)
      .where('idcategoria', 'in', [...categorias])
      .where('ativo', '=', true)
      .where('produto_adicional_de', 'is', null)
      .orderBy('vendidos', 'desc')
      .orderBy('id')
      .limit(limite)
      .execute();
    return rows.map((r) => r.id);
  }

  /** The categories of these products. */
  async categoriasDe(idfornecedor: string, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('produtos')
      .select('idcategoria')
      .distinct()
      .where('idfornecedor', '=', idfornecedor)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.idcategoria);
  }

  /** The products the client bought here, most often first (then most recently). */
  async historicoDoCliente(idfornecedor: string, idcliente: number, limite: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('pedido_itens')
      .innerJoin('pedidos', 'pedidos.numpedido', 'pedido_itens.numpedido')
      .select([
        'pedido_itens.idproduto',
        sql<number>`count(*)`.as('vezes'),
        sql<number>`max(pedidos.numpedido)`.as('ultimo'),
      ])
      .where('pedidos.idfornecedor', '=', idfornecedor)
      .where('pedidos.idcliente', '=', idcliente)
      .where('pedidos.status', 'not in', [...STATUS_FORA])
      .groupBy('pedido_itens.idproduto')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`max(pedidos.numpedido)`, 'desc')
      .limit(limite)
      .execute();
    return rows.map((r) => r.idproduto);
  }

  async criarSessao(sessao: SessaoRecomendacao): Promise<void> {
    await this.db
      .insertInto('recomendacao_sessoes')
      .values({ ...sessao, produtos: JSON.stringify(sessao.produtos) })
      .execute();
  }

  async sessao(sessaoId: string): Promise<SessaoRecomendacao | undefined> {
    const row = await this.db
      .selectFrom('recomendacao_sessoes')
      .select(['sessao_id', 'idfornecedor', 'idcliente', 'visao', 'produtos'])
      .where('sessao_id', '=', sessaoId)
      .executeTakeFirst();
    return row;
  }

  /** Records a feedback; the same action on the same product of one session is recorded once. */
  async registrarFeedback(row: {
    sessao_id: string;
    idfornecedor: string;
    idcliente: number;
    idusuario: number | null;
    acao: AcaoRecomendacao;
    visao: VisaoRecomendacao;
    item_id: number;
  }): Promise<void> {
    await this.db
      .insertInto('recomendacao_feedback')
      .values(row)
      .onConflict((oc) => oc.columns(['sessao_id', 'item_id', 'acao']).doNothing())
      .execute();
  }

  /** The suppliers whose pairs the job recomputes: those with the tag. */
  async fornecedoresComTag(tag: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('fornecedores')
      .select('idfornecedor')
      .where(sql<boolean>`tags @> ${JSON.stringify([tag])}::jsonb`)
      .execute();
    return rows.map((r) => r.idfornecedor);
  }
}
