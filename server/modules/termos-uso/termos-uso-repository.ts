/** Terms of use versions and acceptances (migration 0006). */
import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TermosUsoAceitesTable, TermosUsoTable } from './tables';

export type TermosRow = Selectable<TermosUsoTable>;
export type AceiteRow = Selectable<TermosUsoAceitesTable>;

/**
 * Registration (server/modules/usuario): the new client accepted the supplier's current version
 * (the one the form linked to), in the registration's transaction. Nothing when the supplier
 * publishes no terms.
 */
export async function registrarAceiteNoCadastro(
  trx: Kysely<Database> | Transaction<Database>,
  aceite: { idcliente: number; idfornecedor: string; aceitoEm: Date },
): Promise<void> {
  await sql`
    INSERT INTO termos_uso_aceites (idcliente, idfornecedor, versao, aceito_em)
    SELECT ${aceite.idcliente}, t.idfornecedor, t.versao, ${aceite.aceitoEm}
      FROM termos_uso t
     WHERE t.idfornecedor = ${aceite.idfornecedor} AND t.publicado_em <= ${aceite.aceitoEm}
     ORDER BY t.versao DESC
     LIMIT 1
    ON CONFLICT DO NOTHING
  `.execute(trx);
}

export class TermosUsoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The current version: the highest one published by `agora`. */
  async atual(idfornecedor: string, agora: Date): Promise<TermosRow | undefined> {
    return this.db
      .selectFrom('termos_uso')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('publicado_em', '<=', agora)
      .orderBy('versao', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** A published version. */
  async versao(idfornecedor: string, versao: number, agora: Date): Promise<TermosRow | undefined> {
    return this.db
      .selectFrom('termos_uso')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('versao', '=', versao)
      .where('publicado_em', '<=', agora)
      .executeTakeFirst();
  }

  /** The client's latest acceptance at the supplier. */
  async ultimoAceite(idcliente: number, idfornecedor: string): Promise<AceiteRow | undefined> {
    return this.db
      .selectFrom('termos_uso_aceites')
      .selectAll()
      .where('idcliente', '=', idcliente)
      .where('idfornecedor', '=', idfornecedor)
      .orderBy('versao', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Whether the client is registered at the supplier. */
  async temCadastro(idcliente: number, idfornecedor: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('cadastros_cliente')
      .select('idcliente')
      .where('idcliente', '=', idcliente)
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records an acceptance; accepting an accepted version again keeps the first time. */
  async aceitar(aceite: { idcliente: number; idfornecedor: string; versao: number; aceitoEm: Date }): Promise<void> {
    await this.db
      .insertInto('termos_uso_aceites')
      .values({
        idcliente: aceite.idcliente,
        idfornecedor: aceite.idfornecedor,
        versao: aceite.versao,
        aceito_em: aceite.aceitoEm,
      })
      .onConflict((oc) => oc.columns(['idcliente', 'idfornecedor', 'versao']).doNothing())
      .execute();
  }

  /** Publishes a new version (the next number) now or at `publicadoEm`; tests and admin tooling use it. */
  async publicar(nova: { idfornecedor: string; titulo: string; html: string; publicadoEm: Date }): Promise<TermosRow> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM fornecedores WHERE idfornecedor = ${nova.idfornecedor} FOR UPDATE`.execute(trx);
      const ultima = await trx
        .selectFrom('termos_uso')
        .select((eb) => eb.fn.max('versao').as('versao'))
        .where('idfornecedor', '=', nova.idfornecedor)
        .executeTakeFirst();
      return trx
        .insertInto('termos_uso')
        .values({
          idfornecedor: nova.idfornecedor,
          versao: (ultima?.versao ?? 0) + 1,
          titulo: nova.titulo,
          html: nova.html,
          publicado_em: nova.publicadoEm,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }
}
