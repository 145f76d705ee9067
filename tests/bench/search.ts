/**
 * `npm run bench:search`: what a catalogue search costs on PostgreSQL (issue 32's checks), on
 * the PostgreSQL server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres;
 * databases are created through its `postgres` database). The run drops and re-creates its own
 * databases and leaves them for inspection:
 *
 * - `search_bench`: the demo data beside two generated co-tenants of BENCH_PRODUTOS products each
 *   (default 100,000; server/testing/catalogo-de-busca.ts: one product in eight a 'Refrigerante',
 *   one in 10,007 a 'Tucupi', groceries — 'Açúcar', 'Café', 'Arroz'… — for the rest);
 * - `search_bench_so`: the demo data alone (the small supplier's search without co-tenants);
 * - with BENCH_GRANDE=N (e.g. 1000000): `search_bench_grande`, the demo data and one generated
 *   supplier of N products.
 *
 * It prints, each beside its baseline of the same run:
 *
 * 1. Relevance: the nDCG@10 of the query set (server/testing/search-relevance.ts) through the real
 *    server, beside a plain trigram-similarity ranking.
 * 2. Database CPU per uncached search, per kind (broad 'refrigerante', narrow 'tucupi', prefix
 *    'refri', typo 'refrigerente') at BENCH_PRODUTOS, beside the plain list and a category: the
 *    search engine (`BuscaPostgres`, as the server runs it: one prepared statement per shape)
 *    called BENCH_REPETICOES times (default 200) on one connection, and the CPU PostgreSQL used
 *    per call (utime + stime from /proc of every postgres process, parallel workers included:
 *    PostgreSQL must run on this machine, otherwise quiet); the wall time per call beside it.
 *    Target: ≤ 5 ms per search.
 * 3. A small supplier beside two big catalogues: Aurora's searches (625 products), the same way,
 *    in `search_bench` and in `search_bench_so`, and the ratio. Target: ≤ 1.25×.
 * 4. Through the real server (`server/main.ts`, a child process, NODE_ENV=production, Maria
 *    logged in so the public cache never answers), 10 connections for BENCH_DURATION seconds
 *    (default 5) per call (autocannon in a child process): requests/s, p50/p99 and the CPU per
 *    answer of the server process and of every PostgreSQL process together, for a bare Fastify
 *    route, the plain list, each search repeated (its ranked page kept per catalogue version) and
 *    each search ranked on every call (a second server with SEARCH_CACHE_PAGES=0). Target: a
 *    repeated search costs ≤ 1.5× the plain list.
 * 5. With BENCH_GRANDE: 2. for narrow and prefix at N products, and their p99 at 10 connections
 *    through a server that ranks every call. Goal: ≤ 150 ms.
 *
 * The machine's load average is printed at the start and the end: on 2 shared cores the figures
 * move with it; read each against its baseline of the same run.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AutocannonResult } from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { comAdmin } from './support/bench-processos';
import { openDatabase, redactUrl, type OpenedDatabase } from '#server/db/connect';
import { ensureDatabase } from '#server/db/ensure';
import { BuscaPostgres } from '#server/modules/catalogo/busca-postgres';
import { temBusca } from '#server/modules/catalogo/motor-de-busca';
import { ProdutoRepository, type FiltroProdutos } from '#server/modules/catalogo/produto-repository';
import {
  categoriaEDescendentes,
  FORNECEDOR_BUSCA,
  FORNECEDOR_BUSCA_2,
  gerarCatalogoDeBusca,
} from '#server/testing/catalogo-de-busca';
import { giveEans, scoreRelevance } from '#server/testing/search-relevance';

const CONEXOES = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const PRODUTOS = Number(process.env.BENCH_PRODUTOS ?? 100_000);
const GRANDE = Number(process.env.BENCH_GRANDE ?? 0);
const REPETICOES = Number(process.env.BENCH_REPETICOES ?? 200);
const HOST = '127.0.0.1';
const ANON_TOKEN = 'anon-0123456789abcdef0123456789abcdef';
const META_CPU_BUSCA_MS = 5;
const META_VIZINHOS = 1.25;
const META_REPETIDA = 1.5;
const META_P99_GRANDE_MS = 150;
const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Clock ticks per second of /proc's utime and stime (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_POR_S = 100;

const carga = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const escrever = (texto: string) => process.stdout.write(`${texto}\n`);
const ms = (n: number) => (n >= 10 ? n.toFixed(1) : n.toFixed(2));

/** The fields after the command of /proc/<pid>/stat (index 0 is field 3, the state; man 5 proc). */
function campos(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system: fields 14 and 15) a process has used; undefined when it cannot be read. */
function cpuDoProcesso(pid: number): number | undefined {
  const f = campos(pid);
  return f === undefined ? undefined : (Number(f[11]) + Number(f[12])) / TICKS_POR_S;
}

