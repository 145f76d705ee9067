import { createHash } from 'node:crypto';
import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { conexaoNativa } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { ProdutosTable } from './tables';
import { countReadLimit } from '#engine/rules/product-count';
import { MIN_TYPO_TOLERANT_LENGTH, searchTerms } from '#engine/rules/search';

/** The product columns the API uses (never the tsvector). */
const PRODUTO_COLUNAS = [
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
    !(filtro.ofertas === true && filtro.idsCategoria !== undefined)
  );
}

/** A text-search query over words of letters and digits only (searchTerms), so nothing is read as an operator. */
const tsquery = (texto: string) => sql`to_tsquery('portuguese', public.f_unaccent(${texto}))`;

/**
 * A step of a search with at most PASSO_CURTO × (offset + limit) matches is sorted whole; one
 * with more is read in the supplier's order (consultaBusca). planos-busca.test.ts holds every Sort
 * of a search page to PASSO_CURTO × (offset + limit) rows.
 */
export const PASSO_CURTO = 4;

/** The largest supplier code (`idcadastroextraproduto`, an integer column) a search compares. */
const MAIOR_CODIGO = 2_147_483_647;

/**
 * A search as SQL: its steps in ranking order, what it matches without a typo, and its typo step.
 * `semErro` holds every step but the typo one (the count and the other orderings filter by it).
 */
export interface PassosDaBusca {
  passos: Expression<SqlBool>[];
  semErro: Expression<SqlBool>;
  comErro: Expression<SqlBool> | undefined;
}

/**
 * The steps of a search, from the most relevant to the most forgiving; a product belongs to the
 * first step it matches:
 * (0) a search of one number is a supplier code (`idcadastroextraproduto`) or an EAN (`ean`);
 * (1) the name begins with the first word (stemmed: 'açúcar' → 'Açúcar Refinado',
 *     'biscoitos' → 'Biscoito …') and every word begins a word of the name;
 * (2) the search names the product's category or the category above it (`categoriasDaBusca`,
 *     engine/rules/search `categoriesNamedBy`: 'higiene', 'massas', 'laticinios');
 * (3) every word is a whole word of the name (`palavra:A`: 'Refrigerante Cola Zero Açúcar');
 * (4) every word begins a word of the name (`palavra:*A`);
 * (5) every word begins a word anywhere (brand, tags, description: 'acucar' also finds the
 *     products tagged `zero-acucar`);
 * (6) one typo: the words typed are similar enough (pg_trgm word similarity,
 *     LIMIAR_SIMILARIDADE_PALAVRA in server/db/connect.ts) to an extent of the unaccented name
 *     and brand (`busca_nome`, trigram index of migration 0014; 'acuar' → 'Açúcar'), only when the
 *     search has MIN_TYPO_TOLERANT_LENGTH letters or more; a typo in the name's first word first.
 * Accents never count: both sides are unaccented. Each step is served by an index that leads
 * with the supplier (migration 0051).
 */
