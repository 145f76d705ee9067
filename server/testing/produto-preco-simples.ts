/**
 * For tests of prices: an active product of a supplier whose price is its list price at any
 * quantity (no wholesale price, no tiers, no limits, a step of 1) within a price range, with at
 * least `estoqueMinimo` thousandths in stock (or stock not tracked); the first by id.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function produtoDePrecoSimples(
  db: Kysely<Database>,
  idfornecedor: string,
  faixa: { acimaDeCentavos: number; abaixoDeCentavos?: number; estoqueMinimo: number },
): Promise<{ id: number; preco_centavos: number }> {
  let consulta = db
    .selectFrom('produtos')
    .select(['id', 'preco_centavos'])
    .where('idfornecedor', '=', idfornecedor)
    .where('ativo', '=', true)
    .where('produto_adicional_de', 'is', null)
    .where('precovendaatacado_centavos', 'is', null)
    .where('maxporpedido_milesimos', 'is', null)
    .where('min_por_pedido_milesimos', 'is', null)
    .where('granularidade_milesimos', '=', 1000)
    .where('preco_centavos', '>', faixa.acimaDeCentavos);
  if (faixa.abaixoDeCentavos !== undefined) consulta = consulta.where('preco_centavos', '<', faixa.abaixoDeCentavos);
  return consulta
    .where((eb) =>
      eb.or([
        eb('maximo_disponivel_milesimos', 'is', null),
        eb('maximo_disponivel_milesimos', '>', faixa.estoqueMinimo),
      ]),
    )
    .where(sql<boolean>`desconto_progressivo = '[]'::jsonb`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}
