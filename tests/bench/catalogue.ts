/**
 * `npm run bench:catalogue`: the public catalogue calls of the real app on PostgreSQL, at the demo
 * size (Aurora, 624 products) and at a generated size (BENCH_PRODUTOS, default 100,000, a supplier
 * of its own), each cached (an anonymous visitor: answers shared through the public cache) and
 * uncached (a logged-in customer, Maria, logged in through the API at that supplier: her answers
 * are computed on every call and never shared), beside a bare Fastify JSON route started in the
 * same run. Calls: category tree, product list, a category's list, the home carousels with their
 * products, a product page. autocannon runs in a child process (the load generator does not share
 * the servers' event loop), 50 connections for BENCH_DURATION seconds (default 5) each, one after
 * the other. Prints requests/s and p99 of each, the cached list against the bare route, and the
 * load average of the machine before and after. The API rate limit is off (one client IP).
 *
 * Database: DATABASE_URL names the PostgreSQL server; the run creates its own database
 * `bench_catalogo_<pid>_<random>` there (migrations, demo data, the generated supplier) and drops it
 * at the end. Bounded: about 21 × (BENCH_DURATION + 2) s plus the set-up (tens of seconds).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import type { AutocannonResult } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app';
import { testConfig } from '#server/config';
import { openDatabase, redactUrl } from '#server/db/connect';
import { ensureDatabase } from '#server/db/ensure';
import { AURORA_ID } from '#server/db/seed/fornecedores';
import { gerarCatalogoGrande } from './catalogo-grande';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const PRODUTOS_GRANDE = Number(process.env.BENCH_PRODUTOS ?? 100_000);
const HOST = '127.0.0.1';
const ANON_TOKEN = 'anon-0123456789abcdef0123456789abcdef';

interface Medicao {
  nome: string;
  rps: number;
  p99: number;
  media: number;
  total: number;
  erros: number;
  timeouts: number;
  non2xx: number;
}

async function medir(nome: string, url: string): Promise<Medicao> {
  process.stdout.write(`→ ${nome}\n`);
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
    rps: r.requests.average,
    p99: r.latency.p99,
    media: r.latency.average,
    total: r.requests.total,
    erros: Math.max(0, r.errors - r.timeouts),
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

const carga = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const ident = (nome: string) => `"${nome.replace(/"/g, '""')}"`;

async function comAdmin<T>(databaseUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function ouvir(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: HOST });
  return (app.server.address() as { port: number }).port;
}

interface Chamada {
  nome: string;
  caminho: string;
}

/** The calls of one caller: `token` and, for `{authCliente}`, `idcliente` (0: anonymous). */
function chamadas(
  idfornecedor: string,
  idcategoria: number,
  slug: string,
  token: string,
  idcliente: number,
): Chamada[] {
  return [
    { nome: 'árvore de categorias', caminho: `/api/v2/app/${token}/listacategoriasprodutos/${idfornecedor}` },
    { nome: 'lista de produtos', caminho: `/api/v2/app/${token}/listaprodutos/${idfornecedor}?page=1` },
    {
      nome: 'lista de uma categoria',
      caminho: `/api/v2/app/${token}/listaprodutos/${idfornecedor}?page=1&categ=${idcategoria}`,
    },
    {
      nome: 'carrosséis (com produtos)',
      caminho: `/api/v2/app/${token}~${idcliente}/customizacao/carrossel/list-for-page/${idfornecedor}?page=HOME&loadProdutos=true`,
    },
    { nome: 'página de produto', caminho: `/api/v2/app/${token}/fornecedor/${idfornecedor}/produto/${slug}` },
  ];
}

const MARIA = { cpf: 'maria@exemplo.com.br', senha: 'maria123' };

