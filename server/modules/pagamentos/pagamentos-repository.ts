/** A supplier's payment configuration and an order's payment data (migration 0026). */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PagamentoConfigTable } from './tables';

export type PagamentoConfigRow = Selectable<PagamentoConfigTable>;

export interface DadosPagamentoPedido {
  txid: string;
  sequencial: number;
  vencimento: string;
}

export class PagamentosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async config(idfornecedor: string): Promise<PagamentoConfigRow | null> {
    return (
      (await this.db
        .selectFrom('pagamento_config')
        .selectAll()
        .where('idfornecedor', '=', idfornecedor)
        .executeTakeFirst()) ?? null
    );
  }

  /**
   * The order's payment data: written by the first request (`novos`), then always the stored
   * row. Two first requests at once both read the one row that won the insert.
   */
  async dadosDoPedido(numpedido: number, novos: DadosPagamentoPedido): Promise<DadosPagamentoPedido> {
    await this.db
      .insertInto('pedido_pagamento')
      .values({
        numpedido,
        pix_txid: novos.txid,
        boleto_sequencial: novos.sequencial,
        boleto_vencimento: novos.vencimento,
      })
      .onConflict((oc) => oc.column('numpedido').doNothing())
      .execute();
    const r = await this.db
      .selectFrom('pedido_pagamento')
      .select(['pix_txid', 'boleto_sequencial', 'boleto_vencimento'])
      .where('numpedido', '=', numpedido)
      .executeTakeFirstOrThrow();
    return { txid: r.pix_txid, sequencial: r.boleto_sequencial, vencimento: r.boleto_vencimento };
  }

  /** The payer printed on a boleto. */
  async pagador(idcliente: number): Promise<{ nome: string; documento: string | null } | null> {
    const r = await this.db
      .selectFrom('clientes')
      .select(['nome', 'documento'])
      .where('idcliente', '=', idcliente)
      .executeTakeFirst();
    return r ? { nome: r.nome, documento: r.documento } : null;
  }
}
