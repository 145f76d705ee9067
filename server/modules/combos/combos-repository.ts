import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CombosTable } from './tables';

export interface ComboItemRow {
  idproduto: number;
  quantidade: number;
  precoUnitario: number;
}

export type ComboRow = Selectable<CombosTable> & {
  itens: ComboItemRow[];
  clientes: number[];
};

export interface NovoCombo {
  idfornecedor: string;
  nome: string;
  descricao: string;
  tipoPreco: 'preco' | 'desconto';
  descontoPontosBase: number | null;
  inicio: string | null;
  fim: string | null;
  idformapagamento: number | null;
  tipoEntrega: 'DELIVERY' | 'RETIRADA' | null;
  tagCliente: string | null;
  clientes: readonly number[];
  itens: readonly ComboItemRow[];
  criadoPor: number | null;
}

export class CombosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every combo of a supplier (ended ones too), newest first, with items and clients. */
  async doFornecedor(idfornecedor: string, ids?: readonly number[]): Promise<ComboRow[]> {
    if (ids !== undefined && ids.length === 0) return [];
    let query = this.db.selectFrom('combos').selectAll().where('idfornecedor', '=', idfornecedor);
    if (ids !== undefined) query = query.where('idcombo', 'in', [...ids]);
    const combos = await query.orderBy('idcombo', 'desc').execute();
    if (combos.length === 0) return [];
    const idcombos = combos.map((c) => c.idcombo);
    const [itens, clientes] = await Promise.all([
      this.db
        .selectFrom('combo_itens')
        .select(['idcombo', 'idproduto', 'quantidade_milesimos', 'preco_unitario_centavos'])
        .where('idcombo', 'in', idcombos)
        .orderBy('idcombo')
        .orderBy('ordem')
        .orderBy('idproduto')
        .execute(),
      this.db.selectFrom('combo_clientes').selectAll().where('idcombo', 'in', idcombos).orderBy('idcliente').execute(),
    ]);
    return combos.map((c) => ({
      ...c,
      itens: itens
        .filter((i) => i.idcombo === c.idcombo)
        .map((i) => ({
          idproduto: i.idproduto,
          quantidade: Number(i.quantidade_milesimos),
          precoUnitario: i.preco_unitario_centavos,
        })),
      clientes: clientes.filter((k) => k.idcombo === c.idcombo).map((k) => k.idcliente),
    }));
  }

  /** The client's tags (its own and its registration's at the supplier), as configuracoes-cliente reads them. */
  async tagsCliente(idcliente: number, idfornecedor: string): Promise<string[]> {
    const linha = await this.db
      .selectFrom('clientes as c')
      .leftJoin('cadastros_cliente as cc', (join) =>
        join.onRef('cc.idcliente', '=', 'c.idcliente').on('cc.idfornecedor', '=', idfornecedor),
      )
      .select(['c.tags as tags_cliente', 'cc.tags as tags_cadastro'])
      .where('c.idcliente', '=', idcliente)
      .executeTakeFirst();
    return [...new Set([...(linha?.tags_cliente ?? []), ...(linha?.tags_cadastro ?? [])])];
  }

  /** The ids among these that are clients registered at the supplier. */
  async clientesDoFornecedor(idfornecedor: string, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('cadastros_cliente')
      .select('idcliente')
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente', 'in', [...ids])
      .execute();
    return rows.map((r) => r.idcliente);
  }

  async criar(novo: NovoCombo): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { idcombo } = await trx
        .insertInto('combos')
        .values({
          idfornecedor: novo.idfornecedor,
          nome: novo.nome,
          descricao: novo.descricao,
          tipo_preco: novo.tipoPreco,
          desconto_pontos_base: novo.descontoPontosBase,
          inicio: novo.inicio,
          fim: novo.fim,
          idformapagamento: novo.idformapagamento,
          tipo_entrega: novo.tipoEntrega,
          tag_cliente: novo.tagCliente,
          criado_por: novo.criadoPor,
          criado_em: new Date(),
        })
        .returning('idcombo')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('combo_itens')
        .values(
          novo.itens.map((item, ordem) => ({
            idcombo,
            idproduto: item.idproduto,
            quantidade_milesimos: item.quantidade,
            preco_unitario_centavos: item.precoUnitario,
            ordem,
          })),
        )
        .execute();
      if (novo.clientes.length > 0) {
        await trx
          .insertInto('combo_clientes')
          .values(novo.clientes.map((idcliente) => ({ idcombo, idcliente })))
          .execute();
      }
      return idcombo;
    });
  }

  /** The supplier's payment methods by id (their names). */
  async formas(idfornecedor: string): Promise<Map<number, string>> {
    return formasDoFornecedor(this.db, idfornecedor);
  }

  /** Ends a running combo of the supplier; false when there is none by that id. */
  async encerrar(idfornecedor: string, idcombo: number, em: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('combos')
      .set({ encerrado_em: em })
      .where('idfornecedor', '=', idfornecedor)
      .where('idcombo', '=', idcombo)
      .where('encerrado_em', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}

/** The supplier's payment methods by id (their names, for a combo's `formaPagamento`). */
export async function formasDoFornecedor(db: Kysely<Database>, idfornecedor: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('formas_pagamento')
    .select(['idformapagto', 'descricao'])
    .where('idfornecedor', '=', idfornecedor)
    .execute();
  return new Map(rows.map((r) => [r.idformapagto, r.descricao]));
}
