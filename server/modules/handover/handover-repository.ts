import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CodigosHandoverTable } from './tables';
import type { UsuariosTable } from '../usuario/tables';

export type CodigoHandoverRow = Selectable<CodigosHandoverTable>;

export class HandoverRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async criar(row: Insertable<CodigosHandoverTable>): Promise<void> {
    await this.db.insertInto('codigos_handover').values(row).execute();
  }

  /**
   * Uses the code once: marks it used when it is unused and unexpired, in one statement (two
   * requests with the same code at once: one wins), and answers the row; undefined otherwise.
   */
  async usar(codigoHash: string, agora: Date): Promise<CodigoHandoverRow | undefined> {
    return this.db
      .updateTable('codigos_handover')
      .set({ usado_em: agora })
      .where('codigo_hash', '=', codigoHash)
      .where('usado_em', 'is', null)
      .where('expira_em', '>', agora)
      .returningAll()
      .executeTakeFirst();
  }

  /** Codes that can no longer be used are of no use to anyone: deleted when a new one is made. */
  async apagarVencidos(antesDe: Date): Promise<void> {
    await this.db.deleteFrom('codigos_handover').where('expira_em', '<', antesDe).execute();
  }

  async usuario(idusuario: number): Promise<Selectable<UsuariosTable> | undefined> {
    return this.db.selectFrom('usuarios').selectAll().where('idusuario', '=', idusuario).executeTakeFirst();
  }
}