/** Logs Maria in at the supplier through the API (as the storefront does); her session token and client. */
async function entrarComoMaria(porta: number, idfornecedor: string): Promise<{ token: string; idcliente: number }> {
  const r = await fetch(`http://${HOST}:${porta}/api/v1/app/${ANON_TOKEN}/usuario/autenticar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...MARIA, idfornecedor }),
  });
  const corpo = (await r.json()) as { token?: string; idcliente?: number | null; mensagem?: string };
  if (!r.ok || !corpo.token)
    throw new Error(`login de Maria em ${idfornecedor} respondeu HTTP ${r.status}: ${corpo.mensagem ?? ''}`);
  return { token: corpo.token, idcliente: corpo.idcliente ?? 0 };
}

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    throw new Error(
      'defina DATABASE_URL (postgres://…): o benchmark cria e apaga o próprio banco bench_catalogo_* nesse servidor',
    );
  }
  const banco = `bench_catalogo_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${banco}`;
  const databaseUrl = url.toString();
  process.stdout.write(`Carga da máquina (uptime) no início: ${carga()}\n`);
  process.stdout.write(`Banco: PostgreSQL ${redactUrl(databaseUrl)} (criado agora, apagado no fim)\n`);
  await comAdmin(baseUrl, (admin) => admin.query(`CREATE DATABASE ${ident(banco)}`));

  const bare = Fastify({ logger: false });
  const apps: FastifyInstance[] = [];
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const apagar = () =>
    comAdmin(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${ident(banco)} WITH (FORCE)`)).catch(
      () => undefined,
    );
  const interromper = () => {
    void apagar().finally(() => process.exit(130));
  };
  process.once('SIGINT', interromper);
  process.once('SIGTERM', interromper);
  try {
    database = await openDatabase({ databaseUrl, poolSize: 10 });
    const t = Date.now();
    await ensureDatabase(database.db);
    process.stdout.write(`Migrações e dados de demonstração: ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
    const grande = await gerarCatalogoGrande(database.db, PRODUTOS_GRANDE, AURORA_ID);
    process.stdout.write(
      `${PRODUTOS_GRANDE.toLocaleString('pt-BR')} produtos gerados em ${(grande.ms / 1000).toFixed(1)} s\n`,
    );

    const aurora = await database.db
      .selectFrom('produtos')
      .innerJoin('categorias', 'categorias.idcategoria', 'produtos.idcategoria')
      .select(['produtos.slug', 'categorias.idcategoriapai'])
      .where('produtos.idfornecedor', '=', AURORA_ID)
      .where('produtos.ativo', '=', true)
      .where('produtos.produto_adicional_de', 'is', null)
      .where('categorias.idcategoriapai', 'is not', null)
      .orderBy('produtos.ordem')
      .limit(1)
      .executeTakeFirstOrThrow();
    const auroraProdutos = await database.db
      .selectFrom('produtos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idfornecedor', '=', AURORA_ID)
      .executeTakeFirstOrThrow();

    // The app as served: the public cache on (LISTEN on its own connection), the rate limit off
    // (every request comes from one IP here; with it on, the bench measured 429 answers).
    const app = buildApp({
      config: testConfig({ logLevel: 'silent', databaseUrl, rateLimitMax: 0 }),
      db: database.db,
      dbKind: database.kind,
      logger: false,
    });
    apps.push(app);
    const porta = await ouvir(app);
    bare.get('/json', async () => ({ hello: 'world' }));
    const portaBare = await ouvir(bare);

    const tamanhos = [];
    for (const t of [
      {
        rotulo: `${Number(auroraProdutos.n)} produtos`,
        idfornecedor: AURORA_ID,
        idcategoria: aurora.idcategoriapai as number,
        slug: aurora.slug,
      },
      {
        rotulo: `${PRODUTOS_GRANDE.toLocaleString('pt-BR')} produtos`,
        idfornecedor: grande.idfornecedor,
        idcategoria: grande.idcategoria,
        slug: grande.slug,
      },
    ]) {
      const maria = await entrarComoMaria(porta, t.idfornecedor);
      tamanhos.push({
        rotulo: t.rotulo,
        anonimas: chamadas(t.idfornecedor, t.idcategoria, t.slug, ANON_TOKEN, 0),
        logadas: chamadas(t.idfornecedor, t.idcategoria, t.slug, maria.token, maria.idcliente),
      });
    }
    for (const { anonimas, logadas } of tamanhos) {
      for (const c of [...anonimas, ...logadas]) {
        const r = await fetch(`http://${HOST}:${porta}${c.caminho}`);
        if (!r.ok) throw new Error(`${c.nome} respondeu HTTP ${r.status}: ${(await r.text()).slice(0, 200)}`);
        await r.arrayBuffer();
      }
      // Maria's answers must be computed for her, never taken from (or put in) the shared cache.
      for (const c of logadas) {
        const r = await fetch(`http://${HOST}:${porta}${c.caminho}`);
        await r.arrayBuffer();
        if (r.headers.get('x-cache') !== null || !String(r.headers.get('cache-control')).includes('private')) {
          throw new Error(
            `${c.nome} de um cliente logado passou pelo cache público (x-cache ${r.headers.get('x-cache')})`,
          );
        }
      }
    }

    // Warm-up (JIT, connection pools, plans): a few hundred calls of each URL before measuring.
    const aquecer = async (u: string) => {
      for (let rodada = 0; rodada < 30; rodada++) {
        await Promise.all(Array.from({ length: 10 }, () => fetch(u).then((r) => r.arrayBuffer())));
      }
    };
    await aquecer(`http://${HOST}:${portaBare}/json`);
    for (const { anonimas, logadas } of tamanhos) {
      for (const c of [...anonimas, ...logadas]) await aquecer(`http://${HOST}:${porta}${c.caminho}`);
    }

    const resultados: { tamanho: string; chamada: string; cache: Medicao; semCache: Medicao }[] = [];
    const puro = await medir(`rota JSON (Fastify puro)`, `http://${HOST}:${portaBare}/json`);
    for (const { rotulo, anonimas, logadas } of tamanhos) {
      for (const [i, c] of anonimas.entries()) {
        const cache = await medir(`${rotulo}, ${c.nome}, com cache (anônimo)`, `http://${HOST}:${porta}${c.caminho}`);
        const sem = await medir(
          `${rotulo}, ${c.nome}, sem cache (cliente logado)`,
          `http://${HOST}:${porta}${logadas[i]!.caminho}`,
        );
        resultados.push({ tamanho: rotulo, chamada: c.nome, cache, semCache: sem });
      }
    }

    const celula = (m: Medicao) =>
      `${m.rps.toFixed(0).padStart(7)} req/s  p99 ${String(m.p99).padStart(5)} ms${m.erros || m.timeouts || m.non2xx ? ` (${m.erros} erros, ${m.timeouts} timeouts, ${m.non2xx} não-2xx)` : ''}`;
    process.stdout.write(`\nResultado (${CONNECTIONS} conexões, ${DURATION_S} s cada)\n`);
    process.stdout.write(`${'rota JSON (Fastify puro)'.padEnd(48)} ${celula(puro)}\n`);
    process.stdout.write(`${''.padEnd(48)} ${'com cache (anônimo)'.padEnd(30)} sem cache (cliente logado)\n`);
    for (const r of resultados) {
      process.stdout.write(
        `${`${r.tamanho}: ${r.chamada}`.padEnd(48)} ${celula(r.cache).padEnd(30)} ${celula(r.semCache)}\n`,
      );
    }
    for (const r of resultados.filter((x) => x.chamada === 'lista de produtos')) {
      const ratio = puro.rps > 0 ? r.cache.rps / puro.rps : 0;
      process.stdout.write(
        `Lista com cache / Fastify puro (${r.tamanho}): ${(ratio * 100).toFixed(1)}% das req/s (meta: ao menos 40%: ${ratio >= 0.4 ? 'atingida' : 'NÃO atingida'})\n`,
      );
    }
    const acima = resultados.filter((r) => r.chamada !== 'página de produto' && r.semCache.p99 > 50);
    process.stdout.write(
      `p99 sem cache ≤ 50 ms (árvore, listas, categoria, carrosséis): ${acima.length === 0 ? 'atingida' : `NÃO atingida em ${acima.map((r) => `${r.tamanho}: ${r.chamada} (${r.semCache.p99} ms)`).join('; ')}`}\n`,
    );
    process.stdout.write(`Carga da máquina (uptime) no fim: ${carga()}\n`);
    if (resultados.some((r) => r.cache.erros + r.cache.non2xx + r.semCache.erros + r.semCache.non2xx > 0)) {
      process.stderr.write('Alguma chamada respondeu com erros durante a medição.\n');
      process.exitCode = 1;
    }
  } finally {
    for (const app of apps) await app.close().catch(() => undefined);
    await bare.close();
    await database?.close();
    await apagar();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:catalogue falhou: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
