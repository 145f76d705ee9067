import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProdutosTable } from './tables';
import { countReadLimit } from '#engine/rules/product-count';
import { correspondeABusca, passosDaBusca } from './busca-sql';

/** The product columns the API uses (never the tsvector). */
export const PRODUTO_COLUNAS = [
  'produtos.id',
  'produtos.idfornecedor',
  'produtos.idcategoria',
  'produtos.idcadastroextraproduto',
  'produtos.ean',
  'produtos.slug',
  'produtos.nome',
  'produtos.marca',
  'produtos.unidade',
  'produtos.labelunidade',
  'produtos.preco_centavos',
  'produtos.preco_original_centavos',
  'produtos.precovendaatacado_centavos',
  'produtos.minvendaatacado_milesimos',
  'produtos.multiploincremento',
  'produtos.granularidade_milesimos',
  'produtos.maxporpedido_milesimos',
  'produtos.min_por_pedido_milesimos',
  'produtos.maximo_disponivel_milesimos',
  'produtos.permite_embalagem',
  'produtos.preco_embalagem_centavos',
  'produtos.desconto_progressivo',
  'produtos.tipo_produto',
  'produtos.subitens',
  'produtos.esconder_preco_sub_itens',
  'produtos.produto_adicional_de',
  'produtos.mensagemcardproduto',
  'produtos.quantidade_decimais',
  'produtos.tags',
  'produtos.agrupadores',
  'produtos.imagem_versao',
] as const;

/** A product row as the API reads it: the columns above, typed from the table. */
type ColunaProduto = (typeof PRODUTO_COLUNAS)[number] extends `produtos.${infer C}` ? C : never;
export type ProdutoRow = Pick<Selectable<ProdutosTable>, ColunaProduto & keyof ProdutosTable>;

export interface ProdutoDetalheRow extends ProdutoRow {
  descricao: string;
  categoria_nome: string;
  categoria_slug: string;
}

/** Orderings the server knows how to run; a supplier offers a subset (ordenacoes_produto). */
export const ORDENACOES_CONHECIDAS = [
  'relevancia',
  'nome-asc',
  'nome-desc',
  'preco-asc',
  'preco-desc',
  'mais-vendidos',
  'mais-recentes',
] as const;
export type Ordenacao = (typeof ORDENACOES_CONHECIDAS)[number];

export function isOrdenacaoConhecida(value: string): value is Ordenacao {
  return (ORDENACOES_CONHECIDAS as readonly string[]).includes(value);
}

export interface FiltroProdutos {
  idfornecedor: string;
  /** Only these categories (a category and its descendants). */
  idsCategoria?: readonly number[] | undefined;
  /** Products on offer: preco_original above preco. */
  ofertas?: boolean | undefined;
  /** Search text, already cleaned; matched as `passosDaBusca` says (words, prefixes, one typo). */
  busca?: string | undefined;
  /** The categories the search names (`categoriesNamedBy`, from the categories kept per catalogue version). */
  categoriasDaBusca?: readonly number[] | undefined;
  /** Every one of these search tags. */
  tags?: readonly string[] | undefined;
  /** Every one of these filter groups. */
  agrupadores?: readonly string[] | undefined;
  /** The additional products of this main product; when absent, additional products are left out. */
  produtoPrincipal?: number | undefined;
  idcadastroextraproduto?: number | undefined;
  /** Leave this product out (similar products). */
  excetoId?: number | undefined;
  /** Similar products of the product of this slug: its category, without it (one query, no lookup first). */
  similaresDoSlug?: string | undefined;
  /**
   * The price list the caller buys from (listas-preco): an ordering by price orders by the list's
   * price where the list has the product, else by the supplier's.
   */
  idlistaPreco?: number | undefined;
  /**
   * With `ofertas`: the caller's price list (listas-preco). A product the list prices is sold to
   * the caller at the list's price, where the product's offer does not apply: not an offer for it.
   */
  ofertasForaDaLista?: number | undefined;
}

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan, the fields the plan checks read. */
export interface NoDoPlano {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: NoDoPlano[];
  [campo: string]: unknown;
}

export interface PaginaProdutos {
  rows: ProdutoRow[];
  /** All matching products (without `contarTotal`: only what was read, offset + rows). */
  total: number;
  /** The count stopped at its bound (countReadLimit): more products match than `total`. */
  limitada: boolean;
}

