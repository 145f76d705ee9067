import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CredenciaisIntegracaoTable } from './tables';

export type CredencialRow = Selectable<CredenciaisIntegracaoTable>;

/** The integration credentials (this module's table). The bulk upserts are in ./upserts.ts. */
export class IntegracaoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listar(idfornecedor: string): Promise<CredencialRow[]> {
    return this.db
      .selectFrom('credenciais_integracao')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .orderBy('idcredencial', 'desc')
      .execute();
  }

  async criar(valores: {
    idfornecedor: string;
    nome: string;
    prefixo: string;
    chave_hash: string;
    escopos: string[];
    limite_por_minuto: number;
    criado_por: number;
  }): Promise<CredencialRow> {
    return this.db
      .insertInto('credenciais_integracao')
      .values({ ...valores, escopos: JSON.stringify(valores.escopos) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Revokes the supplier's credential (once: a revoked one keeps its first date). */
  async revogar(idfornecedor: string, idcredencial: number, agora: Date): Promise<CredencialRow | undefined> {
    await this.db
      .updateTable('credenciais_integracao')
      .set({ revogada_em: agora })
      .where('idfornecedor', '=', idfornecedor)
      .where('idcredencial', '=', idcredencial)
      .where('revogada_em', 'is', null)
      .execute();
    return this.db
      .selectFrom('credenciais_integracao')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('idcredencial', '=', idcredencial)
      .executeTakeFirst();
  }

  async porHash(chaveHash: string): Promise<CredencialRow | undefined> {
    return this.db
      .selectFrom('credenciais_integracao')
      .selectAll()
      .where('chave_hash', '=', chaveHash)
      .executeTakeFirst();
  }

  async marcarUso(idcredencial: number, agora: Date): Promise<void> {
    await this.db
      .updateTable('credenciais_integracao')
      .set({ ultimo_uso_em: agora })
      .where('idcredencial', '=', idcredencial)
      .execute();
  }
}
