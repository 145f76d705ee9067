/**
 * A generated supplier for the search benchmark (`npm run bench:search`) and the query-plan test
 * (server/modules/catalogo/planos-busca.test.ts), written with a handful of
 * `INSERT ... SELECT generate_series` statements (seconds): a copy of Aurora's settings, 20 root
 * categories with 5 subcategories each, and `produtos` products over them in a supplier order
 * (`ordem`) unrelated to their ids. One in eight is a 'Refrigerante <sabor>' (the broad search),
 * one in 10,007 a 'Tucupi' (the narrow one; none below 10,007 products, so the test adds one), the
 * rest groceries of 15 kinds; 40 brands; a description of each. PostgreSQL only (VACUUM).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AURORA_ID } from '../db/seed/fornecedores';
import { criarFornecedorGerado } from './fornecedor-gerado';

export const FORNECEDOR_BUSCA = 'b3c4d5e6-0000-4000-8000-000000200000';
/** A second generated supplier with the same kind of catalogue (the search benchmark's other co-tenant). */
export const FORNECEDOR_BUSCA_2 = 'b3c4d5e6-0000-4000-8000-000000200002';

const GERADOS = {
  [FORNECEDOR_BUSCA]: { slug: 'bench-busca', nome: 'Busca (benchmark)', deslocamentoEmpresa: 2000 },
  [FORNECEDOR_BUSCA_2]: { slug: 'bench-busca-2', nome: 'Busca 2 (benchmark)', deslocamentoEmpresa: 3000 },
} as const;

/**
 * Generates the supplier (FORNECEDOR_BUSCA unless told) and its products; answers its first root
 * category (with 5 subcategories).
 */
export async function gerarCatalogoDeBusca(
  db: Kysely<Database>,
  produtos: number,
  id: keyof typeof GERADOS = FORNECEDOR_BUSCA,
): Promise<{ idcategoria: number }> {
  // The search's GIN indexes take the rows in bulk: their pending list on during the load, merged
  // by the VACUUM after it (with fastupdate = off, as the migrations leave them, each row is
  // inserted into them one at a time: 1,000,000 products took more than 12 minutes).
  const gins = (
    await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'produtos' AND indexdef LIKE '%USING gin%'
    `.execute(db)
  ).rows.map((r) => sql.id(r.indexname));
  for (const gin of gins) await sql`ALTER INDEX ${gin} SET (fastupdate = on)`.execute(db);
  await db.transaction().execute(async (trx) => {
    await criarFornecedorGerado(trx, { idfornecedor: id, modelo: AURORA_ID, ...GERADOS[id] });
    await sql`
      INSERT INTO produtos (
        idfornecedor, idcategoria, idcadastroextraproduto, slug, nome, descricao, marca, unidade, labelunidade,
        preco_centavos, tags, agrupadores, ordem, vendidos, imagem_versao, criado_em
      )
      SELECT ${id}, c.ids[1 + (g % c.n)], g, 'produto-' || g, p.nome,
        p.nome || ': produto gerado para o benchmark da busca, número ' || g || '.',
        'Marca ' || (1 + g % 40), 'UN', 'Unidade',
        500 + (g::bigint * 7919) % 9500, '[]'::jsonb, '[]'::jsonb,
        (g::bigint * 7919 % 1000003)::int, (g * 31) % 1000, '20260101', timestamptz '2026-01-01' + g * interval '1 minute'
      FROM generate_series(1, ${produtos}::int) AS g
      CROSS JOIN LATERAL (
        SELECT CASE
          WHEN g % 10007 = 0 THEN 'Tucupi Artesanal ' || (ARRAY['500 ml', '1 L'])[1 + g % 2]
          WHEN g % 8 = 0 THEN 'Refrigerante ' || (ARRAY['Cola', 'Guaraná', 'Laranja', 'Limão', 'Uva', 'Tônica'])[1 + (g / 8) % 6]
            || ' ' || (ARRAY['350 ml', '600 ml', '2 L'])[1 + g % 3]
          ELSE (ARRAY['Arroz', 'Feijão', 'Café', 'Açúcar', 'Macarrão', 'Óleo', 'Farinha', 'Leite', 'Biscoito', 'Sabão',
                      'Suco', 'Água Mineral', 'Detergente', 'Papel Toalha', 'Molho de Tomate'])[1 + g % 15]
            || ' ' || (ARRAY['Tradição', 'Seleção', 'Família', 'Clássico', 'Integral'])[1 + (g / 15) % 5] || ' ' || g
        END AS nome
      ) AS p
      CROSS JOIN (
        SELECT array_agg(idcategoria ORDER BY idcategoria) AS ids, count(*)::int AS n
        FROM categorias WHERE idfornecedor = ${id} AND tipo = 'NORMAL'
      ) AS c
    `.execute(trx);
  });
  // VACUUM merges the pending lists into the indexes.
  await sql`VACUUM ANALYZE produtos`.execute(db);
  for (const gin of gins) await sql`ALTER INDEX ${gin} SET (fastupdate = off)`.execute(db);
  await sql`VACUUM ANALYZE categorias`.execute(db);
  const raiz = await sql<{ idcategoria: number }>`
    SELECT idcategoria FROM categorias WHERE idfornecedor = ${id} AND idcategoriapai IS NULL ORDER BY ordem LIMIT 1
  `.execute(db);
  return { idcategoria: raiz.rows[0]!.idcategoria };
}

/** A category and its subcategories (what the service's category filter resolves to). */
export async function categoriaEDescendentes(db: Kysely<Database>, idcategoria: number): Promise<number[]> {
  const rows = await db
    .selectFrom('categorias')
    .select('idcategoria')
    .where((eb) => eb.or([eb('idcategoria', '=', idcategoria), eb('idcategoriapai', '=', idcategoria)]))
    .orderBy('idcategoria')
    .execute();
  return rows.map((r) => r.idcategoria);
}
