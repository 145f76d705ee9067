import type { Kysely, Selectable } from 'kysely';
import type { Database, SessoesTable } from '../../db/schema';

export type SessaoRow = Selectable<SessoesTable>;

export class SessaoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The session of this token when it has not expired yet. */
  async findLive(token: string, now: Date): Promise<SessaoRow | undefined> {
    return this.db
      .selectFrom('sessoes')
      .selectAll()
      .where('token', '=', token)
      .where('expira_em', '>', now)
      .executeTakeFirst();
  }

  /** Whether the user may act for this client (a representative's or linked user's clients). */
  async usuarioAtendeCliente(idusuario: number, idcliente: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('usuario_clientes')
      .select('idcliente')
      .where('idusuario', '=', idusuario)
      .where('idcliente', '=', idcliente)
      .executeTakeFirst();
    return row !== undefined;
  }

  async delete(token: string): Promise<number> {
    const result = await this.db.deleteFrom('sessoes').where('token', '=', token).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
