/** Coupons of a supplier (migration 0015). */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CuponsTable } from './tables';

export type CupomRow = Selectable<CuponsTable>;

export class CuponsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** An active coupon by its (normalized) code. */
  async porCodigo(idfornecedor: string, codigocupom: string): Promise<CupomRow | null> {
    const row = await this.db
      .selectFrom('cupons')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('codigocupom', '=', codigocupom)
      .where('ativo', '=', true)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * The active coupons a client may see at a supplier: every client's, the client's own, and the
   * referral coupons of others (the caller filters by the rules), newest first.
   */
  async doCliente(idfornecedor: string, idcliente: number): Promise<CupomRow[]> {
    return this.db
      .selectFrom('cupons')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('ativo', '=', true)
      .where((eb) => eb.or([eb('idcliente', 'is', null), eb('idcliente', '=', idcliente)]))
      .where((eb) => eb.or([eb('idcliente_indicador', 'is', null), eb('idcliente_indicador', '<>', idcliente)]))
      .orderBy('criado_em', 'desc')
      .orderBy('idcupom', 'desc')
      .limit(200)
      .execute();
  }

  /** The active automatic coupons of a supplier that may apply to this client. */
  async automaticos(idfornecedor: string, idcliente: number): Promise<CupomRow[]> {
    return this.db
      .selectFrom('cupons')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('ativo', '=', true)
      .where('aplicacao_automatica', '=', true)
      .where((eb) => eb.or([eb('idcliente', 'is', null), eb('idcliente', '=', idcliente)]))
      .orderBy('idcupom')
      .limit(50)
      .execute();
  }

  /** The client's own referral coupon (the newest), to share. */
  async indicacaoDe(idfornecedor: string, idcliente: number): Promise<CupomRow | null> {
    const row = await this.db
      .selectFrom('cupons')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente_indicador', '=', idcliente)
      .where('ativo', '=', true)
      .orderBy('criado_em', 'desc')
      .orderBy('idcupom', 'desc')
      .executeTakeFirst();
    return row ?? null;
  }
}
