import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface TipoAssinaturaRow {
  idtipoassinatura: number;
  nome: string;
  descricao: string;
  intervalo_dias: number;
}

export class AssinaturasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A supplier's active subscription types, in its order. */
  async tipos(idfornecedor: string): Promise<TipoAssinaturaRow[]> {
    return this.db
      .selectFrom('tipos_assinatura')
      .select(['idtipoassinatura', 'nome', 'descricao', 'intervalo_dias'])
      .where('idfornecedor', '=', idfornecedor)
      .where('ativo', '=', true)
      .orderBy('ordem')
      .orderBy('idtipoassinatura')
      .execute();
  }
}
