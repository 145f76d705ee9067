import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessoesTable } from './tables';

export type SessaoRow = Selectable<SessoesTable> & {
  /** The client's approval at the session's supplier (cadastros_cliente), null without a client row there. */
  cadastro_aprovado: boolean | null;
};

export class SessaoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The session whose token has this SHA-256 when it has not expired yet, with the client's approval. */
  async findLive(tokenHash: string, now: Date): Promise<SessaoRow | undefined> {
    return this.db
      .selectFrom('sessoes as s')
      .leftJoin('cadastros_cliente as cc', (join) =>
        join.onRef('cc.idcliente', '=', 's.idcliente').onRef('cc.idfornecedor', '=', 's.idfornecedor'),
      )
      .selectAll('s')
      .select('cc.cadastro_aprovado')
      .where('s.token_hash', '=', tokenHash)
      .where('s.expira_em', '>', now)
      .executeTakeFirst();
  }

  /** The live session of this id (the JWT's `sid`), with the client's approval. */
  async findLiveBySid(sid: string, now: Date): Promise<SessaoRow | undefined> {
    return this.db
      .selectFrom('sessoes as s')
      .leftJoin('cadastros_cliente as cc', (join) =>
        join.onRef('cc.idcliente', '=', 's.idcliente').onRef('cc.idfornecedor', '=', 's.idfornecedor'),
      )
      .selectAll('s')
      .select('cc.cadastro_aprovado')
      .where('s.sid', '=', sid)
      .where('s.expira_em', '>', now)
      .executeTakeFirst();
  }

  /** Whether `dominio` (a lower-case host name) is one of this supplier's own domains. */
  async dominioDoFornecedor(dominio: string, idfornecedor: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('fornecedor_dominios')
      .select('dominio')
      .where('dominio', '=', dominio)
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
    return row !== undefined;
  }

  async create(row: Insertable<SessoesTable>): Promise<void> {
    await this.db.insertInto('sessoes').values(row).execute();
  }

  /** Sliding renewal: moves expira_em (never backwards). */
  async renovar(tokenHash: string, expiraEm: Date, now: Date): Promise<void> {
    await this.db
      .updateTable('sessoes')
      .set({ expira_em: expiraEm, renovado_em: now })
      .where('token_hash', '=', tokenHash)
      .where('expira_em', '<', expiraEm)
      .execute();
  }

  /**
   * Whether the user may act for this client at this supplier: one of the user's clients
   * (a representative's or linked user's, usuario_clientes) registered at the supplier.
   */
  async usuarioAtendeCliente(idusuario: number, idcliente: number, idfornecedor: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('usuario_clientes as uc')
      .innerJoin('cadastros_cliente as cc', (join) =>
        join.onRef('cc.idcliente', '=', 'uc.idcliente').on('cc.idfornecedor', '=', idfornecedor),
      )
      .select('uc.idcliente')
      .where('uc.idusuario', '=', idusuario)
      .where('uc.idcliente', '=', idcliente)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records the client the session now acts for (a representative's or linked user's choice). */
  async definirCliente(tokenHash: string, idcliente: number): Promise<void> {
    await this.db.updateTable('sessoes').set({ idcliente }).where('token_hash', '=', tokenHash).execute();
  }

  async delete(tokenHash: string): Promise<number> {
    const result = await this.db.deleteFrom('sessoes').where('token_hash', '=', tokenHash).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Ends every session of a user (password changed). */
  /** Of these session ids, the live ones (with their client and the client's approval). */
  async vivasPorSid(
    sids: readonly string[],
    now: Date,
  ): Promise<{ sid: string; idusuario: number; idcliente: number | null; cadastro_aprovado: boolean | null }[]> {
    if (sids.length === 0) return [];
    return this.db
      .selectFrom('sessoes as s')
      .leftJoin('cadastros_cliente as cc', (join) =>
        join.onRef('cc.idcliente', '=', 's.idcliente').onRef('cc.idfornecedor', '=', 's.idfornecedor'),
      )
      .select(['s.sid', 's.idusuario', 's.idcliente', 'cc.cadastro_aprovado'])
      .where('s.sid', 'in', [...sids])
      .where('s.expira_em', '>', now)
      .execute();
  }

  async deleteDoUsuario(idusuario: number, exceto?: string): Promise<void> {
    let q = this.db.deleteFrom('sessoes').where('idusuario', '=', idusuario);
    if (exceto) q = q.where('token_hash', '<>', exceto);
    await q.execute();
  }
}
