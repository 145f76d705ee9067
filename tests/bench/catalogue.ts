/**
 * `npm run bench:catalogue`: the product list call of the real app (seeded database) beside a bare
 * Fastify JSON route, both started here on random loopback ports, each hit by autocannon with
 * 100 connections for 10 s, one after the other. autocannon runs in a child process of its own,
 * so the load generator does not share the servers' event loop. Prints requests/s and p99
 * latency of each and the ratio. Bounded: it stops by itself (about 25 s plus the first seed of
 * a fresh database).
 *
 * Database: DATABASE_URL when set (PostgreSQL), else a PGlite folder (BENCH_DATA_DIR, default
 * .tmp/bench-pglite, created and seeded on the first run and reused afterwards).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AutocannonResult } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { ensureDatabase } from '../../server/db/ensure';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const HOST = '127.0.0.1';
const ANON_TOKEN = 'anon-0123456789abcdef0123456789abcdef';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Medicao {
  nome: string;
  url: string;
  rps: number;
  p99: number;
  media: number;
  total: number;
  erros: number;
  timeouts: number;
  non2xx: number;
}

async function medir(nome: string, url: string): Promise<Medicao> {
  process.stdout.write(`→ ${nome}: ${CONNECTIONS} conexões por ${DURATION_S} s em ${url}\n`);
  // A generous timeout: slow answers count in the latency instead of vanishing as errors.
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, '--json', '-c', String(CONNECTIONS), '-d', String(DURATION_S), '-t', '30', url],
    { maxBuffer: 16 * 1024 * 1024, timeout: (DURATION_S + 60) * 1000 },
  );
  const r = JSON.parse(stdout) as AutocannonResult;
  return {
    nome,
    url,
    rps: r.requests.average,
    p99: r.latency.p99,
    media: r.latency.average,
    total: r.requests.total,
    erros: Math.max(0, r.errors - r.timeouts),
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(root, process.env.BENCH_DATA_DIR ?? '.tmp/bench-pglite');
  const database = await openDatabase({ databaseUrl, dataDir });
  const bare = Fastify({ logger: false });
  let app: ReturnType<typeof buildApp> | undefined;
  try {
    process.stdout.write(`Banco: ${database.kind}${databaseUrl ? '' : ` (${dataDir})`}; preparando (migrações e dados de demonstração)…\n`);
    await ensureDatabase(database.db);
    const aurora = await database.db
      .selectFrom('fornecedores')
      .select('idfornecedor')
      .where('slug', '=', 'aurora')
      .executeTakeFirst();
    if (!aurora) throw new Error('O fornecedor "aurora" não está no banco: os dados de demonstração não foram criados.');

    app = buildApp({ config: testConfig({ logLevel: 'silent' }), db: database.db, dbKind: database.kind, logger: false });
    await app.listen({ port: 0, host: HOST });
    const appPort = (app.server.address() as { port: number }).port;

    bare.get('/json', async () => ({ hello: 'world' }));
    await bare.listen({ port: 0, host: HOST });
    const barePort = (bare.server.address() as { port: number }).port;

    const listaUrl = `http://${HOST}:${appPort}/api/v2/app/${ANON_TOKEN}/listaprodutos/${aurora.idfornecedor}?page=1`;
    const check = await fetch(listaUrl);
    const body = (await check.json()) as { produtos?: unknown[] };
    if (!check.ok || !Array.isArray(body.produtos) || body.produtos.length === 0) {
      throw new Error(`A lista de produtos não respondeu como esperado (HTTP ${check.status}).`);
    }

    const lista = await medir('listaprodutos (app real)', listaUrl);
    const puro = await medir('rota JSON (Fastify puro)', `http://${HOST}:${barePort}/json`);

    const linha = (m: Medicao) =>
      `${m.nome.padEnd(28)} ${m.rps.toFixed(0).padStart(9)} req/s   p99 ${String(m.p99).padStart(5)} ms   média ${m.media.toFixed(1).padStart(7)} ms   ${m.total} req${m.erros || m.timeouts || m.non2xx ? `   (${m.erros} erros, ${m.timeouts} timeouts, ${m.non2xx} não-2xx)` : ''}`;
    process.stdout.write('\nResultado\n');
    process.stdout.write(`${linha(lista)}\n${linha(puro)}\n`);
    const ratio = puro.rps > 0 ? lista.rps / puro.rps : 0;
    process.stdout.write(
      `Razão listaprodutos / Fastify puro: ${(ratio * 100).toFixed(1)}% das req/s (${ratio.toFixed(3)}), p99 ${lista.p99} ms vs ${puro.p99} ms\n`,
    );
    if (lista.erros > 0 || lista.non2xx > 0) {
      process.stderr.write('A lista de produtos respondeu com erros durante a medição.\n');
      process.exitCode = 1;
    }
  } finally {
    await app?.close();
    await bare.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:catalogue falhou: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
