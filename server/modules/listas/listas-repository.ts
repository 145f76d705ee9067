/** Kysely over the shopping lists' tables (and the client rows a target is checked against). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TipoLista } from './tables';

export interface ListaRow {
  idlista: number;
  idfornecedor: string;
  tipo: TipoLista;
  idcliente: number | null;
  tag_cliente: string | null;
  nome: string;
  ativa: boolean;
  usos: number;
  ultimo_uso_em: Date | null;
  atualizado_em: Date;
  quantidade_produtos: number;
}

export interface ItemListaRow {
  idproduto: number;
  quantidade: number;
}

export interface NovaLista {
  idfornecedor: string;
  tipo: TipoLista;
  idcliente: number | null;
  tag_cliente: string | null;
  nome: string;
  criado_por: number | null;
}

type Db = Kysely<Database> | Transaction<Database>;

export class ListasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transacao<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  private base(db: Db = this.db) {
    return db.selectFrom('listas_compra as l').select([
      'l.idlista',
      'l.idfornecedor',
      'l.tipo',
      'l.idcliente',
      'l.tag_cliente',
      'l.nome',
      'l.ativa',
      'l.usos',
      'l.ultimo_uso_em',
      'l.atualizado_em',
      (eb) =>
        eb
          .selectFrom('listas_compra_itens as i')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('i.idlista', '=', 'l.idlista')
          .as('quantidade_produtos'),
    ]);
  }

  private row(r: Omit<ListaRow, 'quantidade_produtos'> & { quantidade_produtos: string | number | null }): ListaRow {
    return {
      ...r,
      usos: Number(r.usos),
      atualizado_em: new Date(r.atualizado_em),
      ultimo_uso_em: r.ultimo_uso_em === null ? null : new Date(r.ultimo_uso_em),
      quantidade_produtos: Number(r.quantidade_produtos ?? 0),
    };
  }

  /** A client's own active lists (FROM_CLIENT), newest first. */
  async doCliente(idfornecedor: string, idcliente: number): Promise<ListaRow[]> {
    const rows = await this.base()
      .where('l.idfornecedor', '=', idfornecedor)
      .where('l.tipo', '=', 'FROM_CLIENT')
      .where('l.idcliente', '=', idcliente)
      .where('l.ativa', '=', true)
      .orderBy('l.atualizado_em', 'desc')
      .orderBy('l.idlista', 'desc')
      .execute();
    return rows.map((r) => this.row(r));
  }

  /** The active lists suggested to the client: to it, to one of its tags, or to everyone. */
  async sugeridas(idfornecedor: string, idcliente: number, tags: readonly string[]): Promise<ListaRow[]> {
    const rows = await this.base()
      .where('l.idfornecedor', '=', idfornecedor)
      .where('l.tipo', '=', 'TO_CLIENT')
      .where('l.ativa', '=', true)
      .where((eb) =>
        eb.or([
          eb('l.idcliente', '=', idcliente),
          ...(tags.length > 0 ? [eb('l.tag_cliente', 'in', [...tags])] : []),
          eb.and([eb('l.idcliente', 'is', null), eb('l.tag_cliente', 'is', null)]),
        ]),
      )
      .orderBy('l.atualizado_em', 'desc')
      .orderBy('l.idlista', 'desc')
      .execute();
    return rows.map((r) => this.row(r));
  }

  /** Every suggested list of the supplier (the desk), active first. */
  async sugeridasDoFornecedor(idfornecedor: string): Promise<ListaRow[]> {
    const rows = await this.base()
      .where('l.idfornecedor', '=', idfornecedor)
      .where('l.tipo', '=', 'TO_CLIENT')
      .orderBy('l.ativa', 'desc')
      .orderBy('l.atualizado_em', 'desc')
      .orderBy('l.idlista', 'desc')
      .execute();
    return rows.map((r) => this.row(r));
  }

  async porId(idlista: number, db: Db = this.db): Promise<ListaRow | null> {
    const r = await this.base(db).where('l.idlista', '=', idlista).executeTakeFirst();
    return r ? this.row(r) : null;
  }

  /** The lines of some lists, in their order. */
  async itens(idlistas: readonly number[], db: Db = this.db): Promise<Map<number, ItemListaRow[]>> {
    const porLista = new Map<number, ItemListaRow[]>(idlistas.map((id) => [id, []]));
    if (idlistas.length === 0) return porLista;
    const rows = await db
      .selectFrom('listas_compra_itens')
      .select(['idlista', 'idproduto', 'quantidade_milesimos', 'ordem'])
      .where('idlista', 'in', [...idlistas])
      .orderBy('idlista')
      .orderBy('ordem')
      .orderBy('idproduto')
      .execute();
    for (const r of rows)
      porLista.get(r.idlista)?.push({ idproduto: r.idproduto, quantidade: Number(r.quantidade_milesimos) });
    return porLista;
  }

  async contarDoCliente(idfornecedor: string, idcliente: number): Promise<number> {
    const r = await this.db
      .selectFrom('listas_compra')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('idfornecedor', '=', idfornecedor)
      .where('tipo', '=', 'FROM_CLIENT')
      .where('idcliente', '=', idcliente)
      .where('ativa', '=', true)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async criar(trx: Transaction<Database>, nova: NovaLista): Promise<number> {
    const r = await trx
      .insertInto('listas_compra')
      .values({ ...nova, criado_em: new Date(), atualizado_em: new Date() })
      .returning('idlista')
      .executeTakeFirstOrThrow();
    return r.idlista;
  }

  async alterar(
    trx: Transaction<Database>,
    idlista: number,
    campos: { nome?: string; idcliente?: number | null; tag_cliente?: string | null; ativa?: boolean },
  ): Promise<void> {
    await trx
      .updateTable('listas_compra')
      .set({ ...campos, atualizado_em: new Date() })
      .where('idlista', '=', idlista)
      .execute();
  }

  async substituirItens(trx: Transaction<Database>, idlista: number, itens: readonly ItemListaRow[]): Promise<void> {
    await trx.deleteFrom('listas_compra_itens').where('idlista', '=', idlista).execute();
    if (itens.length === 0) return;
    await trx
      .insertInto('listas_compra_itens')
      .values(
        itens.map((item, ordem) => ({
          idlista,
          idproduto: item.idproduto,
          quantidade_milesimos: item.quantidade,
          ordem,
        })),
      )
      .execute();
  }

  /** Sets one line (0 removes it); a new line goes last. */
  async definirItem(trx: Transaction<Database>, idlista: number, idproduto: number, quantidade: number): Promise<void> {
    if (quantidade <= 0) {
      await trx
        .deleteFrom('listas_compra_itens')
        .where('idlista', '=', idlista)
        .where('idproduto', '=', idproduto)
        .execute();
    } else {
      await trx
        .insertInto('listas_compra_itens')
        .values({
          idlista,
          idproduto,
          quantidade_milesimos: quantidade,
          ordem: sql<number>`(SELECT COALESCE(MAX(ordem) + 1, 0) FROM listas_compra_itens WHERE idlista = ${idlista})`,
        })
        .onConflict((oc) => oc.columns(['idlista', 'idproduto']).doUpdateSet({ quantidade_milesimos: quantidade }))
        .execute();
    }
    await trx.updateTable('listas_compra').set({ atualizado_em: new Date() }).where('idlista', '=', idlista).execute();
  }

  async contarUso(idlista: number, quando: Date): Promise<void> {
    await this.db
      .updateTable('listas_compra')
      .set((eb) => ({ usos: eb('usos', '+', 1), ultimo_uso_em: quando }))
      .where('idlista', '=', idlista)
      .execute();
  }

  /** The client's tags: its own and those of its registration at the supplier. */
  async tagsDoCliente(idcliente: number, idfornecedor: string): Promise<string[]> {
    const r = await this.db
      .selectFrom('clientes as c')
      .leftJoin('cadastros_cliente as cc', (join) =>
        join.onRef('cc.idcliente', '=', 'c.idcliente').on('cc.idfornecedor', '=', idfornecedor),
      )
      .select(['c.tags as tags_cliente', 'cc.tags as tags_cadastro'])
      .where('c.idcliente', '=', idcliente)
      .executeTakeFirst();
    return [...new Set([...(r?.tags_cliente ?? []), ...(r?.tags_cadastro ?? [])])];
  }

  /** The supplier's clients (registered there), by name, at most 500. */
  async clientesDoFornecedor(idfornecedor: string): Promise<{ idcliente: number; nome: string; tags: string[] }[]> {
    const rows = await this.db
      .selectFrom('cadastros_cliente as cc')
      .innerJoin('clientes as c', 'c.idcliente', 'cc.idcliente')
      .select(['c.idcliente', 'c.nome', 'c.tags as tags_cliente', 'cc.tags as tags_cadastro'])
      .where('cc.idfornecedor', '=', idfornecedor)
      .orderBy('c.nome')
      .orderBy('c.idcliente')
      .limit(500)
      .execute();
    return rows.map((r) => ({
      idcliente: r.idcliente,
      nome: r.nome,
      tags: [...new Set([...(r.tags_cliente ?? []), ...(r.tags_cadastro ?? [])])],
    }));
  }

  async nomesClientes(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('clientes')
      .select(['idcliente', 'nome'])
      .where('idcliente', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.idcliente, r.nome]));
  }
}
