import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChavesApiTable } from './tables';
import type { UsuariosTable } from '../usuario/tables';

export type ChaveApiRow = Selectable<ChavesApiTable>;

export class ApiKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The key whose SHA-256 is this, whatever its supplier (the service checks the scope). */
  async porHash(chaveHash: string): Promise<ChaveApiRow | undefined> {
    return this.db.selectFrom('chaves_api').selectAll().where('chave_hash', '=', chaveHash).executeTakeFirst();
  }

  async usuario(idusuario: number): Promise<Selectable<UsuariosTable> | undefined> {
    return this.db.selectFrom('usuarios').selectAll().where('idusuario', '=', idusuario).executeTakeFirst();
  }

  async marcarUso(idapikeys: number, agora: Date): Promise<void> {
    await this.db.updateTable('chaves_api').set({ ultimo_uso_em: agora }).where('idapikeys', '=', idapikeys).execute();
  }
}
