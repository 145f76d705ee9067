/**
 * The start of a generated supplier for the benchmarks and the query-plan test
 * (catalogo-de-busca.ts, tests/bench/catalogo-grande.ts): a new supplier row copied from a demo
 * supplier's settings (tags, orderings, configuration) with its own id, slug and name and no
 * domain, and a category tree of 20 root categories with 5 subcategories each.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface FornecedorGerado {
  idfornecedor: string;
  slug: string;
  nome: string;
  /** The demo supplier whose settings are copied. */
  modelo: string;
  /** Added to the model's idempresa, so the new supplier is a company of its own. */
  deslocamentoEmpresa: number;
}

export async function criarFornecedorGerado(trx: Transaction<Database>, f: FornecedorGerado): Promise<void> {
  await sql`
    INSERT INTO fornecedores (idfornecedor, slug, idempresa, nome, tags, segmentos, modulos, logo, meta_info, ordenacoes_produto, config)
    SELECT ${f.idfornecedor}, ${f.slug}, idempresa + ${f.deslocamentoEmpresa}, ${f.nome}, tags, segmentos, modulos, logo, meta_info, ordenacoes_produto, config
    FROM fornecedores WHERE idfornecedor = ${f.modelo}
  `.execute(trx);
  await sql`
    INSERT INTO categorias (idfornecedor, idcategoriapai, nome, slug, ordem, tipo)
    SELECT ${f.idfornecedor}, NULL, 'Categoria ' || g, 'categoria-' || g, g, 'NORMAL' FROM generate_series(1, 20) AS g
  `.execute(trx);
  await sql`
    INSERT INTO categorias (idfornecedor, idcategoriapai, nome, slug, ordem, tipo)
    SELECT ${f.idfornecedor}, c.idcategoria, c.nome || '.' || s, c.slug || '-' || s, s, 'NORMAL'
    FROM categorias AS c CROSS JOIN generate_series(1, 5) AS s
    WHERE c.idfornecedor = ${f.idfornecedor} AND c.idcategoriapai IS NULL
  `.execute(trx);
}
