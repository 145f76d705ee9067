/** Titles, credit limits and the supplier's charges on overdue titles (migration 0039). */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { FaturasConfigTable, TitulosTable } from './tables';

export type TituloRow = Selectable<TitulosTable>;
export type FaturasConfigRow = Selectable<FaturasConfigTable>;

export interface NovoTitulo {
  idfornecedor: string;
  idcliente: number;
  numpedido: number | null;
  numero: string;
  parcela: number;
  totalParcelas: number;
  vencimento: string;
  valorCentavos: number;
  criadoEm: Date;
}

type Conexao = Kysely<Database> | Transaction<Database>;

export class FaturasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The client's credit limit at the supplier, in centavos (0 without a row). */
  async limite(idfornecedor: string, idcliente: number, conexao: Conexao = this.db): Promise<number> {
    const r = await conexao
      .selectFrom('limites_credito')
      .select('limite_centavos')
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente', '=', idcliente)
      .executeTakeFirst();
    return r ? Number(r.limite_centavos) : 0;
  }

  /** The values of the client's open titles at the supplier (centavos). */
  async abertos(idfornecedor: string, idcliente: number, conexao: Conexao = this.db): Promise<number[]> {
    const rows = await conexao
      .selectFrom('titulos')
      .select('valor_centavos')
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente', '=', idcliente)
      .where('status', '=', 'aberto')
      .execute();
    return rows.map((r) => Number(r.valor_centavos));
  }

  /** The client's titles at the supplier: open first by due date, then paid, newest first. */
  async doCliente(idfornecedor: string, idcliente: number): Promise<TituloRow[]> {
    return this.db
      .selectFrom('titulos')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente', '=', idcliente)
      .orderBy(sql`status = 'pago'`)
      .orderBy(sql`CASE WHEN status = 'aberto' THEN vencimento END`)
      .orderBy('vencimento', 'desc')
      .orderBy('idtitulo')
      .execute();
  }

  async porId(idtitulo: number): Promise<TituloRow | null> {
    return (
      (await this.db.selectFrom('titulos').selectAll().where('idtitulo', '=', idtitulo).executeTakeFirst()) ?? null
    );
  }

  /** A supplier's titles for its desk (one client, or all; open first), at most `limite`. */
  async doFornecedor(
    idfornecedor: string,
    filtro: { idcliente: number | null; status: 'aberto' | 'pago' | null; limite: number },
  ): Promise<(TituloRow & { cliente: string })[]> {
    let q = this.db
      .selectFrom('titulos as t')
      .innerJoin('clientes as c', 'c.idcliente', 't.idcliente')
      .selectAll('t')
      .select('c.nome as cliente')
      .where('t.idfornecedor', '=', idfornecedor);
    if (filtro.idcliente !== null) q = q.where('t.idcliente', '=', filtro.idcliente);
    if (filtro.status !== null) q = q.where('t.status', '=', filtro.status);
    return q
      .orderBy(sql`t.status = 'pago'`)
      .orderBy('t.vencimento')
      .orderBy('t.idtitulo')
      .limit(filtro.limite)
      .execute();
  }

  async config(idfornecedor: string): Promise<FaturasConfigRow | null> {
    return (
      (await this.db
        .selectFrom('faturas_config')
        .selectAll()
        .where('idfornecedor', '=', idfornecedor)
        .executeTakeFirst()) ?? null
    );
  }

  /** Saves the supplier's charges on an overdue title (one row per supplier). */
  async definirConfig(idfornecedor: string, encargos: Omit<FaturasConfigRow, 'idfornecedor'>): Promise<void> {
    await this.db
      .insertInto('faturas_config')
      .values({ idfornecedor, ...encargos })
      .onConflict((oc) => oc.column('idfornecedor').doUpdateSet(encargos))
      .execute();
  }

  async inserir(conexao: Conexao, titulos: NovoTitulo[]): Promise<void> {
    if (titulos.length === 0) return;
    await conexao
      .insertInto('titulos')
      .values(
        titulos.map((t) => ({
          idfornecedor: t.idfornecedor,
          idcliente: t.idcliente,
          numpedido: t.numpedido,
          numero: t.numero,
          parcela: t.parcela,
          total_parcelas: t.totalParcelas,
          vencimento: t.vencimento,
          valor_centavos: t.valorCentavos,
          criado_em: t.criadoEm,
        })),
      )
      .execute();
  }

  /** Marks an open title of the supplier paid; null when it is not (anymore) an open title there. */
  async marcarPago(idfornecedor: string, idtitulo: number, idusuario: number, agora: Date): Promise<TituloRow | null> {
    return (
      (await this.db
        .updateTable('titulos')
        .set({ status: 'pago', pago_em: agora, pago_por: idusuario })
        .where('idtitulo', '=', idtitulo)
        .where('idfornecedor', '=', idfornecedor)
        .where('status', '=', 'aberto')
        .returningAll()
        .executeTakeFirst()) ?? null
    );
  }

  /** The payer printed on a boleto. */
  async nomeCliente(idcliente: number): Promise<string | null> {
    const r = await this.db.selectFrom('clientes').select('nome').where('idcliente', '=', idcliente).executeTakeFirst();
    return r?.nome ?? null;
  }
}