/**
 * CPU seconds of PostgreSQL on this machine: every live postgres process (backends and background
 * workers), plus what its ended backends used, which the postmaster holds as its children's time
 * (cutime + cstime, fields 16 and 17) once it has reaped them.
 */
function cpuDoPostgres(): number {
  let total = 0;
  const pids = readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number);
  const doPostgres = new Set(
    pids.filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    }),
  );
  for (const pid of doPostgres) {
    const f = campos(pid);
    if (f === undefined) continue;
    total += (Number(f[11]) + Number(f[12])) / TICKS_POR_S;
    // The postmaster: a postgres process whose parent is not one.
    if (!doPostgres.has(Number(f[1]))) total += (Number(f[13]) + Number(f[14])) / TICKS_POR_S;
  }
  return total;
}

/** A fresh database with the migrations and the demo data. */
async function bancoNovo(base: URL, nome: string): Promise<{ url: string; banco: OpenedDatabase }> {
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  await comAdmin(adminUrl.toString(), async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${nome}`);
  });
  const url = new URL(base);
  url.pathname = `/${nome}`;
  // One connection: the engine's calls run on one PostgreSQL backend, whose CPU is read.
  const banco = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  const t = Date.now();
  await ensureDatabase(banco.db);
  escrever(`${nome}: migrações e dados de demonstração em ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return { url: url.toString(), banco };
}

async function gerar(
  banco: OpenedDatabase,
  nome: string,
  produtos: number,
  id: typeof FORNECEDOR_BUSCA | typeof FORNECEDOR_BUSCA_2 = FORNECEDOR_BUSCA,
) {
  const t = Date.now();
  const r = await gerarCatalogoDeBusca(banco.db, produtos, id);
  escrever(
    `${nome}: ${produtos.toLocaleString('pt-BR')} produtos gerados em ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  return r;
}

interface Custo {
  /**
   * CPU of PostgreSQL per call, ms: every postgres process, so a parallel worker's share counts
   * (undefined: PostgreSQL is not on this machine).
   */
  cpuMs: number | undefined;
  /** Wall time per call, ms. */
  paredeMs: number;
  linhas: number;
}

/**
 * The cost of a page of 20 (page 1), as the server asks it: the search engine for a filter with
 * words (ranked), the repository for a list; warmed up first (the prepared statement reaches its
 * generic plan after five runs).
 */
async function custo(banco: OpenedDatabase, filtro: FiltroProdutos, repeticoes = REPETICOES): Promise<Custo> {
  const repositorio = new ProdutoRepository(banco.db);
  const motor = new BuscaPostgres(banco.db, repositorio);
  const pagina = () =>
    temBusca(filtro) ? motor.pagina(filtro, 'relevancia', 20, 0) : repositorio.listar(filtro, 'relevancia', 20, 0);
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(banco.db);
  // PostgreSQL on this machine: its backend's /proc entry can be read.
  const local = cpuDoProcesso(rows[0]!.pid) !== undefined;
  let linhas = 0;
  for (let i = 0; i < 10; i++) linhas = (await pagina()).rows.length;
  const antes = cpuDoPostgres();
  const t = process.hrtime.bigint();
  for (let i = 0; i < repeticoes; i++) await pagina();
  const paredeMs = Number(process.hrtime.bigint() - t) / 1e6 / repeticoes;
  const cpuMs = local ? ((cpuDoPostgres() - antes) * 1000) / repeticoes : undefined;
  return { cpuMs, paredeMs, linhas };
}

const celulaCusto = (c: Custo) =>
  `${c.cpuMs === undefined ? '   não medido' : `${ms(c.cpuMs).padStart(6)} ms de CPU`}  ${ms(c.paredeMs).padStart(6)} ms por chamada  (${c.linhas} na página)`;

/** Starts `server/main.ts` on a free port against the database; resolves when it answers /healthz. */
async function iniciarServidor(databaseUrl: string, env: Record<string, string> = {}): Promise<Servidor> {
  const porta = await portaLivre();
  const filho = spawn(process.execPath, ['--import', 'tsx', join(RAIZ, 'server', 'main.ts')], {
    cwd: RAIZ,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(porta),
      HOST,
      NODE_ENV: 'production',
      // Measure the pages on the platform host, not a redirect to the shop's domain.
      DOMAIN_HANDOVER: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ate = Date.now() + 60_000;
  while (Date.now() < ate) {
    if (filho.exitCode !== null) throw new Error(`o servidor saiu com código ${filho.exitCode}`);
    const ok = await fetch(`http://${HOST}:${porta}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { filho, base: `http://${HOST}:${porta}` };
    await new Promise((r) => setTimeout(r, 250));
  }
  filho.kill('SIGKILL');
  throw new Error('o servidor não respondeu /healthz em 60 s');
}

interface Servidor {
  filho: ChildProcess;
  base: string;
}

async function parar(servidor: Servidor | undefined): Promise<void> {
  if (!servidor) return;
  // autocannon stops after its duration, but the server still answers what was queued: let it
  // drain before SIGTERM closes its pool (else those answers log 'driver has already been destroyed').
  await new Promise((r) => setTimeout(r, 2000));
  servidor.filho.kill('SIGTERM');
  await new Promise((r) => servidor.filho.once('exit', r));
}

async function portaLivre(): Promise<number> {
  const f = Fastify();
  await f.listen({ port: 0, host: HOST });
  const porta = (f.server.address() as { port: number }).port;
  await f.close();
  return porta;
}

async function loginDeMaria(base: string, idfornecedor: string): Promise<string> {
  const login = await fetch(`${base}/api/v1/app/${ANON_TOKEN}/usuario/autenticar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor }),
  });
  const sessao = (await login.json()) as { token?: string; mensagem?: string };
  if (!login.ok || !sessao.token)
    throw new Error(`login de Maria respondeu HTTP ${login.status}: ${sessao.mensagem ?? ''}`);
  return sessao.token;
}

interface Carga {
  rps: number;
  p50: number;
  p99: number;
  respostas: number;
  erros: number;
  /** CPU per answer, ms: the server process, and every PostgreSQL process. */
  servidorMs: number | undefined;
  postgresMs: number;
}

/** autocannon (a child process) at `conexoes` connections; the CPU the server and PostgreSQL used meanwhile. */
async function carregar(url: string, servidorPid: number | undefined, conexoes = CONEXOES): Promise<Carga> {
  // Warm-up: JIT, pools, prepared statements, the ranked page when it is kept.
  for (let rodada = 0; rodada < 10; rodada++) {
    await Promise.all(Array.from({ length: conexoes }, () => fetch(url).then((r) => r.arrayBuffer())));
  }
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const servidorAntes = servidorPid === undefined ? undefined : cpuDoProcesso(servidorPid);
  const postgresAntes = cpuDoPostgres();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, '--json', '-c', String(conexoes), '-d', String(DURATION_S), '-t', '30', url],
    { maxBuffer: 16 * 1024 * 1024, timeout: (DURATION_S + 60) * 1000 },
  );
  const servidorDepois = servidorPid === undefined ? undefined : cpuDoProcesso(servidorPid);
  const postgresDepois = cpuDoPostgres();
  const r = JSON.parse(stdout) as AutocannonResult;
  const respostas = Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    respostas: r.requests.total,
    erros: r.errors + r.non2xx,
    servidorMs:
      servidorAntes === undefined || servidorDepois === undefined
        ? undefined
        : ((servidorDepois - servidorAntes) * 1000) / respostas,
    postgresMs: ((postgresDepois - postgresAntes) * 1000) / respostas,
  };
}

const celulaCarga = (c: Carga) =>
  `${c.rps.toFixed(0).padStart(6)} req/s  p50 ${String(c.p50).padStart(4)} ms  p99 ${String(c.p99).padStart(5)} ms  ` +
  `CPU por resposta: servidor ${c.servidorMs === undefined ? '—' : ms(c.servidorMs)} ms + PostgreSQL ${ms(c.postgresMs)} ms` +
  (c.erros > 0 ? `  (${c.erros} erros ou não-2xx)` : '');

const veredito = (ok: boolean) => (ok ? 'atingida' : 'NÃO atingida');

async function main(): Promise<void> {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  escrever(`Carga da máquina (uptime) no início: ${carga()}`);
  escrever(`PostgreSQL: ${redactUrl(base.toString())} (bancos search_bench*, apagados e criados de novo agora)`);
  const abertos: OpenedDatabase[] = [];
  const servidores: Servidor[] = [];
  const bare = Fastify({ logger: false });
  let falhou = false;
  try {
    const vizinhos = await bancoNovo(base, 'search_bench');
    abertos.push(vizinhos.banco);
    const { idcategoria } = await gerar(vizinhos.banco, 'search_bench', PRODUTOS, FORNECEDOR_BUSCA);
    await gerar(vizinhos.banco, 'search_bench', PRODUTOS, FORNECEDOR_BUSCA_2);
    const sozinho = await bancoNovo(base, 'search_bench_so');
    abertos.push(sozinho.banco);
    await sql`VACUUM ANALYZE`.execute(sozinho.banco.db);

    const lojas = Object.fromEntries(
      (await vizinhos.banco.db.selectFrom('fornecedores').select(['slug', 'idfornecedor']).execute())
        .filter((f) => f.slug === 'aurora' || f.slug === 'construforte')
        .map((f) => [f.slug, f.idfornecedor]),
    );
    const aurora = lojas.aurora!;

    // 1. Relevance, through the server (its ranking, kept per version: the set is asked once).
    const comCache = await iniciarServidor(vizinhos.url);
    servidores.push(comCache);
    for (const [loja, id] of Object.entries(lojas)) await giveEans(vizinhos.banco.db, id, loja);
    const notas = await scoreRelevance(vizinhos.banco.db, lojas, async (idfornecedor, q) => {
      const r = await fetch(
        `${comCache.base}/api/v2/app/${ANON_TOKEN}/listaprodutos/${idfornecedor}?${new URLSearchParams({ sk: q, limit: '10' })}`,
      );
      return ((await r.json()) as { produtos: { nome: string }[] }).produtos.map((p) => p.nome);
    });
    escrever('\n1. Relevância (nDCG@10 do conjunto de consultas; ao lado, ordenação só por similaridade de trigramas)');
    for (const n of notas) {
      escrever(
        `${n.shop.padEnd(14)} ${n.queries} consultas  nDCG@10 ${n.ndcg.toFixed(3)}  trigramas ${n.ndcgTrigram.toFixed(3)}` +
          `  primeiro resultado errado: ${n.wrongFirst.length === 0 ? 'nenhum' : n.wrongFirst.join(', ')}`,
      );
    }
    if (process.env.BENCH_SO_RELEVANCIA === '1') return;

    // 2. Database CPU per uncached search at PRODUTOS, beside the list and a category.
    const grande = (busca?: string): FiltroProdutos => ({ idfornecedor: FORNECEDOR_BUSCA, busca });
    const tipos: { nome: string; filtro: FiltroProdutos; busca?: string }[] = [
      { nome: 'lista de produtos', filtro: grande() },
      {
        nome: 'lista de uma categoria',
        filtro: {
          idfornecedor: FORNECEDOR_BUSCA,
          idsCategoria: await categoriaEDescendentes(vizinhos.banco.db, idcategoria),
        },
      },
      { nome: "ampla 'refrigerante'", filtro: grande('refrigerante'), busca: 'refrigerante' },
      { nome: "estreita 'tucupi'", filtro: grande('tucupi'), busca: 'tucupi' },
      { nome: "prefixo 'refri'", filtro: grande('refri'), busca: 'refri' },
      { nome: "erro de digitação 'refrigerente'", filtro: grande('refrigerente'), busca: 'refrigerente' },
    ];
    escrever(
      `\n2. CPU do PostgreSQL por busca sem cache, ${PRODUTOS.toLocaleString('pt-BR')} produtos ` +
        `(ao lado de outro catálogo igual e dos dados de demonstração; ${REPETICOES} chamadas de cada, uma conexão)`,
    );
    const custos = new Map<string, Custo>();
    for (const t of tipos) {
      const c = await custo(vizinhos.banco, t.filtro);
      custos.set(t.nome, c);
      escrever(`${t.nome.padEnd(36)} ${celulaCusto(c)}`);
    }
    const buscas = tipos.filter((t) => t.busca !== undefined).map((t) => custos.get(t.nome)!);
    if (buscas.every((c) => c.cpuMs !== undefined)) {
      const pior = Math.max(...buscas.map((c) => c.cpuMs!));
      escrever(
        `meta ≤ ${META_CPU_BUSCA_MS} ms de CPU por busca: ${veredito(pior <= META_CPU_BUSCA_MS)} (a pior: ${ms(pior)} ms)`,
      );
      if (pior > META_CPU_BUSCA_MS) falhou = true;
    } else {
      escrever('CPU não medida: o PostgreSQL não roda nesta máquina (/proc/<pid> do backend não existe aqui).');
    }

    // 3. A small supplier (Aurora) beside two big catalogues, and alone.
    const consultasAurora = ['açúcar', 'cafe', 'caf', 'acuar', 'arroz', 'biscoito recheado'];
    escrever(
      `\n3. Aurora (um fornecedor pequeno) ao lado de dois catálogos de ${PRODUTOS.toLocaleString('pt-BR')} ` +
        `e sozinha (só os dados de demonstração): CPU do PostgreSQL por busca sem cache`,
    );
    const razoes: number[] = [];
    for (const q of [undefined, ...consultasAurora]) {
      const filtro: FiltroProdutos = { idfornecedor: aurora, busca: q };
      const so = await custo(sozinho.banco, filtro);
      const ao = await custo(vizinhos.banco, filtro);
      const razao = so.cpuMs && ao.cpuMs !== undefined ? ao.cpuMs / so.cpuMs : undefined;
      if (q !== undefined && razao !== undefined) razoes.push(razao);
      escrever(
        `${(q === undefined ? 'lista de produtos' : `'${q}'`).padEnd(22)} sozinha ${so.cpuMs === undefined ? '—' : ms(so.cpuMs)} ms` +
          `  ao lado ${ao.cpuMs === undefined ? '—' : ms(ao.cpuMs)} ms  razão ${razao === undefined ? '—' : `${razao.toFixed(2)}×`}` +
          `  (parede ${ms(so.paredeMs)} / ${ms(ao.paredeMs)} ms)`,
      );
    }
    if (razoes.length > 0) {
      const pior = Math.max(...razoes);
      escrever(`meta ≤ ${META_VIZINHOS}×: ${veredito(pior <= META_VIZINHOS)} (a pior: ${pior.toFixed(2)}×)`);
      if (pior > META_VIZINHOS) falhou = true;
    }

    // 4. Through the real server: the list, each search repeated (kept ranked) and ranked on every call.
    const semCache = await iniciarServidor(vizinhos.url, { SEARCH_CACHE_PAGES: '0' });
    servidores.push(semCache);
    bare.get('/json', async () => ({ hello: 'world' }));
    await bare.listen({ port: 0, host: HOST });
    const portaBare = (bare.server.address() as { port: number }).port;
    const tokenCom = await loginDeMaria(comCache.base, FORNECEDOR_BUSCA);
    const tokenSem = await loginDeMaria(semCache.base, FORNECEDOR_BUSCA);
    const url = (s: Servidor, token: string, q = '') =>
      `${s.base}/api/v2/app/${token}/listaprodutos/${FORNECEDOR_BUSCA}?page=1&limit=20${q}`;
    const conferir = async (u: string) => {
      const r = await fetch(u);
      if (!r.ok) throw new Error(`${u} respondeu HTTP ${r.status}`);
      if (r.headers.get('x-cache') !== null) throw new Error(`${u} passou pelo cache público`);
    };
    escrever(
      `\n4. Pelo servidor (cliente logado, ${CONEXOES} conexões, ${DURATION_S} s cada; CPU por resposta do processo do servidor e de todo o PostgreSQL)`,
    );
    const puro = await carregar(`http://${HOST}:${portaBare}/json`, process.pid);
    escrever(`${'rota JSON (Fastify puro, neste processo)'.padEnd(46)} ${celulaCarga(puro)}`);
    await conferir(url(comCache, tokenCom));
    const lista = await carregar(url(comCache, tokenCom), comCache.filho.pid);
    escrever(`${'lista de produtos'.padEnd(46)} ${celulaCarga(lista)}`);
    const cpuLista = (lista.servidorMs ?? 0) + lista.postgresMs;
    const razoesRepetidas: number[] = [];
    for (const t of tipos.filter((x) => x.busca !== undefined)) {
      const q = `&sk=${encodeURIComponent(t.busca!)}`;
      await conferir(url(comCache, tokenCom, q));
      const repetida = await carregar(url(comCache, tokenCom, q), comCache.filho.pid);
      const razao = ((repetida.servidorMs ?? 0) + repetida.postgresMs) / cpuLista;
      razoesRepetidas.push(repetida.respostas === 0 || repetida.erros > 0 ? Number.POSITIVE_INFINITY : razao);
      escrever(`${`${t.nome}, repetida`.padEnd(46)} ${celulaCarga(repetida)}  ${razao.toFixed(2)}× a lista`);
      const ranqueada = await carregar(url(semCache, tokenSem, q), semCache.filho.pid);
      escrever(`${`${t.nome}, ranqueada a cada chamada`.padEnd(46)} ${celulaCarga(ranqueada)}`);
    }
    const piorRepetida = Math.max(...razoesRepetidas);
    escrever(
      `meta: uma busca repetida custa ≤ ${META_REPETIDA}× a lista (CPU do servidor + PostgreSQL por resposta): ` +
        `${veredito(piorRepetida <= META_REPETIDA)} (a pior: ${piorRepetida.toFixed(2)}×)`,
    );
    if (piorRepetida > META_REPETIDA) falhou = true;
    await parar(semCache);
    await parar(comCache);
    servidores.length = 0;

    // 5. One supplier with BENCH_GRANDE products.
    if (GRANDE > 0) {
      const grandeBanco = await bancoNovo(base, 'search_bench_grande');
      abertos.push(grandeBanco.banco);
      await gerar(grandeBanco.banco, 'search_bench_grande', GRANDE);
      escrever(`\n5. Um fornecedor de ${GRANDE.toLocaleString('pt-BR')} produtos`);
      for (const t of tipos.filter((x) => x.busca === 'tucupi' || x.busca === 'refri' || x.busca === undefined)) {
        escrever(
          `${t.nome.padEnd(36)} ${celulaCusto(await custo(grandeBanco.banco, t.filtro, Math.min(REPETICOES, 50)))}`,
        );
      }
      const servidor = await iniciarServidor(grandeBanco.url, { SEARCH_CACHE_PAGES: '0' });
      servidores.push(servidor);
      const token = await loginDeMaria(servidor.base, FORNECEDOR_BUSCA);
      const p99s: number[] = [];
      for (const q of ['tucupi', 'refri']) {
        const r = await carregar(url(servidor, token, `&sk=${q}`), servidor.filho.pid);
        // No answer, or an error, misses the goal whatever autocannon's p99 says.
        p99s.push(r.respostas === 0 || r.erros > 0 ? Number.POSITIVE_INFINITY : r.p99);
        escrever(`${`'${q}', ranqueada a cada chamada`.padEnd(46)} ${celulaCarga(r)}`);
      }
      escrever(
        `meta p99 ≤ ${META_P99_GRANDE_MS} ms a ${CONEXOES} conexões: ${veredito(Math.max(...p99s) <= META_P99_GRANDE_MS)}`,
      );
      if (Math.max(...p99s) > META_P99_GRANDE_MS) falhou = true;
    }
    escrever(`\nCarga da máquina (uptime) no fim: ${carga()}`);
    if (falhou) process.exitCode = 1;
  } finally {
    for (const s of servidores) await parar(s);
    await bare.close();
    for (const b of abertos) await b.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
