/**
 * `npm run bench:catalogue`: the catalogue calls as people meet them, each beside a bare Fastify
 * route measured in the same interleaved rounds (read as in ../shared/bench/README.md).
 *
 * - The server runs as `npm start` runs it: the built server (dist/node/main.js, built first when
 *   out of date; `npm start` also builds the storefront, which the API does not need) in a process
 *   of its own, with production logging (LOG_LEVEL info, NODE_ENV production: a line per request,
 *   written to a log file), on PostgreSQL. The API rate limit is off (one client IP here).
 * - A co-tenant catalogue: the demo data (Aurora, 624 products, beside the other demo suppliers)
 *   and BENCH_GRANDES generated suppliers (default 2) of BENCH_PRODUTOS products each (default
 *   100,000). Measured: Aurora and the first generated one.
 * - Load from other processes: autocannon in a child process per measurement, 50 connections, with
 *   a browser's headers (Accept-Encoding `gzip, deflate, br, zstd`, Accept, Accept-Language,
 *   User-Agent, the storefront's X-idfornecedor and consent headers). The bare route (`{"hello":
 *   "world"}`, Fastify without logging) is a process of its own too, and gets the same headers.
 * - Calls: category tree, product list, a category's list, the home carousels with their products,
 *   a product page; each cached (an anonymous visitor: the public cache's compressed copy) and
 *   uncached (Maria, logged in through the API at that supplier: computed on every call).
 * - Interleaved: BENCH_ROUNDS rounds (default 3); each round runs every target once (the bare route
 *   first), BENCH_WARMUP s (default 1) of warm-up then BENCH_DURATION s (default 5) measured.
 *   Per target it prints the median req/s (and each round's), the median of each round's share of
 *   the bare route's req/s, p99, the server's CPU per answer (utime + stime of its process) and
 *   PostgreSQL's (the backends connected to the bench's database, read from /proc: same machine),
 *   bytes per answer, and the 1-minute load at the start of each round; then the server's RSS.
 *
 * Database: DATABASE_URL names the PostgreSQL server; the run creates its own database
 * `bench_catalogo_<pid>_<random>` there and drops it at the end. Bounded: about BENCH_ROUNDS × 21
 * × (BENCH_WARMUP + BENCH_DURATION + 1) s plus the set-up (a minute or two for the catalogues).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AutocannonResult } from 'autocannon';
import { buildServer, serverArgs, serverBuildReason } from '#scripts/build-server';
import { openDatabase, redactUrl } from '#server/db/connect';
import { ensureDatabase } from '#server/db/ensure';
import { AURORA_ID } from '#server/db/seed/fornecedores';
import { gerarCatalogoGrande } from './catalogo-grande';
import { carga, comAdmin, ident } from './support/bench-processos';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);
const PRODUTOS_GRANDE = Number(process.env.BENCH_PRODUTOS ?? 100_000);
const GRANDES = Math.max(1, Number(process.env.BENCH_GRANDES ?? 2));
const HOST = '127.0.0.1';
const ANON_TOKEN = 'anon-0123456789abcdef0123456789abcdef';
/** Clock ticks per second of /proc/<pid>/stat (getconf CLK_TCK). */
const TICKS = 100;

/** What a browser (Chrome, on HTTPS) sends with the storefront's API calls. */
function cabecalhosDeNavegador(idfornecedor: string | undefined): Record<string, string> {
  return {
    'accept-encoding': 'gzip, deflate, br, zstd',
    accept: 'application/json, text/plain, */*',
    'accept-language': 'pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7',
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ...(idfornecedor ? { 'x-idfornecedor': JSON.stringify([idfornecedor]) } : {}),
    cookie_necessario: 'true',
    cookie_sessao: 'true',
    cookie_desempenho: 'false',
    cookie_personalizacao: 'false',
  };
}

