/**
 * Test support: `openTestDatabase()` returns a migrated and seeded database of its own, quickly.
 *
 * - PGlite (default): one seeded template data folder per version of the migrations and seed
 *   (`.tmp/pglite-template-<hash>`) and its snapshot (`.tmp/pglite-template-<hash>.tar`,
 *   PGlite's `dumpDataDir`), built once under a lock file so that parallel test processes do not
 *   build them twice; each call starts a PGlite in memory from the snapshot (read once per
 *   process, with PGlite's WebAssembly compiled once), nothing copied on disk. Code that opens a
 *   folder of its own (a CLI, a server process) gets a copy of the folder (`pastaPgliteSemeada`).
 * - PostgreSQL (when DATABASE_URL is set, or `databaseUrl` is passed): one seeded template
 *   database `storefront_template_<hash>`, then `CREATE DATABASE <unique> TEMPLATE ...` per
 *   call; the database is dropped on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cp, mkdir, mkdtemp, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { conexaoNativa, openPglite, openPgliteSnapshot, openPostgres } from '../db/connect';
import type { OpenedDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { criarTarefas } from '../modules/tarefas/fila';

const AQUI = dirname(fileURLToPath(import.meta.url));
const PASTA_DB = resolve(AQUI, '..', 'db');
const RAIZ = resolve(AQUI, '..', '..');
const PASTA_TMP = join(RAIZ, '.tmp');
/** A lock older than this is considered abandoned (a crashed test run). */
const LOCK_VENCIDO_MS = 5 * 60_000;
/** The template's WAL segments (MB): 1 makes the seeded folder about half the size; it is copied per test file. */
const SEGMENTO_WAL_MB = 1;

export interface OpenTestDatabaseOptions {
  /** Use this PostgreSQL server instead of DATABASE_URL; pass null to force PGlite. */
  databaseUrl?: string | null;
}

/** Hash of every file that decides the template's content: migrations (the modules' too) and seed (code and documents). */
export function templateHash(): string {
  const hash = createHash('sha256');
  const arquivos: string[] = [];
  const visitar = (pasta: string): void => {
    if (!existsSync(pasta)) return;
    for (const nome of readdirSync(pasta).sort()) {
      const caminho = join(pasta, nome);
      if (statSync(caminho).isDirectory()) visitar(caminho);
      else if (!/\.test\.ts$/.test(nome)) arquivos.push(caminho);
    }
  };
  visitar(join(PASTA_DB, 'migrations'));
  // A module's own migrations (server/modules/<m>/migrations), listed by server/db/migrations/index.ts.
  const modulos = join(PASTA_DB, '..', 'modules');
  for (const modulo of readdirSync(modulos).sort()) visitar(join(modulos, modulo, 'migrations'));
  visitar(join(PASTA_DB, 'seed'));
  arquivos.push(join(PASTA_DB, 'migrate.ts'));
  hash.update(`wal-segsize=${SEGMENTO_WAL_MB},reciclados,snapshot\0`);
  // pg-boss's schema is installed in the template too (by its own installer, below).
  hash.update(readFileSync(join(RAIZ, 'node_modules', 'pg-boss', 'package.json')));
  for (const arquivo of arquivos) {
    hash.update(relative(PASTA_DB, arquivo));
    hash.update('\0');
    hash.update(readFileSync(arquivo));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` holding an exclusive lock file (O_EXCL create), waiting for other holders. */
async function comLockArquivo<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const info = await stat(lock).catch(() => null);
      if (info && Date.now() - info.mtimeMs > LOCK_VENCIDO_MS) await rm(lock, { force: true });
      else await esperar(150);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { force: true });
  }
}

/**
 * pg-boss creates its `tarefas` schema when the server first starts (server/modules/tarefas);
 * the template has it already, so no test file pays for it.
 */
async function instalarFila(aberto: OpenedDatabase): Promise<void> {
  const conexao = conexaoNativa(aberto.db);
  if (!conexao) return;
  const silencio = { warn: () => undefined, error: () => undefined };
  const tarefas = criarTarefas({ db: aberto.db, conexao, log: silencio });
  await tarefas.iniciar();
  await tarefas.parar();
}

let templatePglite: Promise<string> | undefined;

async function construirTemplatePglite(): Promise<string> {
  const pasta = join(PASTA_TMP, `pglite-template-${templateHash()}`);
  if (existsSync(pasta)) return pasta;
  await mkdir(PASTA_TMP, { recursive: true });
  return comLockArquivo(`${pasta}.lock`, async () => {
    if (existsSync(pasta)) return pasta; // built by another process while we waited
    const temporaria = `${pasta}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
    await rm(temporaria, { recursive: true, force: true });
    const aberto = await openPglite(temporaria, { segmentoWalMb: SEGMENTO_WAL_MB });
    try {
      await migrateToLatest(aberto.db);
      await seedDemoData(aberto.db);
      await instalarFila(aberto);
    } catch (error) {
      await aberto.close().catch(() => undefined);
      await rm(temporaria, { recursive: true, force: true });
      throw error;
    }
    const { rows } = await sql<{ atual: string }>`SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS atual`.execute(
      aberto.db,
    );
    await aberto.close();
    await apagarSegmentosReciclados(join(temporaria, 'pg_wal'), rows[0]?.atual ?? '');
    await escreverSnapshot(temporaria, `${pasta}.tar`);
    await rename(temporaria, pasta); // atomic: the folder exists only once complete (and its snapshot before it)
    await apagarTemplatesAntigos(pasta);
    return pasta;
  });
}