export function passosDaBusca(busca: string, categoriasDaBusca: readonly number[] = []): PassosDaBusca {
  const palavras = searchTerms(busca);
  if (palavras.length === 0) return { passos: [sql<SqlBool>`false`], semErro: sql<SqlBool>`false`, comErro: undefined };
  const consulta = (sufixo: string) => tsquery(palavras.map((p) => `${p}${sufixo}`).join(' & '));
  const noNome = sql<SqlBool>`produtos.busca @@ ${consulta(':*A')}`;
  const emQualquerParte = sql<SqlBool>`produtos.busca @@ ${consulta(':*')}`;
  const passos: Expression<SqlBool>[] = [];
  const alternativas: Expression<SqlBool>[] = [];
  const [unica] = palavras;
  if (palavras.length === 1 && unica !== undefined && /^\d+$/.test(unica)) {
    const codigo =
      Number(unica) <= MAIOR_CODIGO ? sql`produtos.idcadastroextraproduto = ${Number(unica)}::int OR ` : sql``;
    const passo = sql<SqlBool>`(${codigo}produtos.ean = ${unica})`;
    passos.push(passo);
    alternativas.push(passo);
  }
  // The name's first word begins with the first word typed, both stemmed as the text search
  // stems them ('biscoitos' → 'biscoit:*', 'acuar' → 'acu:*'): a filter on the rows the name step
  // reads (in the supplier's order for a broad search, through the GIN index for a narrow one).
  const inicio = sql<SqlBool>`to_tsvector('portuguese', split_part(produtos.busca_nome, ' ', 1)) @@ ${tsquery(`${palavras[0]!}:*`)}`;
  passos.push(sql<SqlBool>`(${noNome} AND ${inicio})`);
  if (categoriasDaBusca.length > 0) {
    const categoria = sql<SqlBool>`produtos.idcategoria = ANY(${[...categoriasDaBusca]}::int[])`;
    passos.push(categoria);
    alternativas.push(categoria);
  }
  passos.push(sql<SqlBool>`produtos.busca @@ ${consulta(':A')}`, noNome, emQualquerParte);
  alternativas.push(emQualquerParte);
  const comErro =
    palavras.join('').length >= MIN_TYPO_TOLERANT_LENGTH
      ? sql<SqlBool>`${palavras.join(' ')} <% produtos.busca_nome`
      : undefined;
  if (comErro !== undefined) {
    // A typo in the name's first word first ('acuar' → 'Açúcar Refinado' before 'Cola Zero Açúcar').
    passos.push(sql<SqlBool>`(${comErro} AND ${palavras[0]!} <% split_part(produtos.busca_nome, ' ', 1))`, comErro);
  }
  const semErro = alternativas.length === 1 ? alternativas[0]! : sql<SqlBool>`(${sql.join(alternativas, sql` OR `)})`;
  return { passos, semErro, comErro };
}

/** What a search matches: every step (the ones without a typo, or the typo step). */
function correspondeABusca(busca: string, categoriasDaBusca: readonly number[] | undefined): Expression<SqlBool> {
  const { semErro, comErro } = passosDaBusca(busca, categoriasDaBusca);
  return comErro === undefined ? semErro : sql<SqlBool>`(${semErro} OR ${comErro})`;
}

