/** A supplier's delivery and pickup options and its pickup stores (migration 0022). */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { FormasEntregaTable, LojasRetiradaTable, TipoEntrega } from './tables';

export type FormaEntregaRow = Selectable<FormasEntregaTable>;
export type LojaRetiradaRow = Selectable<LojasRetiradaTable>;

export class EntregaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The supplier's active options of a type, in its order. */
  async formas(idfornecedor: string, tipo: TipoEntrega): Promise<FormaEntregaRow[]> {
    return this.db
      .selectFrom('formas_entrega')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('tipo', '=', tipo)
      .where('ativa', '=', true)
      .orderBy('ordem')
      .orderBy('idformaentrega')
      .execute();
  }

  /** One active option of the supplier (undefined for another supplier's, an inactive one or none). */
  async forma(idfornecedor: string, idformaentrega: number): Promise<FormaEntregaRow | undefined> {
    return this.db
      .selectFrom('formas_entrega')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('idformaentrega', '=', idformaentrega)
      .where('ativa', '=', true)
      .executeTakeFirst();
  }

  /** The supplier's active pickup stores, in its order. */
  async lojas(idfornecedor: string): Promise<LojaRetiradaRow[]> {
    return this.db
      .selectFrom('lojas_retirada')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('ativa', '=', true)
      .orderBy('ordem')
      .orderBy('idloja')
      .execute();
  }

  async loja(idfornecedor: string, idloja: number): Promise<LojaRetiradaRow | undefined> {
    return this.db
      .selectFrom('lojas_retirada')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('idloja', '=', idloja)
      .where('ativa', '=', true)
      .executeTakeFirst();
  }
}
