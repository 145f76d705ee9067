/**
 * Opens the database: embedded PGlite (a data folder) by default, PostgreSQL when a
 * `databaseUrl` is given. Both speak the same SQL and run the same migrations (./migrate).
 *
 * Both engines return the same JavaScript values: int8 (e.g. `count(*)`) as a number when it
 * fits in a safe integer (else its decimal string), numeric as a number, timestamps as Date,
 * json/jsonb parsed.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * pg_trgm's word-similarity threshold for every session (its default is 0.6): at 0.5 one typo in
 * a word of five letters or more is forgiven ('acuar' finds 'açúcar', 0.5), while unrelated
 * words stay out. The catalogue search's typo step (`<%`, served by the trigram index of
 * migration 0014) reads it; it is a session setting, so each connection is opened with it.
 */
export const LIMIAR_SIMILARIDADE_PALAVRA = 0.5;
const OPCAO_LIMIAR = `pg_trgm.word_similarity_threshold=${LIMIAR_SIMILARIDADE_PALAVRA}`;
/**
 * No parallel query in the server's sessions: every query of a request is a small top-N page or a
 * lookup, and a parallel plan's workers cost more to start than they save. Measured (issue 32,
 * `npm run bench:search`, 100,000 products): the generic plan of a broad search started a Gather
 * Merge in each of its five gated steps, about 7 ms of worker start-up each even when the step's
 * gate then read nothing; a broad search took 40 ms on one connection with workers and 21 ms
 * without, and its PostgreSQL CPU through the server, workers included, was 44 ms.
 */
const OPCAO_SEM_PARALELO = 'max_parallel_workers_per_gather=0';
/**
 * A named prepared statement runs on its generic plan from its first execution. The server's only
 * named statements are the catalogue searches (busca-postgres.ts `preparada`), whose plans are
 * made not to depend on the words searched (each step's branch is chosen at run time; the plan
 * test checks the generic plan). Left to PostgreSQL's choice, a small supplier's search beside
 * 100,000-product catalogues never switched to it (its custom plans look cheaper than a generic
 * plan costed for the big catalogues): every call planned the whole search again, about 4 ms of
 * its 6 (`npm run bench:search`, part 3).
 */
const OPCAO_PLANO_GENERICO = 'plan_cache_mode=force_generic_plan';
/**
 * No JIT compilation: it starts when a plan's estimated cost passes `jit_above_cost`, which a
 * search's generic plan does at 1,000,000 products, and compiling its expressions took about
 * 2.4 s of every call ('tucupi': 2,433 ms a page with JIT, 12.9 ms without; `npm run
 * bench:search` with BENCH_GRANDE=1000000). No query of a request runs long enough to win it back.
 */
const OPCAO_SEM_JIT = 'jit=off';

export interface OpenDatabaseOptions {
  /** postgres://... ; when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string;
  /** PGlite data folder (created when missing). Defaults to ./data/pglite. */
  dataDir?: string;
  /** Maximum connections of the PostgreSQL pool (default 10). */
  poolSize?: number;
  /**
   * Called when an idle pooled PostgreSQL connection fails (server restart, database dropped).
   * The pool replaces the connection; without a handler the error would crash the process.
   */
  onIdleError?: (error: Error) => void;
  /** PostgreSQL only: `statement_timeout` of every pooled connection (ms), so no query outlives a request. */
  statementTimeoutMs?: number;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = './data/pglite';

/**
 * The driver under a Kysely opened here: the PGlite instance, or the PostgreSQL pool. The job
 * queue (server/modules/tarefas) runs pg-boss over it: pg-boss sends multi-statement blocks
 * (BEGIN … COMMIT) that Kysely's drivers cannot carry, and the app is built from a Kysely alone.
 */
export type ConexaoNativa = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
const conexoes = new WeakMap<Kysely<Database>, ConexaoNativa>();

/** The PGlite instance or pool of `db` (undefined for a Kysely not opened by this file). */
export function conexaoNativa(db: Kysely<Database>): ConexaoNativa | undefined {
  return conexoes.get(db);
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** int8 → number when safe, else the exact decimal string (never a silently rounded number). */
function parseInt8(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

function parseNumeric(value: string): number {
  return Number(value);
}

let pgTypesConfigured = false;
function configurePgTypes(): void {
  if (pgTypesConfigured) return;
  pg.types.setTypeParser(INT8_OID, parseInt8);
  pg.types.setTypeParser(NUMERIC_OID, parseNumeric);
  pgTypesConfigured = true;
}

export interface OpcoesPglite {
  /**
   * WAL segment size in MB of a NEW data folder (initdb's --wal-segsize; 16 when absent). The
   * test templates use 1: a seeded folder of about half the size, copied once per test file.
   */
  segmentoWalMb?: number;
}

export async function openPglite(dataDir: string, opcoes: OpcoesPglite = {}): Promise<OpenedDatabase> {
  // memory:// and idb:// would silently drop the unaccent extension: always a real folder.
  if (!dataDir || dataDir.includes('://')) {
    throw new Error(`PGlite precisa de uma pasta de dados real (recebido "${dataDir}").`);
  }
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  return abrirPglite(
    {
      dataDir: dir,
      ...(opcoes.segmentoWalMb === undefined ? {} : { initDbStartParams: [`--wal-segsize=${opcoes.segmentoWalMb}`] }),
    },
    dir,
  );
}

/**
 * PGlite in memory, started from `snapshot` (a data folder as `dumpDataDir()` writes it: the
 * tests' seeded template), nothing written to disk; the extensions are loaded as in a folder.
 * `wasmModule`: PGlite's compiled WebAssembly, to skip compiling it once more per database.
 */
export async function openPgliteSnapshot(snapshot: Blob, wasmModule?: WebAssembly.Module): Promise<OpenedDatabase> {
  return abrirPglite(
    { loadDataDir: snapshot, ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}) },
    'a cópia em memória',
  );
}

async function abrirPglite(opcoes: PGliteOptions, onde: string): Promise<OpenedDatabase> {
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...opcoes,
      extensions: { unaccent, pg_trgm, btree_gin },
      parsers: { [INT8_OID]: parseInt8, [NUMERIC_OID]: parseNumeric },
    });
  } catch (error) {
    throw new Error(`Não foi possível abrir o banco PGlite em ${onde}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  // PGlite has one session: set once, it holds for every query.
  await client.exec(`SET ${OPCAO_LIMIAR.replace('=', ' = ')}`);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  conexoes.set(db, { kind: 'pglite', client });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy(); // the dialect closes the PGlite instance
      if (!client.closed) await client.close();
    },
  };
}

export async function openPostgres(
  databaseUrl: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = () => undefined,
  statementTimeoutMs?: number,
): Promise<OpenedDatabase> {
  configurePgTypes();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // Every pooled session starts with the search's similarity threshold, no parallel query, generic
    // plans for its prepared statements and no JIT (startup options).
    options: `-c ${OPCAO_LIMIAR} -c ${OPCAO_SEM_PARALELO} -c ${OPCAO_PLANO_GENERICO} -c ${OPCAO_SEM_JIT}`,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  pool.on('error', onIdleError);
  // Fail fast with a clear message when the server is unreachable.
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `Não foi possível conectar ao PostgreSQL (${redactUrl(databaseUrl)}): ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  conexoes.set(db, { kind: 'postgres', pool });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy(); // ends the pool
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize, options.onIdleError, options.statementTimeoutMs);
  }
  return openPglite(options.dataDir ?? DEFAULT_DATA_DIR);
}

/** postgres://user:secret@host/db → postgres://user:***@host/db, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(URL inválida)';
  }
}