/** Filters whose counts `catalogo_contagem` keeps: the whole catalogue, some categories, or the offers. */
function contagemMantida(filtro: FiltroProdutos): boolean {
  return (
    filtro.busca === undefined &&
    (filtro.tags === undefined || filtro.tags.length === 0) &&
    (filtro.agrupadores === undefined || filtro.agrupadores.length === 0) &&
    filtro.produtoPrincipal === undefined &&
    filtro.idcadastroextraproduto === undefined &&
    filtro.excetoId === undefined &&
    filtro.similaresDoSlug === undefined &&
    filtro.ofertasForaDaLista === undefined &&
    !(filtro.ofertas === true && filtro.idsCategoria !== undefined)
  );
}

export class ProdutoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The active products of the filter (a search: what it matches, busca-sql.ts), no columns yet:
   * the base of every list, count and search step (busca-postgres.ts reads its steps from it).
   */
  filtrado(filtro: FiltroProdutos) {
    let query = this.db
      .selectFrom('produtos')
      .where('produtos.idfornecedor', '=', filtro.idfornecedor)
      .where('produtos.ativo', '=', true);
    query =
      filtro.produtoPrincipal !== undefined
        ? query.where('produtos.produto_adicional_de', '=', filtro.produtoPrincipal)
        : query.where('produtos.produto_adicional_de', 'is', null);
    if (filtro.idsCategoria !== undefined) {
      query =
        filtro.idsCategoria.length === 0
          ? query.where(sql<SqlBool>`false`)
          : query.where('produtos.idcategoria', 'in', [...filtro.idsCategoria]);
    }
    if (filtro.ofertas) {
      query = query.where(sql<SqlBool>`produtos.preco_original_centavos > produtos.preco_centavos`);
      if (filtro.ofertasForaDaLista !== undefined)
        query = query.where(
          sql<SqlBool>`NOT EXISTS (SELECT 1 FROM listas_preco_itens li WHERE li.idlista = ${filtro.ofertasForaDaLista}::int AND li.idproduto = produtos.id)`,
        );
    }
    if (filtro.busca !== undefined) {
      query = query.where(correspondeABusca(filtro.idfornecedor, filtro.busca, filtro.categoriasDaBusca));
    }
    if (filtro.tags !== undefined && filtro.tags.length > 0) {
      query = query.where(sql<SqlBool>`produtos.tags @> ${JSON.stringify(filtro.tags)}::jsonb`);
    }
    if (filtro.agrupadores !== undefined && filtro.agrupadores.length > 0) {
      query = query.where(sql<SqlBool>`produtos.agrupadores @> ${JSON.stringify(filtro.agrupadores)}::jsonb`);
    }
    if (filtro.idcadastroextraproduto !== undefined) {
      query = query.where('produtos.idcadastroextraproduto', '=', filtro.idcadastroextraproduto);
    }
    if (filtro.excetoId !== undefined) {
      query = query.where('produtos.id', '!=', filtro.excetoId);
    }
    if (filtro.similaresDoSlug !== undefined) {
      const slug = filtro.similaresDoSlug;
      query = query
        .where('produtos.idcategoria', '=', (eb) =>
          eb
            .selectFrom('produtos as alvo')
            .select('alvo.idcategoria')
            .where('alvo.idfornecedor', '=', filtro.idfornecedor)
            .where('alvo.slug', '=', slug),
        )
        .where('produtos.slug', '!=', slug);
    }
    return query;
  }

  /** The ordering key; relevance of a search is its step first (busca-postgres.ts), then this: the supplier's order. */
  private chaveDeOrdem(
    ordenacao: Ordenacao,
    idlistaPreco: number | undefined,
  ): { expr: Expression<unknown>; dir: 'asc' | 'desc' }[] {
    // The price the caller pays: its list's (one primary-key look-up per row sorted), else the supplier's.
    const preco =
      idlistaPreco === undefined
        ? sql`produtos.preco_centavos`
        : sql`coalesce((SELECT li.preco_centavos FROM listas_preco_itens li WHERE li.idlista = ${idlistaPreco}::int AND li.idproduto = produtos.id), produtos.preco_centavos)`;
    switch (ordenacao) {
      case 'relevancia':
        return [{ expr: sql`produtos.ordem`, dir: 'asc' }];
      case 'nome-asc':
        return [{ expr: sql`lower(public.f_unaccent(produtos.nome)) COLLATE "C"`, dir: 'asc' }];
      case 'nome-desc':
        return [{ expr: sql`lower(public.f_unaccent(produtos.nome)) COLLATE "C"`, dir: 'desc' }];
      case 'preco-asc':
        return [{ expr: preco, dir: 'asc' }];
      case 'preco-desc':
        return [{ expr: preco, dir: 'desc' }];
      case 'mais-vendidos':
        return [{ expr: sql`produtos.vendidos`, dir: 'desc' }];
      case 'mais-recentes':
        return [{ expr: sql`produtos.criado_em`, dir: 'desc' }];
    }
  }

  /** The page's query: the filter, the ordering with a stable tie-break by id, the columns the API uses. */
  private pagina(filtro: FiltroProdutos, ordenacao: Ordenacao, limit: number, offset: number) {
    let query = this.filtrado(filtro).select(PRODUTO_COLUNAS);
    for (const { expr, dir } of this.chaveDeOrdem(ordenacao, filtro.idlistaPreco)) {
      query = query.orderBy(expr, dir);
    }
    return query.orderBy('produtos.id', 'asc').limit(limit).offset(offset);
  }

  /**
   * One page, ordered, and the number of matching products, in one round trip: the count is an
   * uncorrelated scalar subquery of the page's query (run once). A page is a plain top-N query (a
   * window count would sort every matching row with all its columns). The count never reads every
   * match: the whole catalogue, a category and the offers are read from `catalogo_contagem` (exact,
   * kept by triggers); any other filter (search, tags, filter groups, add-ons) counts at most
   * `countReadLimit(offset, limit)` rows (engine/rules/product-count).
   */
  async listar(
    filtro: FiltroProdutos,
    ordenacao: Ordenacao,
    limit: number,
    offset: number,
    opcoes: { contarTotal?: boolean } = {},
  ): Promise<PaginaProdutos> {
    if (filtro.busca !== undefined && ordenacao === 'relevancia') {
      // Ranking is the search engine's (MotorDeBusca, busca-postgres.ts), never a plain list's.
      throw new Error('uma busca por relevância é listada pelo motor de busca (MotorDeBusca), não pelo repositório');
    }
    const pagina = this.pagina(filtro, ordenacao, limit, offset);
    if (opcoes.contarTotal === false) {
      const rows = (await pagina.execute()) as ProdutoRow[];
      return { rows, total: offset + rows.length, limitada: false };
    }
    const teto = countReadLimit(offset, limit);
    const contagem = this.contagem(filtro, teto);
    const resultado = (total: number) => ({ total, limitada: !contagemMantida(filtro) && total >= teto });
    const rows = (await pagina
      .select(sql<number | string | null>`(${contagem})`.as('total_'))
      .execute()) as (ProdutoRow & {
      total_?: number | string | null;
    })[];
    if (rows.length > 0) return { rows, ...resultado(Math.max(0, Number(rows[0]?.total_ ?? 0))) };
    // An empty page: nothing matches (the first page), or the page is past the end (count alone).
    if (offset === 0) return { rows, total: 0, limitada: false };
    const { rows: total } = await sql<{ total: number | string | null }>`SELECT (${contagem}) AS total`.execute(
      this.db,
    );
    return { rows, ...resultado(Math.max(0, Number(total[0]?.total ?? 0))) };
  }

  /**
   * The plan PostgreSQL runs for one page of the list and its count (EXPLAIN ANALYZE), as
   * `listar` would send it: the search benchmark prints it, and planos-busca.test.ts checks
   * (FORMAT JSON) that no page sorts or counts every match.
   */
  async plano(filtro: FiltroProdutos, ordenacao: Ordenacao, limit: number, offset: number): Promise<string> {
    const { rows } = await sql<{
      'QUERY PLAN': string;
    }>`EXPLAIN (ANALYZE, COSTS OFF) ${this.consultaComContagem(filtro, ordenacao, limit, offset)}`.execute(this.db);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  /** `plano` as PostgreSQL's JSON tree (EXPLAIN (ANALYZE, FORMAT JSON)): the root node. */
  async planoJson(filtro: FiltroProdutos, ordenacao: Ordenacao, limit: number, offset: number): Promise<NoDoPlano> {
    const { rows } = await sql<{
      'QUERY PLAN': unknown;
    }>`EXPLAIN (ANALYZE, FORMAT JSON) ${this.consultaComContagem(filtro, ordenacao, limit, offset)}`.execute(this.db);
    const valor = rows[0]?.['QUERY PLAN'];
    const json = (typeof valor === 'string' ? JSON.parse(valor) : valor) as { Plan: NoDoPlano }[];
    return json[0]!.Plan;
  }

  /** The page and its count in one query, as `listar` sends it (the count always asked). */
  private consultaComContagem(filtro: FiltroProdutos, ordenacao: Ordenacao, limit: number, offset: number) {
    return this.pagina(filtro, ordenacao, limit, offset).select(
      sql`(${this.contagem(filtro, countReadLimit(offset, limit))})`.as('total_'),
    );
  }

  /**
   * The count's query: from `catalogo_contagem` when it keeps this filter's count, else capped.
   * Also the count of the PostgreSQL search engine's page (busca-postgres.ts).
   */
  contagem(filtro: FiltroProdutos, limite: number) {
    if (contagemMantida(filtro)) {
      if (filtro.idsCategoria !== undefined && filtro.idsCategoria.length === 0) return sql`SELECT 0`;
      const coluna = filtro.ofertas ? sql`ofertas` : sql`produtos`;
      const categorias =
        filtro.idsCategoria === undefined ? sql`` : sql`AND idcategoria = ANY(${[...filtro.idsCategoria]}::int[])`;
      return sql`SELECT coalesce(sum(${coluna}), 0) FROM catalogo_contagem WHERE idfornecedor = ${filtro.idfornecedor} ${categorias}`;
    }
    if (filtro.busca !== undefined) {
      // A search counts its matches without a typo first (cheap: text search), and reads the typo
      // step (a similarity per row) only when those are fewer than the limit.
      const {
        semErro,
        semErroPorLinha,
        comErro: erro,
      } = passosDaBusca(filtro.idfornecedor, filtro.busca, filtro.categoriasDaBusca);
      const semBusca: FiltroProdutos = { ...filtro, busca: undefined };
      const exatos = this.filtrado(semBusca)
        .where(semErro)
        .select(sql`1`.as('um'))
        .limit(limite);
      if (erro === undefined) return sql`SELECT count(*) FROM (${exatos}) AS ate`;
      const aproximados = this.filtrado(semBusca)
        .where(erro)
        .where(sql<SqlBool>`${semErroPorLinha} IS NOT TRUE`)
        .select(sql`1`.as('um'))
        .limit(limite);
      return sql`
        SELECT n + CASE WHEN n < ${limite} THEN (SELECT count(*) FROM (${aproximados}) AS ate_erro) ELSE 0 END
        FROM (SELECT count(*) AS n FROM (${exatos}) AS ate) AS exatos_`;
    }
    const ate = this.filtrado(filtro)
      .select(sql`1`.as('um'))
      .limit(limite);
    return sql`SELECT count(*) FROM (${ate}) AS ate`;
  }

  /**
   * How many of the filter's products (the first `limite` in the supplier's order) carry each search
   * tag and each filter group (`tag-pesquisa`), in one round trip.
   */
  async contarTagsEAgrupadores(
    filtro: FiltroProdutos,
    limite: number,
  ): Promise<{ tipo: 'tag' | 'agrupador'; valor: string; quantidade: number }[]> {
    const amostra = this.filtrado(filtro)
      .select(['produtos.tags', 'produtos.agrupadores'])
      .orderBy('produtos.ordem')
      .limit(limite);
    const { rows } = await sql<{ tipo: 'tag' | 'agrupador'; valor: string; quantidade: number | string }>`
      WITH amostra AS (${amostra})
      SELECT 'tag' AS tipo, t.valor, count(*) AS quantidade FROM amostra, jsonb_array_elements_text(amostra.tags) AS t(valor) GROUP BY t.valor
      UNION ALL
      SELECT 'agrupador' AS tipo, a.valor, count(*) AS quantidade FROM amostra, jsonb_array_elements_text(amostra.agrupadores) AS a(valor) GROUP BY a.valor
    `.execute(this.db);
    return rows.map((r) => ({ tipo: r.tipo, valor: r.valor, quantidade: Number(r.quantidade) }));
  }

  /**
   * The pages of several filters (carousels) in one round trip: one UNION ALL of top-N queries,
   * each tagged with its index. Ordered by relevance (manual order), no counts.
   */
  async varias(filtros: readonly { filtro: FiltroProdutos; limit: number }[]): Promise<ProdutoRow[][]> {
    const out: ProdutoRow[][] = filtros.map(() => []);
    if (filtros.length === 0) return out;
    const partes = filtros.map(({ filtro, limit }, i) =>
      this.db
        .selectFrom(this.pagina(filtro, 'relevancia', limit, 0).as('p'))
        .selectAll('p')
        .select(sql<number>`${sql.lit(i)}`.as('lista_')),
    );
    let query = partes[0]!;
    for (const parte of partes.slice(1)) query = query.unionAll(parte);
    const rows = (await query.execute()) as (ProdutoRow & { lista_: number })[];
    for (const row of rows) out[row.lista_]?.push(row);
    return out;
  }

  /** Whether an active product has this slug (one index lookup; the page's 404 before it renders). */
  async existeSlug(idfornecedor: string, slug: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('produtos')
      .select('id')
      .where('idfornecedor', '=', idfornecedor)
      .where('slug', '=', slug)
      .where('ativo', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  async porSlug(idfornecedor: string, slug: string): Promise<ProdutoDetalheRow | undefined> {
    const row = await this.db
      .selectFrom('produtos')
      .innerJoin('categorias', 'categorias.idcategoria', 'produtos.idcategoria')
      .select(PRODUTO_COLUNAS)
      .select(['produtos.descricao', 'categorias.nome as categoria_nome', 'categorias.slug as categoria_slug'])
      .where('produtos.idfornecedor', '=', idfornecedor)
      .where('produtos.slug', '=', slug)
      .where('produtos.ativo', '=', true)
      .executeTakeFirst();
    return row as ProdutoDetalheRow | undefined;
  }

  /** The supplier's active products with these codes (`idcadastroextraproduto`, quick order), in no particular order. */
  async porCodigos(idfornecedor: string, codigos: readonly number[]): Promise<ProdutoRow[]> {
    if (codigos.length === 0) return [];
    return this.db
      .selectFrom('produtos')
      .select(PRODUTO_COLUNAS)
      .where('produtos.idfornecedor', '=', idfornecedor)
      .where('produtos.idcadastroextraproduto', 'in', [...codigos])
      .where('produtos.ativo', '=', true)
      .execute() as Promise<ProdutoRow[]>;
  }

  /** The supplier's active products with these EANs (quick order by EAN, issue 35 item 1), in no particular order. */
  async porEans(idfornecedor: string, eans: readonly string[]): Promise<ProdutoRow[]> {
    if (eans.length === 0) return [];
    return this.db
      .selectFrom('produtos')
      .select(PRODUTO_COLUNAS)
      .where('produtos.idfornecedor', '=', idfornecedor)
      .where('produtos.ean', 'in', [...eans])
      .where('produtos.ativo', '=', true)
      .execute() as Promise<ProdutoRow[]>;
  }

  /** The all-images listing: id, name, slug and image version of the active products, in the supplier's order. */
  async imagens(
    idfornecedor: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: { id: number; nome: string; slug: string; imagem_versao: string }[]; total: number }> {
    const base = this.db
      .selectFrom('produtos')
      .where('produtos.idfornecedor', '=', idfornecedor)
      .where('produtos.ativo', '=', true);
    const [rows, contagem] = await Promise.all([
      base
        .select(['produtos.id', 'produtos.nome', 'produtos.slug', 'produtos.imagem_versao'])
        .orderBy('produtos.ordem')
        .orderBy('produtos.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(contagem.total) };
  }

  /** The supplier's active products with these ids (a cart's lines), in no particular order. */
  async porIds(idfornecedor: string, ids: readonly number[]): Promise<ProdutoRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('produtos')
      .select(PRODUTO_COLUNAS)
      .where('produtos.idfornecedor', '=', idfornecedor)
      .where('produtos.id', 'in', [...ids])
      .where('produtos.ativo', '=', true)
      .execute() as Promise<ProdutoRow[]>;
  }
}