export class ProdutoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtrado(filtro: FiltroProdutos) {
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
    }
    if (filtro.busca !== undefined) {
      query = query.where(correspondeABusca(filtro.busca, filtro.categoriasDaBusca));
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

  /** The ordering key; relevance of a search is its step first (listarBusca), then this: the supplier's order. */
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
      return this.listarBusca(filtro, filtro.busca, limit, offset, opcoes.contarTotal !== false);
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
   * A search by relevance, one page and the (capped) count in one round trip, never ranking every
   * match. Each step of the search (passosDaBusca) is its own top-N query in the supplier's order
   * (`ordem, id`) reading at most offset + limit rows, in a MATERIALIZED CTE; a step runs only
   * when the steps before it found fewer than offset + limit products (an uncorrelated gate,
   * PostgreSQL's one-time filter: a broad search never reaches the typo step). A step leaves out
   * what the steps before matched, so a product appears once, at its best step. The page is the
   * first offset + limit of those rows by (step, ordem, id): exactly the first rows of the whole
   * ranking, so pages never overlap nor skip. A broad step is read through the `ordem` index and
   * stops after offset + limit matches; a narrow one through its GIN index (few rows).
   */
  private async listarBusca(
    filtro: FiltroProdutos,
    busca: string,
    limit: number,
    offset: number,
    contar: boolean,
  ): Promise<PaginaProdutos> {
    const rows = await this.preparada(this.consultaBusca(filtro, busca, limit, offset, contar));
    const linhas: ProdutoRow[] = rows.map(({ total_: _, ...row }) => row);
    if (!contar) return { rows: linhas, total: offset + linhas.length, limitada: false };
    const teto = countReadLimit(offset, limit);
    // A search's count is always bounded: it stopped when it reached `teto`.
    const resultado = (total: number) => ({ total, limitada: total >= teto });
    if (rows.length > 0) return { rows: linhas, ...resultado(Math.max(0, Number(rows[0]?.total_ ?? 0))) };
    if (offset === 0) return { rows: linhas, total: 0, limitada: false };
    const contagem = this.contagem(filtro, teto);
    const { rows: contados } = await sql<{ total: number | string | null }>`SELECT (${contagem}) AS total`.execute(
      this.db,
    );
    return { rows: linhas, ...resultado(Math.max(0, Number(contados[0]?.total ?? 0))) };
  }

  /**
   * Runs a search's query as a prepared statement on PostgreSQL (issue 32, item 2): planning a
   * search (its steps, samples and branches) costs 30–60 ms, running it a few; a named statement
   * is parsed once per pooled connection and, after PostgreSQL's five custom plans, runs on its
   * generic plan (planning about 0.2 ms). The plan's shape does not depend on the words searched:
   * each step's branch is chosen at run time by its sample's count (consultaBusca). The name is
   * the text's hash, so each shape of search (with or without the code, category and typo steps,
   * filters) is one statement. PGlite (in process) runs it through Kysely as any other query.
   */
  private async preparada<T>(consulta: RawBuilder<T>): Promise<T[]> {
    const nativa = conexaoNativa(this.db);
    if (nativa?.kind !== 'postgres') return (await consulta.execute(this.db)).rows;
    const { sql: texto, parameters } = consulta.compile(this.db);
    const name = `busca_${createHash('sha1').update(texto).digest('hex').slice(0, 20)}`;
    const { rows } = await nativa.pool.query({ name, text: texto, values: [...parameters] });
    return rows as T[];
  }

  /** The query of listarBusca (page and count). */
  private consultaBusca(filtro: FiltroProdutos, busca: string, limit: number, offset: number, contar: boolean) {
    const n = offset + limit;
    // A step with at most `curto` matches is sorted whole; one with more is read in the supplier's order.
    const curto = Math.min(PASSO_CURTO * n, countReadLimit(offset, limit) - 1);
    const { passos } = passosDaBusca(busca, filtro.categoriasDaBusca);
    const semBusca: FiltroProdutos = { ...filtro, busca: undefined };
    const nomes = passos.map((_, i) => sql.raw(`passo${i}`));
    const amostras = passos.map((_, i) => sql.raw(`amostra${i}`));
    const ctes = passos.flatMap((passo, i) => {
      // The step's own products: it matches, and no earlier step did (a product appears once, at its best step).
      const doPasso =
        i === 0 ? passo : sql<SqlBool>`(${passo} AND (${sql.join(passos.slice(0, i), sql` OR `)}) IS NOT TRUE)`;
      // The step runs only when the steps before it found fewer than offset + limit products.
      const antes =
        i === 0
          ? sql<SqlBool>`true`
          : sql<SqlBool>`${sql.join(
              nomes.slice(0, i).map((nome) => sql`(SELECT count(*) FROM ${nome})`),
              sql` + `,
            )} < ${n}`;
      // At most curto + 1 of its products, in any order (its index: a bitmap of the matches).
      const amostra = this.filtrado(semBusca)
        .where(doPasso)
        .where(antes)
        .select(['produtos.id', 'produtos.ordem'])
        .limit(curto + 1);
      const quantos = sql`(SELECT count(*) FROM ${amostras[i]!})`;
      // Few: the sample is all of them, sorted. Many: read in the supplier's order (`ordem`
      // index) until offset + limit are found; the condition sits in coalesce() so that no
      // index of the search can serve it and the planner takes it as matching half the rows
      // (many matches, which the sample has just shown), never a bitmap of every match sorted.
      const poucos = sql`
        SELECT id, ordem FROM ${amostras[i]!} WHERE ${quantos} <= ${curto} ORDER BY ordem, id LIMIT ${n}`;
      const muitos = this.filtrado(semBusca)
        .where(sql<SqlBool>`coalesce(${doPasso}, false)`)
        .where(sql<SqlBool>`${quantos} > ${curto}`)
        .select(['produtos.id', 'produtos.ordem'])
        .orderBy('produtos.ordem', 'asc')
        .orderBy('produtos.id', 'asc')
        .limit(n);
      return [
        sql`${amostras[i]!} AS MATERIALIZED (${amostra})`,
        sql`${nomes[i]!} AS MATERIALIZED (
          SELECT id, ordem, ${sql.lit(i)} AS passo FROM ((${poucos}) UNION ALL (${muitos})) AS lido
        )`,
      ];
    });
    const uniao = sql.join(
      nomes.map((nome) => sql`SELECT id, ordem, passo FROM ${nome}`),
      sql` UNION ALL `,
    );
    const colunas = sql.join(PRODUTO_COLUNAS.map((coluna) => sql.ref(coluna)));
    const total = contar ? sql`(${this.contagem(filtro, countReadLimit(offset, limit))})` : sql`NULL`;
    return sql<ProdutoRow & { total_: number | string | null }>`
      WITH ${sql.join(ctes)},
      pagina_ AS (
        SELECT id, ordem, passo FROM (${uniao}) AS passos
        ORDER BY passo, ordem, id LIMIT ${limit} OFFSET ${offset}
      )
      SELECT ${colunas}, ${total} AS total_
      FROM pagina_ JOIN produtos ON produtos.id = pagina_.id
      ORDER BY pagina_.passo, pagina_.ordem, pagina_.id
    `;
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

  /**
   * `planoJson` of a search page as the prepared statement runs it once PostgreSQL has switched to
   * its generic plan (`plan_cache_mode = force_generic_plan`, on a connection of its own that is
   * dropped after): the words searched are parameters, so the branch of each step can only be
   * chosen at run time. PostgreSQL only (undefined on PGlite).
   */
  async planoGenerico(filtro: FiltroProdutos, limit: number, offset: number): Promise<NoDoPlano | undefined> {
    const nativa = conexaoNativa(this.db);
    if (nativa?.kind !== 'postgres' || filtro.busca === undefined) return undefined;
    const { sql: texto, parameters } = this.consultaBusca(filtro, filtro.busca, limit, offset, true).compile(this.db);
    const client = await nativa.pool.connect();
    try {
      await client.query('SET plan_cache_mode = force_generic_plan');
      await client.query(`PREPARE plano_generico AS ${texto}`);
      const valores = parameters.map((valor) =>
        typeof valor === 'number'
          ? String(valor)
          : client.escapeLiteral(Array.isArray(valor) ? `{${valor.join(',')}}` : String(valor)),
      );
      const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE plano_generico(${valores.join(', ')})`,
      );
      const valor = rows[0]?.['QUERY PLAN'];
      const json = (typeof valor === 'string' ? JSON.parse(valor) : valor) as { Plan: NoDoPlano }[];
      return json[0]!.Plan;
    } finally {
      client.release(true);
    }
  }

  /** The page and its count in one query, as `listar` sends it (the count always asked). */
  private consultaComContagem(filtro: FiltroProdutos, ordenacao: Ordenacao, limit: number, offset: number) {
    return filtro.busca !== undefined && ordenacao === 'relevancia'
      ? this.consultaBusca(filtro, filtro.busca, limit, offset, true)
      : this.pagina(filtro, ordenacao, limit, offset).select(
          sql`(${this.contagem(filtro, countReadLimit(offset, limit))})`.as('total_'),
        );
  }

  /** The count's query: from `catalogo_contagem` when it keeps this filter's count, else capped. */
  private contagem(filtro: FiltroProdutos, limite: number) {
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
      const { semErro, comErro: erro } = passosDaBusca(filtro.busca, filtro.categoriasDaBusca);
      const semBusca: FiltroProdutos = { ...filtro, busca: undefined };
      const exatos = this.filtrado(semBusca)
        .where(semErro)
        .select(sql`1`.as('um'))
        .limit(limite);
      if (erro === undefined) return sql`SELECT count(*) FROM (${exatos}) AS ate`;
      const aproximados = this.filtrado(semBusca)
        .where(erro)
        .where(sql<SqlBool>`${semErro} IS NOT TRUE`)
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
