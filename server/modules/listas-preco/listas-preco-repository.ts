/** The price lists' tables (migration 0052): which lists reach a client, and their prices. */
import { sql, type Kysely } from 'kysely';
import type { PriceListCandidate, PriceListEntry } from '#engine/rules/price-list';
import type { Database } from '../../db/schema';

/** Ids read per statement (an IN list). */
const LOTE_SQL = 1_000;

export class ListasPrecoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The supplier's lists in use that reach this client: those naming it, and those whose client
   * tags meet the tags of the client's registration at the supplier.
   */
  async candidatas(idfornecedor: string, idcliente: number): Promise<PriceListCandidate[]> {
    const { rows } = await sql<{ idlista: number; cod_erp: string; prioridade: number; nomeia: boolean }>`
      SELECT l.idlista, l.cod_erp, l.prioridade, (c.idcliente IS NOT NULL) AS nomeia
      FROM listas_preco l
      LEFT JOIN listas_preco_clientes c ON c.idlista = l.idlista AND c.idcliente = ${idcliente}
      WHERE l.idfornecedor = ${idfornecedor}
        AND l.ativa
        AND (
          c.idcliente IS NOT NULL
          OR (
            jsonb_array_length(l.tags_cliente) > 0
            AND EXISTS (
              SELECT 1 FROM cadastros_cliente k
              WHERE k.idcliente = ${idcliente}
                AND k.idfornecedor = ${idfornecedor}
                AND k.tags ?| ARRAY(SELECT jsonb_array_elements_text(l.tags_cliente))
            )
          )
        )
    `.execute(this.db);
    return rows.map((r) => ({
      idlista: r.idlista,
      cod_erp: r.cod_erp,
      prioridade: r.prioridade,
      nomeiaCliente: r.nomeia,
    }));
  }

  /** The list's prices of these products (products it does not price are left out). */
  async itens(idlista: number, idprodutos: readonly number[]): Promise<Map<number, PriceListEntry>> {
    const mapa = new Map<number, PriceListEntry>();
    const unicos = [...new Set(idprodutos)];
    for (let i = 0; i < unicos.length; i += LOTE_SQL) {
      const parte = unicos.slice(i, i + LOTE_SQL);
      const rows = await this.db
        .selectFrom('listas_preco_itens')
        .select([
          'idproduto',
          'preco_centavos',
          'precovendaatacado_centavos',
          'minvendaatacado_milesimos',
          'desconto_progressivo',
        ])
        .where('idlista', '=', idlista)
        .where('idproduto', 'in', parte)
        .execute();
      for (const r of rows) mapa.set(r.idproduto, r);
    }
    return mapa;
  }
}