interface Alvo {
  nome: string;
  url: string;
  /** The process answering (its CPU is read). */
  pid: number;
  /** The bench database's backends are read for PostgreSQL's CPU. */
  banco?: string;
  cabecalhos: Record<string, string>;
}

interface Medicao {
  rodada: number;
  nome: string;
  carga1: number;
  rps: number;
  p99: number;
  total: number;
  erros: number;
  non2xx: number;
  bytesPorResposta: number;
  /** Answers other than 2xx, by status (503: shed under load). */
  status: string;
  cpuServidorMs: number;
  cpuBancoMs: number | null;
}

/** utime + stime of a process, in clock ticks (null when unreadable). */
function cpuDe(pid: number): number | null {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(campos[11]) + Number(campos[12]);
  } catch {
    return null;
  }
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** autocannon driven from a child process of its own: reads its options as JSON, prints its result as JSON. */
const AUTOCANNON = `
import { createRequire } from 'node:module';
const autocannon = createRequire(process.cwd() + '/package.json')('autocannon');
const opcoes = JSON.parse(process.argv[1]);
autocannon(opcoes, (erro, resultado) => {
  if (erro) { console.error(erro); process.exit(1); }
  process.stdout.write(JSON.stringify(resultado));
});
`;

/** autocannon in a child process (the load generator does not share the servers' event loop). */
async function autocannon(alvo: Alvo, duracaoS: number): Promise<AutocannonResult> {
  const opcoes = {
    url: alvo.url,
    connections: CONNECTIONS,
    duration: duracaoS,
    // A generous timeout: slow answers count in the latency instead of vanishing as errors.
    timeout: 30,
    headers: alvo.cabecalhos,
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', AUTOCANNON, JSON.stringify(opcoes)],
    { cwd: root, maxBuffer: 16 * 1024 * 1024, timeout: (duracaoS + 60) * 1000 },
  );
  return JSON.parse(stdout) as AutocannonResult;
}

async function medir(alvo: Alvo, rodada: number, backends: (banco: string) => Promise<number[]>): Promise<Medicao> {
  process.stdout.write(`→ rodada ${rodada}: ${alvo.nome}\n`);
  if (WARMUP_S > 0) await autocannon(alvo, WARMUP_S);
  const pids = alvo.banco ? await backends(alvo.banco) : [];
  const carga1 = loadavg()[0]!;
  const c0 = cpuDe(alvo.pid);
  const b0 = pids.map(cpuDe);
  const r = await autocannon(alvo, DURATION_S);
  const c1 = cpuDe(alvo.pid);
  const b1 = pids.map(cpuDe);
  const total = r.requests.total || 1;
  const bancoLido = b0.every((v) => v !== null) && b1.every((v) => v !== null);
  const ticksBanco = bancoLido ? b1.reduce<number>((s, v, i) => s + (v as number) - (b0[i] as number), 0) : 0;
  return {
    rodada,
    nome: alvo.nome,
    carga1,
    rps: r.requests.average,
    p99: r.latency.p99,
    total: r.requests.total,
    erros: r.errors,
    non2xx: r.non2xx,
    bytesPorResposta: Math.round(r.throughput.total / total),
    status: Object.entries(
      (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
    )
      .filter(([codigo]) => !codigo.startsWith('2'))
      .map(([codigo, { count }]) => `${codigo}×${count}`)
      .join(' '),
    cpuServidorMs: c0 === null || c1 === null ? Number.NaN : ((c1 - c0) * 1000) / TICKS / total,
    cpuBancoMs: alvo.banco && bancoLido ? (ticksBanco * 1000) / TICKS / total : null,
  };
}

/** Waits for `padrao` in the log file of a starting process; its first group. */
async function esperarNoLog(arquivo: string, padrao: RegExp, child: ChildProcess, ms = 180_000): Promise<string> {
  const ate = Date.now() + ms;
  for (;;) {
    const texto = readFileSync(arquivo, 'utf8');
    const m = padrao.exec(texto);
    if (m) return m[1] as string;
    if (child.exitCode !== null || Date.now() > ate) {
      throw new Error(`o processo não começou a escutar (saída ${child.exitCode}):\n${texto.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
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
async function entrarComoMaria(base: string, idfornecedor: string): Promise<{ token: string; idcliente: number }> {
  const r = await fetch(`${base}/api/v1/app/${ANON_TOKEN}/usuario/autenticar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...MARIA, idfornecedor }),
  });
  const corpo = (await r.json()) as { token?: string; idcliente?: number | null; mensagem?: string };
  if (!r.ok || !corpo.token)
    throw new Error(`login de Maria em ${idfornecedor} respondeu HTTP ${r.status}: ${corpo.mensagem ?? ''}`);
  return { token: corpo.token, idcliente: corpo.idcliente ?? 0 };
}

