/**
 * The plans PostgreSQL runs for a page of the list (issue 10): on a generated supplier of 12,000
 * products (one in eight a 'Refrigerante': 1,500 matches of the broad search, more than a capped
 * count reads; 12,000 rather than 100,000 keeps the test near 10 s), EXPLAIN ANALYZE of each page
 * of 20 — the plain list, a category, a broad search, a narrow one, a prefix and a typo,
 * first page and a later one — is limit-driven: no Sort takes more than the steps' top-N rows, no
 * Aggregate counts more than the capped count reads (countReadLimit), and no node hands on every
 * match. PostgreSQL only (DATABASE_URL; the generator runs VACUUM, and the plans that matter are
 * PostgreSQL's): skipped otherwise, as the other PostgreSQL-only tests are.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countReadLimit } from '#engine/rules/product-count';
import type { OpenedDatabase } from '../../db/connect';
import type { Database } from '../../db/schema';
import { categoriaEDescendentes, FORNECEDOR_BUSCA, gerarCatalogoDeBusca } from '../../testing/catalogo-de-busca';
import { openTestDatabase } from '../../testing/test-database';
import { BuscaPostgres } from './busca-postgres';
import { temBusca } from './motor-de-busca';
import { ProdutoRepository, type FiltroProdutos, type NoDoPlano } from './produto-repository';

const DATABASE_URL = process.env.DATABASE_URL;
const PRODUTOS = 12_000;

/** Every node of a plan with the rows its children handed it (actual rows × loops). */
function nos(raiz: NoDoPlano): { no: NoDoPlano; entrada: number; saida: number }[] {
  const todos: { no: NoDoPlano; entrada: number; saida: number }[] = [];
  const visitar = (no: NoDoPlano) => {
    const filhos = no.Plans ?? [];
    const entrada = filhos.reduce((soma, f) => soma + f['Actual Rows'] * f['Actual Loops'], 0);
    todos.push({ no, entrada, saida: no['Actual Rows'] * no['Actual Loops'] });
    filhos.forEach(visitar);
  };
  visitar(raiz);
  return todos;
}

const resumo = (raiz: NoDoPlano) =>
  nos(raiz)
    .map(
      ({ no, entrada, saida }) =>
        `${no['Node Type']}${no['Relation Name'] ? ` on ${String(no['Relation Name'])}` : ''}${no['Index Name'] ? ` using ${String(no['Index Name'])}` : ''}: in ${entrada}, out ${saida}`,
    )
    .join('\n');

