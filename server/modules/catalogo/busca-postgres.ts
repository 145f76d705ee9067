/**
 * The PostgreSQL search engine (issue 32; the interface: motor-de-busca.ts). It ranks a search by
 * its steps (busca-sql.ts `passosDaBusca`) in one prepared statement per shape, page and capped
 * count in one round trip; the other orderings over a search's matches, the counts and the search
 * tags are the product repository's filtered queries (its filter holds what a search matches).
 * How and why: docs/catalogue-and-search.md.
 */
import { createHash } from 'node:crypto';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { conexaoNativa } from '../../db/connect';
import type { Database } from '../../db/schema';
import { countReadLimit } from '#engine/rules/product-count';
import { passosDaBusca } from './busca-sql';
import type { FiltroDeBusca, MotorDeBusca } from './motor-de-busca';
import {
  PRODUTO_COLUNAS,
  type FiltroProdutos,
  type NoDoPlano,
  type Ordenacao,
  type PaginaProdutos,
  type ProdutoRepository,
  type ProdutoRow,
} from './produto-repository';

export class BuscaPostgres implements MotorDeBusca {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly produtos: ProdutoRepository,
  ) {}

  pagina(filtro: FiltroDeBusca, ordenacao: Ordenacao, limit: number, offset: number): Promise<PaginaProdutos> {
    return ordenacao === 'relevancia'
      ? this.ranquear(filtro, filtro.busca, limit, offset, true)
      : this.produtos.listar(filtro, ordenacao, limit, offset);
  }

  contarTagsEAgrupadores(
    filtro: FiltroDeBusca,
    limite: number,
  ): Promise<{ tipo: 'tag' | 'agrupador'; valor: string; quantidade: number }[]> {
    return this.produtos.contarTagsEAgrupadores(filtro, limite);
  }

  /**
   * The plan PostgreSQL runs for one ranked page and its count (EXPLAIN ANALYZE), as `pagina`
   * sends it: the search benchmark prints it, and planos-busca.test.ts checks (FORMAT JSON) that
   * no page sorts or counts every match.
   */
  async plano(filtro: FiltroDeBusca, limit: number, offset: number): Promise<string> {
    const { rows } = await sql<{
      'QUERY PLAN': string;
    }>`EXPLAIN (ANALYZE, COSTS OFF) ${this.consultaBusca(filtro, filtro.busca, limit, offset, true)}`.execute(this.db);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  /** `plano` as PostgreSQL's JSON tree (EXPLAIN (ANALYZE, FORMAT JSON)): the root node. */
  async planoJson(filtro: FiltroDeBusca, limit: number, offset: number): Promise<NoDoPlano> {
    const { rows } = await sql<{
      'QUERY PLAN': unknown;
    }>`EXPLAIN (ANALYZE, FORMAT JSON) ${this.consultaBusca(filtro, filtro.busca, limit, offset, true)}`.execute(
      this.db,
    );
    const valor = rows[0]?.['QUERY PLAN'];
    const json = (typeof valor === 'string' ? JSON.parse(valor) : valor) as { Plan: NoDoPlano }[];
    return json[0]!.Plan;
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
  private async ranquear(
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
    const contagem = this.produtos.contagem(filtro, teto);
    const { rows: contados } = await sql<{ total: number | string | null }>`SELECT (${contagem}) AS total`.execute(
      this.db,
    );
    return { rows: linhas, ...resultado(Math.max(0, Number(contados[0]?.total ?? 0))) };
  }

  /**
   * Runs a search's query as a prepared statement on PostgreSQL (issue 32, item 2): planning a
   * search (its steps, samples and branches) costs 30–60 ms, running it a few; a named statement
   * is parsed once per pooled connection and runs on its generic plan from the first call
   * (`plan_cache_mode`, server/db/connect.ts; planning about 0.2 ms). The plan's shape does not depend on the words searched:
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

  /** The query of `ranquear` (page and count). */
  private consultaBusca(filtro: FiltroProdutos, busca: string, limit: number, offset: number, contar: boolean) {
    const n = offset + limit;
    // A step with at most `curto` matches is sorted whole; one with more is read in the supplier's
    // order. `curto` is the count's own bound (a page of 20: 1,000), so the order is read only where
    // the matches are dense enough for it to stop soon: at most offset + limit rows for every
    // `curto` of the supplier's. It was 4 × (offset + limit) (80): at 1,000,000 products the 99
    // 'tucupi' were read in order, about 200,000 rows until 20 were found (750 ms a step).
    const curto = countReadLimit(offset, limit) - 1;
    const { passos, passosPorLinha } = passosDaBusca(filtro.idfornecedor, busca, filtro.categoriasDaBusca);
    const semBusca: FiltroProdutos = { ...filtro, busca: undefined };
    const nomes = passos.map((_, i) => sql.raw(`passo${i}`));
    const amostras = passos.map((_, i) => sql.raw(`amostra${i}`));
    const ctes = passos.flatMap((passo, i) => {
      // The step's own products: it matches, and no earlier step did (a product appears once, at its best step).
      // Read through the step's index (its own form); 'no earlier step' is checked on the rows read.
      const antesDele = (primeiro: Expression<SqlBool>) =>
        i === 0
          ? primeiro
          : sql<SqlBool>`(${primeiro} AND (${sql.join(passosPorLinha.slice(0, i), sql` OR `)}) IS NOT TRUE)`;
      const doPasso = antesDele(passo);
      // The same condition on rows read in the supplier's order (no index of the search serves it).
      const doPassoPorLinha = antesDele(passosPorLinha[i]!);
      // The step runs only when the steps before it found fewer than offset + limit products.
      const antes =
        i === 0
          ? sql<SqlBool>`true`
          : sql<SqlBool>`${sql.join(
              nomes.slice(0, i).map((nome) => sql`(SELECT count(*) FROM ${nome})`),
              sql` + `,
            )} < ${n}`;
      // At most curto + 1 of its products, in any order (its index: a bitmap of the matches).
      const amostra = this.produtos
        .filtrado(semBusca)
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
      const muitos = this.produtos
        .filtrado(semBusca)
        .where(sql<SqlBool>`coalesce(${doPassoPorLinha}, false)`)
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
    // The count stops at its bound: when a step's sample already reached it, so has the count,
    // and its query is not run (it would read the same matches again: 'refrigerante' at 100,000
    // products 17.5 -> 12.8 ms a page, at 1,000,000 188 -> 61 ms). A step without a typo matches
    // what the count counts first; a typo step's products are the ones it counts after them.
    const teto = countReadLimit(offset, limit);
    const cheia = sql.join(
      amostras.map((amostra) => sql`(SELECT count(*) FROM ${amostra}) > ${curto}`),
      sql` OR `,
    );
    const total = contar
      ? sql`(CASE WHEN ${cheia} THEN ${teto} ELSE (${this.produtos.contagem(filtro, teto)}) END)`
      : sql`NULL`;
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
   * `planoJson` of a search page as the prepared statement runs it: on its generic plan
   * (`plan_cache_mode = force_generic_plan`, set here too, on a connection of its own that is
   * dropped after): the words searched are parameters, so the branch of each step can only be
   * chosen at run time. PostgreSQL only (undefined on PGlite).
   */
  async planoGenerico(filtro: FiltroDeBusca, limit: number, offset: number): Promise<NoDoPlano | undefined> {
    const nativa = conexaoNativa(this.db);
    if (nativa?.kind !== 'postgres') return undefined;
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
}
