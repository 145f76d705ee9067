/** A supplier's payment methods (migration 0022), as offered to one client. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { FormasPagamentoTable } from './tables';

export type FormaPagamentoRow = Selectable<FormasPagamentoTable>;

export class FormasPagamentoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The supplier's active methods offered to the client, in the supplier's order: a method with
   * rows in `formas_pagamento_clientes` only to those clients. With `idformapagto`, that one only.
   */
  async oferecidas(idfornecedor: string, idcliente: number, idformapagto?: number): Promise<FormaPagamentoRow[]> {
    let consulta = this.db
      .selectFrom('formas_pagamento as f')
      .selectAll('f')
      .where('f.idfornecedor', '=', idfornecedor)
      .where('f.ativa', '=', true)
      .where((eb) =>
        eb.or([
          eb.not(
            eb.exists(
              eb
                .selectFrom('formas_pagamento_clientes as r')
                .select('r.idcliente')
                .whereRef('r.idformapagto', '=', 'f.idformapagto'),
            ),
          ),
          eb.exists(
            eb
              .selectFrom('formas_pagamento_clientes as r')
              .select('r.idcliente')
              .whereRef('r.idformapagto', '=', 'f.idformapagto')
              .where('r.idcliente', '=', idcliente),
          ),
        ]),
      );
    if (idformapagto !== undefined) consulta = consulta.where('f.idformapagto', '=', idformapagto);
    return consulta.orderBy('f.ordem').orderBy('f.idformapagto').execute();
  }
}