describe.skipIf(!DATABASE_URL)('catalogue page plans on PostgreSQL, 12,000 products', () => {
  let database: OpenedDatabase;
  let repositorio: ProdutoRepository;
  let motor: BuscaPostgres;
  let categoria: number[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const { idcategoria } = await gerarCatalogoDeBusca(database.db, PRODUTOS);
    categoria = await categoriaEDescendentes(database.db, idcategoria);
    repositorio = new ProdutoRepository(database.db);
    motor = new BuscaPostgres(database.db, repositorio);
    // The bound below means something: the broad searches match more products than a capped count reads.
    expect(await refrigerantes()).toBeGreaterThan(countReadLimit(40, 20));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('the server sessions run no parallel query (a search step would start workers it does not need)', async () => {
    const { rows } = await sql<{
      max_parallel_workers_per_gather: string;
    }>`SHOW max_parallel_workers_per_gather`.execute(database.db);
    expect(rows[0]?.max_parallel_workers_per_gather).toBe('0');
  });

  it('the server sessions run a prepared search on its generic plan from the first call (never planned again per call)', async () => {
    const { rows } = await sql<{ plan_cache_mode: string }>`SHOW plan_cache_mode`.execute(database.db);
    expect(rows[0]?.plan_cache_mode).toBe('force_generic_plan');
  });

  it('the server sessions compile nothing just in time (a search plan at 1,000,000 products would)', async () => {
    const { rows } = await sql<{ jit: string }>`SHOW jit`.execute(database.db);
    expect(rows[0]?.jit).toBe('off');
  });

  /** The products a case matches, counted plainly (by name or category) to check the page and the cap against. */
  const contar = async (onde: (eb: ExpressionBuilder<Database, 'produtos'>) => Expression<SqlBool>) =>
    Number(
      (
        await database.db
          .selectFrom('produtos')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('idfornecedor', '=', FORNECEDOR_BUSCA)
          .where(onde)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const refrigerantes = () => contar((eb) => eb('nome', 'like', 'Refrigerante %'));

  const casos: { nome: string; filtro: () => FiltroProdutos; matches: () => Promise<number> }[] = [
    {
      nome: 'the plain list',
      filtro: () => ({ idfornecedor: FORNECEDOR_BUSCA }),
      matches: () => contar((eb) => eb.lit(true)),
    },
    {
      nome: 'a category',
      filtro: () => ({ idfornecedor: FORNECEDOR_BUSCA, idsCategoria: categoria }),
      matches: () => contar((eb) => eb('idcategoria', 'in', categoria)),
    },
    {
      nome: "a broad search 'refrigerante'",
      filtro: () => ({ idfornecedor: FORNECEDOR_BUSCA, busca: 'refrigerante' }),
      matches: refrigerantes,
    },
    {
      nome: "a narrow search 'tucupi'",
      filtro: () => ({ idfornecedor: FORNECEDOR_BUSCA, busca: 'tucupi' }),
      matches: () => contar((eb) => eb('nome', 'like', 'Tucupi %')),
    },
    {
      nome: "a prefix 'refri'",
      filtro: () => ({ idfornecedor: FORNECEDOR_BUSCA, busca: 'refri' }),
      matches: refrigerantes,
    },
    {
      nome: "a typo 'refrigerente'",
      filtro: () => ({ idfornecedor: FORNECEDOR_BUSCA, busca: 'refrigerente' }),
      matches: refrigerantes,
    },
  ];

  for (const caso of casos) {
    for (const [limit, offset] of [
      [20, 0],
      [20, 40],
    ] as const) {
      it(`${caso.nome}, page of ${limit} at offset ${offset}: read in order with LIMIT, never sorting nor counting every match`, async () => {
        const filtro = caso.filtro();
        const matches = await caso.matches();
        // The page is what the API answers, and there are many more matches than a page reads.
        const pagina = temBusca(filtro)
          ? await motor.pagina(filtro, 'relevancia', limit, offset)
          : await repositorio.listar(filtro, 'relevancia', limit, offset);
        expect(pagina.rows.length).toBe(Math.min(limit, Math.max(0, matches - offset)));
        const teto = countReadLimit(offset, limit);
        if (filtro.busca !== undefined) expect(pagina.total).toBe(Math.min(matches, teto));
        else expect(pagina.total).toBe(matches);
        // Bounded only when more match than the count reads (the plain list of 12,000 is exact).
        expect(pagina.limitada).toBe(filtro.busca !== undefined && matches >= teto);

        const plano = temBusca(filtro)
          ? await motor.planoJson(filtro, limit, offset)
          : await repositorio.planoJson(filtro, 'relevancia', limit, offset);
        expect(plano['Actual Rows'], resumo(plano)).toBe(pagina.rows.length);
        limitadoPelaPagina(plano, limit, offset);
        // A search runs as a prepared statement (busca-postgres `preparada`): its generic
        // plan, which cannot see the words searched, must read in order just the same.
        if (temBusca(filtro)) {
          const generico = await motor.planoGenerico(filtro, limit, offset);
          expect(generico?.['Actual Rows'], generico && resumo(generico)).toBe(pagina.rows.length);
          limitadoPelaPagina(generico!, limit, offset);
        }
      });
    }
  }
});

/** The rules of a page's plan: no Sort, Aggregate or node (but a bitmap) takes more than its bound. */
function limitadoPelaPagina(plano: NoDoPlano, limit: number, offset: number): void {
  const teto = countReadLimit(offset, limit);
  const detalhe = resumo(plano);
  for (const { no, entrada, saida } of nos(plano)) {
    const tipo = no['Node Type'];
    // A Sort only ever orders a step's matches when they are at most the capped count's (a search),
    // or the steps' top-N rows, or nothing at all (the lists read an index in order).
    if (tipo === 'Sort' || tipo === 'Incremental Sort')
      expect(entrada, `${tipo}\n${detalhe}`).toBeLessThanOrEqual(teto);
    // An Aggregate counts at most the capped count's rows (or the page's steps, or catalogo_contagem's rows).
    if (tipo === 'Aggregate') expect(entrada, `Aggregate\n${detalhe}`).toBeLessThanOrEqual(teto);
    // No node but a bitmap of candidate row ids hands on more rows than the capped count reads.
    if (tipo !== 'Bitmap Index Scan' && tipo !== 'BitmapOr' && tipo !== 'BitmapAnd') {
      expect(saida, `${tipo}\n${detalhe}`).toBeLessThanOrEqual(teto);
    }
  }
}