/**
 * The snapshot the test databases start from in memory: PGlite's `dumpDataDir` of a copy of the
 * finished folder (so without the recycled WAL segments: 34 MB instead of 53 MB, read once per
 * process), written next to the folder before the folder gets its final name.
 */
async function escreverSnapshot(pasta: string, destino: string): Promise<void> {
  const copia = `${pasta}-snapshot`;
  await cp(pasta, copia, { recursive: true });
  try {
    const aberto = await openPglite(copia);
    try {
      const nativa = conexaoNativa(aberto.db);
      if (nativa?.kind !== 'pglite') throw new Error('o template PGlite não abriu como PGlite');
      const snapshot = await nativa.client.dumpDataDir('none');
      await writeFile(`${destino}.building`, new Uint8Array(await snapshot.arrayBuffer()));
    } finally {
      await aberto.close();
    }
    await rename(`${destino}.building`, destino);
  } finally {
    await rm(copia, { recursive: true, force: true });
  }
}

/**
 * After a clean shutdown only the WAL segment holding the shutdown checkpoint is needed: it is the
 * segment being written before the close, or the next one when the checkpoint record spilled
 * over. The others are segments recycled for later use (their names are ahead of the current
 * one); PostgreSQL creates new ones when it needs them. Fewer bytes copied per test file.
 */
async function apagarSegmentosReciclados(pastaWal: string, atual: string): Promise<void> {
  const segmentos = readdirSync(pastaWal)
    .filter((nome) => /^[0-9A-F]{24}$/.test(nome))
    .sort();
  if (!segmentos.includes(atual)) return;
  const manter = new Set([atual, segmentos[segmentos.indexOf(atual) + 1]]);
  for (const nome of segmentos) if (!manter.has(nome)) await rm(join(pastaWal, nome));
}

/** Templates of older migrations/seed versions, untouched for 30 minutes, are no longer needed. */
async function apagarTemplatesAntigos(atual: string): Promise<void> {
  const limite = Date.now() - 30 * 60_000;
  for (const nome of readdirSync(PASTA_TMP)) {
    const caminho = join(PASTA_TMP, nome);
    if (caminho === atual || !/^pglite-template-[0-9a-f]{16}$/.test(nome)) continue;
    const info = await stat(caminho).catch(() => null);
    if (info && info.mtimeMs < limite && !existsSync(`${caminho}.lock`)) {
      await rm(caminho, { recursive: true, force: true }).catch(() => undefined);
      await rm(`${caminho}.tar`, { force: true }).catch(() => undefined);
    }
  }
}

