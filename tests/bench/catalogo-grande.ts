/**
 * A generated supplier with a large catalogue for the benchmark, written with a handful of
 * `INSERT ... SELECT generate_series` statements (seconds, not minutes): 20 root categories with 5
 * subcategories each and an OFERTAS category, products spread over them (every tenth on offer, a
 * few search tags and brands), and a home page with a banner and three product carousels, as the
 * demo suppliers have. The demo data is not touched: the supplier is a new row, copied from Aurora's
 * settings (tags, orderings, configuration) with its own id and slug and no domain.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { criarFornecedorGerado } from '#server/testing/fornecedor-gerado';

export const GRANDE_ID = 'b3c4d5e6-0000-4000-8000-000000100000';
export const GRANDE_SLUG = 'bench-grande';

export interface CatalogoGrande {
  idfornecedor: string;
  produtos: number;
  /** A root category with subcategories (the category benchmark). */
  idcategoria: number;
  /** A product's slug (the product page benchmark). */
  slug: string;
  ms: number;
}

/**
 * `indice` numbers the generated suppliers of one database (0: GRANDE_ID and GRANDE_SLUG; 1, 2, …:
 * ids and slugs of their own), so several large catalogues can sit side by side.
 */
export async function gerarCatalogoGrande(
  db: Kysely<Database>,
  produtos: number,
  modelo: string,
  indice = 0,
): Promise<CatalogoGrande> {
  const inicio = Date.now();
  const id = indice === 0 ? GRANDE_ID : `${GRANDE_ID.slice(0, -6)}${String(100_000 + indice).padStart(6, '0')}`;
  await db.transaction().execute(async (trx) => {
    await criarFornecedorGerado(trx, {
      idfornecedor: id,
      slug: indice === 0 ? GRANDE_SLUG : `${GRANDE_SLUG}-${indice + 1}`,
      nome: indice === 0 ? 'Catálogo Grande (benchmark)' : `Catálogo Grande ${indice + 1} (benchmark)`,
      modelo,
      deslocamentoEmpresa: 1000 * (indice + 1),
    });
    await sql`
      INSERT INTO categorias (idfornecedor, idcategoriapai, nome, slug, ordem, tipo)
      VALUES (${id}, NULL, 'Ofertas', 'ofertas', 0, 'OFERTAS')
    `.execute(trx);
    // Products over every NORMAL category (roots and subcategories), one statement.
    await sql`
      INSERT INTO produtos (
        idfornecedor, idcategoria, idcadastroextraproduto, slug, nome, descricao, marca, unidade, labelunidade,
        preco_centavos, preco_original_centavos, precovendaatacado_centavos, minvendaatacado_milesimos,
        desconto_progressivo, tags, agrupadores, ordem, vendidos, imagem_versao, criado_em
      )
      SELECT ${id}, c.ids[1 + (g % c.n)], 1, 'produto-' || g,
        (ARRAY['Arroz', 'Feijão', 'Café', 'Açúcar', 'Macarrão', 'Óleo', 'Farinha', 'Leite', 'Biscoito', 'Sabão'])[1 + g % 10]
          || ' ' || (ARRAY['Tradição', 'Seleção', 'Família', 'Clássico', 'Integral'])[1 + (g / 10) % 5] || ' ' || g,
        'Produto gerado para o benchmark do catálogo, número ' || g || '.',
        'Marca ' || (1 + g % 40), 'UN', 'Unidade',
        500 + (g * 7919) % 9500,
        CASE WHEN g % 10 = 0 THEN 500 + (g * 7919) % 9500 + 250 END,
        CASE WHEN g % 7 = 0 THEN 450 + (g * 7919) % 9500 END,
        CASE WHEN g % 7 = 0 THEN 6000 END,
        CASE WHEN g % 5 = 0 THEN jsonb_build_array(jsonb_build_object('quantidade_milesimos', 12000, 'preco_centavos', 400 + (g * 7919) % 9500)) ELSE '[]'::jsonb END,
        CASE g % 20 WHEN 0 THEN '["vegano"]' WHEN 1 THEN '["sem-gluten"]' WHEN 2 THEN '["destaque"]' ELSE '[]' END::jsonb,
        jsonb_build_array('marca:Marca ' || (1 + g % 40)),
        g, (g * 31) % 1000, '20260101', timestamptz '2026-01-01' + g * interval '1 minute'
      FROM generate_series(1, ${produtos}::int) AS g
      CROSS JOIN (
        SELECT array_agg(idcategoria ORDER BY idcategoria) AS ids, count(*)::int AS n
        FROM categorias WHERE idfornecedor = ${id} AND tipo = 'NORMAL'
      ) AS c
    `.execute(trx);
    const raiz = await sql<{ idcategoria: number }>`
      SELECT idcategoria FROM categorias WHERE idfornecedor = ${id} AND idcategoriapai IS NULL AND tipo = 'NORMAL' ORDER BY ordem LIMIT 1
    `.execute(trx);
    const idcategoria = raiz.rows[0]!.idcategoria;
    await sql`
      INSERT INTO carrosseis (idfornecedor, titulo, tipo, pagina, ordem, banners, filtro_produtos) VALUES
        (${id}, 'Destaques', 'BANNER', 'HOME', 1,
          '[{"imagem": "/imagens/banner.svg", "link": null, "titulo": "Tudo para o seu negócio", "subtitulo": null}]', NULL),
        (${id}, 'Ofertas da semana', 'PRODUTOS', 'HOME', 2, '[]', '{"limite": 12, "ofertas": true}'),
        (${id}, 'Categoria 1', 'PRODUTOS', 'HOME', 3, '[]', ${JSON.stringify({ limite: 12, idcategoria })}::jsonb),
        (${id}, 'Destaques da casa', 'PRODUTOS', 'HOME', 4, '[]', '{"limite": 12, "tags": ["destaque"]}')
    `.execute(trx);
  });
  // Vacuumed now, so autovacuum does not wake up for the 100,000 new rows in the middle of a measurement.
  await sql`VACUUM ANALYZE produtos`.execute(db);
  await sql`VACUUM ANALYZE categorias`.execute(db);
  const raiz = await sql<{ idcategoria: number }>`
    SELECT idcategoria FROM categorias WHERE idfornecedor = ${id} AND idcategoriapai IS NULL AND tipo = 'NORMAL' ORDER BY ordem LIMIT 1
  `.execute(db);
  return {
    idfornecedor: id,
    produtos,
    idcategoria: raiz.rows[0]!.idcategoria,
    slug: `produto-${Math.floor(produtos / 2)}`,
    ms: Date.now() - inicio,
  };
}