/** The bare route: Fastify with one JSON route and no logging, in a process of its own. */
const BARE = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '${HOST}' });
console.log('bare listening at http://${HOST}:' + app.server.address().port);
`;

const mediana = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
};

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

  const logServidor = join(tmpdir(), `${banco}-servidor.log`);
  const logBare = join(tmpdir(), `${banco}-bare.log`);
  const filhos: ChildProcess[] = [];
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const parar = async () => {
    for (const filho of filhos) if (filho.exitCode === null && filho.signalCode === null) filho.kill('SIGTERM');
    await Promise.all(
      filhos.map(
        (filho) =>
          new Promise<void>((r) => {
            if (filho.exitCode !== null || filho.signalCode !== null) return r();
            const t = setTimeout(() => {
              filho.kill('SIGKILL');
              r();
            }, 15_000);
            filho.once('exit', () => {
              clearTimeout(t);
              r();
            });
          }),
      ),
    );
  };
  const apagar = () =>
    comAdmin(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${ident(banco)} WITH (FORCE)`)).catch(
      () => undefined,
    );
  const interromper = () => {
    void parar()
      .then(apagar)
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interromper);
  process.once('SIGTERM', interromper);
  try {
    database = await openDatabase({ databaseUrl, poolSize: 4 });
    const t = Date.now();
    await ensureDatabase(database.db);
    process.stdout.write(`Migrações e dados de demonstração: ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
    const grandes = [];
    for (let i = 0; i < GRANDES; i++) {
      const g = await gerarCatalogoGrande(database.db, PRODUTOS_GRANDE, AURORA_ID, i);
      grandes.push(g);
      process.stdout.write(
        `Fornecedor gerado ${i + 1}: ${PRODUTOS_GRANDE.toLocaleString('pt-BR')} produtos em ${(g.ms / 1000).toFixed(1)} s\n`,
      );
    }
    const grande = grandes[0]!;
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
    await database.close();
    database = undefined;

    // The server as `npm start` runs it (the built bundle, plain node), production logging to a file.
    const motivo = serverBuildReason();
    if (motivo !== null) {
      process.stdout.write(`Construindo o servidor (${motivo})…\n`);
      await buildServer();
    }
    const args = serverArgs();
    const fdServidor = openSync(logServidor, 'w');
    const servidor = spawn(process.execPath, args, {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        HOST,
        PORT: '0',
        NODE_ENV: 'production',
        // Measure the pages on the platform host, not a redirect to the shop's domain.
        DOMAIN_HANDOVER: 'false',
        LOG_LEVEL: 'info',
        RATE_LIMIT_MAX: '0',
      },
      stdio: ['ignore', fdServidor, fdServidor],
    });
    closeSync(fdServidor);
    filhos.push(servidor);
    const fdBare = openSync(logBare, 'w');
    const bare = spawn(process.execPath, ['--input-type=module', '-e', BARE], {
      cwd: root,
      stdio: ['ignore', fdBare, fdBare],
    });
    closeSync(fdBare);
    filhos.push(bare);
    const base = await esperarNoLog(logServidor, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/, servidor);
    const baseBare = await esperarNoLog(logBare, /bare listening at (http:\/\/127\.0\.0\.1:\d+)/, bare);
    process.stdout.write(
      `Servidor: node ${args.map((a) => a.replace(root, '')).join(' ')} (pid ${servidor.pid}, ${base}, log de produção em ${logServidor}); rota pura: pid ${bare.pid}, ${baseBare}\n`,
    );

    const tamanhos = [];
    for (const t of [
      {
        rotulo: `Aurora (${Number(auroraProdutos.n)} produtos)`,
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
      const maria = await entrarComoMaria(base, t.idfornecedor);
      tamanhos.push({
        rotulo: t.rotulo,
        idfornecedor: t.idfornecedor,
        anonimas: chamadas(t.idfornecedor, t.idcategoria, t.slug, ANON_TOKEN, 0),
        logadas: chamadas(t.idfornecedor, t.idcategoria, t.slug, maria.token, maria.idcliente),
      });
    }
    // What is measured is what it says: an anonymous answer, once stored, is a hit sent in brotli
    // (the stored copy); Maria's answers are computed for her, never taken from nor put in the cache.
    for (const { idfornecedor, anonimas, logadas } of tamanhos) {
      const cabecalhos = cabecalhosDeNavegador(idfornecedor);
      for (const c of anonimas) {
        for (let i = 0; i < 2; i++) {
          const r = await fetch(`${base}${c.caminho}`, { headers: cabecalhos });
          const corpo = Buffer.from(await r.arrayBuffer());
          if (!r.ok) throw new Error(`${c.nome} respondeu HTTP ${r.status}: ${corpo.toString().slice(0, 200)}`);
          if (i === 1 && r.headers.get('x-cache') !== 'HIT')
            throw new Error(`${c.nome} anônima não veio do cache (x-cache ${r.headers.get('x-cache')})`);
        }
      }
      for (const c of logadas) {
        const r = await fetch(`${base}${c.caminho}`, { headers: cabecalhosDeNavegador(idfornecedor) });
        await r.arrayBuffer();
        if (!r.ok) throw new Error(`${c.nome} (Maria) respondeu HTTP ${r.status}`);
        if (r.headers.get('x-cache') !== null || !String(r.headers.get('cache-control')).includes('private')) {
          throw new Error(
            `${c.nome} de um cliente logado passou pelo cache público (x-cache ${r.headers.get('x-cache')})`,
          );
        }
      }
    }

    const pidServidor = servidor.pid as number;
    const alvos: Alvo[] = [
      {
        nome: 'rota pura (Fastify, outro processo)',
        url: `${baseBare}/json`,
        pid: bare.pid as number,
        cabecalhos: cabecalhosDeNavegador(undefined),
      },
    ];
    for (const { rotulo, idfornecedor, anonimas, logadas } of tamanhos) {
      for (const [i, c] of anonimas.entries()) {
        for (const [tipo, chamada] of [
          ['com cache (anônimo)', c],
          ['sem cache (Maria)', logadas[i]!],
        ] as const) {
          alvos.push({
            nome: `${rotulo}: ${c.nome}, ${tipo}`,
            url: `${base}${chamada.caminho}`,
            pid: pidServidor,
            banco,
            cabecalhos: cabecalhosDeNavegador(idfornecedor),
          });
        }
      }
    }

    const backends = (nome: string) =>
      comAdmin(baseUrl, async (admin) => {
        const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
          nome,
        ]);
        return rows.map((r) => r.pid);
      });
    const rssInicio = rssMb(pidServidor);
    let rssPico = rssInicio;
    const amostrador = setInterval(() => {
      rssPico = Math.max(rssPico, rssMb(pidServidor));
    }, 250);
    const medicoes: Medicao[] = [];
    try {
      for (let rodada = 1; rodada <= ROUNDS; rodada++) {
        for (const alvo of alvos) medicoes.push(await medir(alvo, rodada, backends));
      }
    } finally {
      clearInterval(amostrador);
    }

    const puro = alvos[0]!.nome;
    const ms = (v: number | null) => (v === null || Number.isNaN(v) ? 'n/d' : v.toFixed(2));
    process.stdout.write(
      `\nResultado: ${ROUNDS} rodadas intercaladas, ${CONNECTIONS} conexões, ${WARMUP_S} s de aquecimento + ${DURATION_S} s medidos por alvo, cabeçalhos de navegador (Accept-Encoding: gzip, deflate, br, zstd); servidor de \`npm start\` com log de produção, PostgreSQL, Aurora ao lado de ${GRANDES} fornecedores de ${PRODUTOS_GRANDE.toLocaleString('pt-BR')} produtos\n`,
    );
    process.stdout.write(
      'alvo | req/s mediana (rodadas) | % da rota pura (mediana das rodadas) | p99 ms mediana | CPU servidor ms/resposta | CPU PostgreSQL ms/resposta | bytes/resposta | erros + não-2xx\n',
    );
    const percentual = new Map<string, number>();
    for (const alvo of alvos) {
      const ms_ = medicoes.filter((m) => m.nome === alvo.nome);
      const razoes = ms_.map((m) => {
        const b = medicoes.find((x) => x.rodada === m.rodada && x.nome === puro);
        return b && b.rps > 0 ? (100 * m.rps) / b.rps : Number.NaN;
      });
      const pct = mediana(razoes);
      percentual.set(alvo.nome, pct);
      process.stdout.write(
        `${alvo.nome} | ${mediana(ms_.map((m) => m.rps)).toFixed(0)} (${ms_.map((m) => m.rps.toFixed(0)).join(', ')}) | ${alvo.nome === puro ? '100' : pct.toFixed(1)} % | ${mediana(ms_.map((m) => m.p99))} | ${ms(mediana(ms_.map((m) => m.cpuServidorMs)))} | ${ms(alvo.banco ? mediana(ms_.map((m) => m.cpuBancoMs ?? Number.NaN)) : null)} | ${mediana(ms_.map((m) => m.bytesPorResposta))} | ${ms_.reduce((s, m) => s + m.erros + m.non2xx, 0)}${
          ms_.some((m) => m.status)
            ? ` (${ms_
                .map((m) => m.status)
                .filter(Boolean)
                .join('; ')})`
            : ''
        }\n`,
      );
    }
    const cargas = [...new Set(medicoes.filter((m) => m.nome === puro).map((m) => m.carga1.toFixed(2)))];
    process.stdout.write(`Carga de 1 min no início de cada rodada: ${cargas.join(', ')}\n`);
    process.stdout.write(
      `Memória do servidor (RSS): ${rssInicio.toFixed(0)} MB antes da carga, pico ${rssPico.toFixed(0)} MB, ${rssMb(pidServidor).toFixed(0)} MB no fim\n`,
    );
    for (const { rotulo } of tamanhos) {
      const pct = percentual.get(`${rotulo}: lista de produtos, com cache (anônimo)`) ?? 0;
      process.stdout.write(
        `Lista com cache (br) / rota pura, ${rotulo}: ${pct.toFixed(1)} % das req/s (meta: ao menos 40 %: ${pct >= 40 ? 'atingida' : 'NÃO atingida'})\n`,
      );
    }
    process.stdout.write(`Carga da máquina (uptime) no fim: ${carga()}\n`);
    if (medicoes.some((m) => m.erros + m.non2xx > 0)) {
      process.stderr.write('Alguma chamada respondeu com erros durante a medição.\n');
      process.exitCode = 1;
    }
  } finally {
    await parar();
    await database?.close();
    await apagar();
    rmSync(logBare, { force: true });
    if (process.exitCode === undefined || process.exitCode === 0) rmSync(logServidor, { force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:catalogue falhou: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