let snapshotPglite: Promise<{ snapshot: Blob; wasm: WebAssembly.Module }> | undefined;
let vazioPglite: Promise<Blob> | undefined;
let wasmPglite: Promise<{ wasm: WebAssembly.Module }> | undefined;

/** PGlite's WebAssembly, compiled once per process. */
function carregarWasm(): Promise<{ wasm: WebAssembly.Module }> {
  const arquivo = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
  wasmPglite ??= readFile(arquivo)
    .then((b) => WebAssembly.compile(b))
    .then((wasm) => ({ wasm }));
  return wasmPglite;
}

/**
 * A cluster just out of initdb, dumped once per process: PGlite's initdb took 5 to 20 s per empty
 * database on a loaded 2-core machine; a copy of its snapshot starts in under a second.
 */
async function carregarVazioPglite(): Promise<Blob> {
  await mkdir(PASTA_TMP, { recursive: true });
  const pasta = await mkdtemp(join(PASTA_TMP, 'pglite-vazio-'));
  const aberto = await abrirPgliteDescartavel(pasta);
  try {
    const nativa = conexaoNativa(aberto.db);
    if (nativa?.kind !== 'pglite') throw new Error('o banco vazio não abriu como PGlite');
    return await nativa.client.dumpDataDir('none');
  } finally {
    await aberto.close();
  }
}

/** The template's snapshot and PGlite's compiled WebAssembly, once per process. */
async function carregarSnapshotPglite(): Promise<{ snapshot: Blob; wasm: WebAssembly.Module }> {
  templatePglite ??= construirTemplatePglite();
  const pasta = await templatePglite;
  const [bytes, { wasm }] = await Promise.all([readFile(`${pasta}.tar`), carregarWasm()]);
  return { snapshot: new Blob([bytes]), wasm };
}

/**
 * A PGlite in memory started from the seeded snapshot: no folder copied (1.4 to 1.7 s of CPU per
 * test file with `cp`) and none to delete. Measured in docs/testing.md.
 */
async function abrirPgliteDeTeste(): Promise<OpenedDatabase> {
  snapshotPglite ??= carregarSnapshotPglite().catch((error: unknown) => {
    snapshotPglite = undefined;
    templatePglite = undefined;
    throw error;
  });
  const { snapshot, wasm } = await snapshotPglite;
  return openPgliteSnapshot(snapshot, wasm);
}

/**
 * A migrated and seeded PGlite data folder at `pasta` (absent or empty), copied from the
 * template, for code under test that opens its own folder (DATA_DIR: a CLI, a server process)
 * instead of migrating and seeding an empty one. The caller deletes it.
 */
export async function pastaPgliteSemeada(pasta: string): Promise<void> {
  templatePglite ??= construirTemplatePglite().catch((error: unknown) => {
    templatePglite = undefined;
    throw error;
  });
  await cp(await templatePglite, pasta, { recursive: true });
}

/** PGlite on `pasta`; `close()` also deletes the folder (and so does a failed open). */
async function abrirPgliteDescartavel(pasta: string): Promise<OpenedDatabase> {
  let aberto: OpenedDatabase;
  try {
    aberto = await openPglite(pasta);
  } catch (error) {
    await rm(pasta, { recursive: true, force: true });
    throw error;
  }
  return {
    db: aberto.db,
    kind: 'pglite',
    async close() {
      await aberto.close();
      await rm(pasta, { recursive: true, force: true });
    },
  };
}

function urlComBanco(databaseUrl: string, banco: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${banco}`;
  return url.toString();
}

const ident = (nome: string): string => `"${nome.replace(/"/g, '""')}"`;
const LOCK_TEMPLATE_PG = 7_311_542; // pg_advisory_lock key of the template build / copy

let contador = 0;

async function abrirPostgresDeTeste(databaseUrl: string): Promise<OpenedDatabase> {
  const template = `storefront_template_${templateHash()}`;
  const banco = `storefront_test_${process.pid}_${++contador}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [LOCK_TEMPLATE_PG]);
    try {
      const existe = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (existe.rowCount === 0) {
        const construindo = `${template}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${ident(construindo)} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${ident(construindo)}`);
        try {
          const aberto = await openPostgres(urlComBanco(databaseUrl, construindo), 2);
          try {
            await migrateToLatest(aberto.db);
            await seedDemoData(aberto.db);
            await instalarFila(aberto);
          } finally {
            await aberto.close();
          }
        } catch (error) {
          await admin.query(`DROP DATABASE IF EXISTS ${ident(construindo)} WITH (FORCE)`).catch(() => undefined);
          throw error;
        }
        await admin.query(`ALTER DATABASE ${ident(construindo)} RENAME TO ${ident(template)}`);
        // Nobody may connect to the template: CREATE DATABASE ... TEMPLATE fails while someone is.
        await admin.query(`ALTER DATABASE ${ident(template)} WITH ALLOW_CONNECTIONS false`);
        // Older templates (previous migrations/seed) are no longer needed; skip any still in use.
        const antigos = await admin.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE 'storefront\\_template\\_%' AND datname <> $1 AND datname NOT LIKE '%\\_building'`,
          [template],
        );
        for (const { datname } of antigos.rows) {
          await admin.query(`DROP DATABASE IF EXISTS ${ident(datname)}`).catch(() => undefined);
        }
      }
      for (let tentativa = 1; ; tentativa++) {
        try {
          await admin.query(`CREATE DATABASE ${ident(banco)} TEMPLATE ${ident(template)}`);
          break;
        } catch (error) {
          // 55006: the template is briefly in use (e.g. by autovacuum); try again.
          if ((error as { code?: string }).code !== '55006' || tentativa >= 5) throw error;
          await esperar(500 * tentativa);
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [LOCK_TEMPLATE_PG]);
    }
  } finally {
    await admin.end();
  }

  let aberto: OpenedDatabase;
  try {
    aberto = await openPostgres(urlComBanco(databaseUrl, banco), 5);
  } catch (error) {
    await dropBanco(databaseUrl, banco);
    throw error;
  }
  return {
    db: aberto.db,
    kind: 'postgres',
    async close() {
      await aberto.close();
      await dropBanco(databaseUrl, banco);
    },
  };
}

async function dropBanco(databaseUrl: string, banco: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${ident(banco)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

function urlDoTeste(options: OpenTestDatabaseOptions): string | undefined {
  return options.databaseUrl === undefined ? process.env.DATABASE_URL || undefined : (options.databaseUrl ?? undefined);
}

/**
 * A migrated and seeded database of its own (demo suppliers, catalogue and accounts of
 * server/db/seed/demo-accounts.ts). Always call `close()` (it deletes the copy).
 */
export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = urlDoTeste(options);
  return databaseUrl ? abrirPostgresDeTeste(databaseUrl) : abrirPgliteDeTeste();
}

/**
 * An empty database of its own, not even migrated (for tests of the migrations and of the first
 * start): a fresh PGlite folder, or a new PostgreSQL database. `close()` deletes it.
 */
export async function openEmptyTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = urlDoTeste(options);
  if (!databaseUrl) {
    vazioPglite ??= carregarVazioPglite().catch((error: unknown) => {
      vazioPglite = undefined;
      throw error;
    });
    const [snapshot, { wasm }] = await Promise.all([vazioPglite, carregarWasm()]);
    return openPgliteSnapshot(snapshot, wasm);
  }
  const banco = `storefront_vazio_${process.pid}_${++contador}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${ident(banco)}`);
  } finally {
    await admin.end();
  }
  const aberto = await openPostgres(urlComBanco(databaseUrl, banco), 2);
  return {
    db: aberto.db,
    kind: 'postgres',
    async close() {
      await aberto.close();
      await dropBanco(databaseUrl, banco);
    },
  };
}

/**
 * postgres://… of the very database `db` is connected to (each test file has a database of its
 * own, under its own name), from the server's URL: for a LISTEN connection or a child process.
 */
export async function urlDoBancoDeTeste(db: OpenedDatabase['db'], databaseUrl: string): Promise<string> {
  const { rows } = await sql<{ nome: string }>`SELECT current_database() AS nome`.execute(db);
  const url = new URL(databaseUrl);
  url.pathname = `/${rows[0]?.nome ?? ''}`;
  return url.toString();
}
