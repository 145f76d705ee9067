/**
 * `npm run bench:overload`: 500 connections for 10 s on a heavy search against a server this script
 * starts itself as `npm start` runs it (`node <the start script's flags> scripts/start.ts`: the built
 * server, in a child process, on a random loopback port; tests/bench/support/servidor-npm-start.ts),
 * while a probe asks for the health route every 200 ms. Prints:
 * - the latency of the search requests (p50, p99, max) beside the configured request timeout,
 *   and how the answers split (200, 503 shed, 429, errors): no request should wait longer than
 *   the timeout;
 * - the health route's slowest answer during the load and in the 5 s after it (goal: under 1 s);
 * - the server's memory at rest (started, before the first search), before the load, at its peak,
 *   and after a minute of rest (BENCH_REPOUSO_S, default
 *   60): RSS beside the V8 heap (used and committed after the last garbage collection, read from
 *   the server's --trace-gc lines), so a growth shows whether it is the heap (a cache or a leak:
 *   the used heap stays up) or memory the process keeps after the load (the heap's high-water mark
 *   and malloc's arenas: the used heap comes back down, the RSS less so).
 * Figures are printed, nothing is asserted. Bounded: about 40 s plus the first seed of a database.
 *
 * Database: DATABASE_URL when set (PostgreSQL), else a PGlite folder (BENCH_DATA_DIR, default
 * .tmp/bench-pglite, shared with bench:catalogue). The API rate limit is off for this run (one
 * client sends everything); BENCH_RATE_LIMIT=1 keeps the configured limit. Every other setting is
 * the server's default unless given in the environment (REQUEST_TIMEOUT_MS, MAX_IN_FLIGHT, ...).
 */
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AutocannonResult } from 'autocannon';
import { loadConfig } from '#server/config';
import { dormir, esperarServidor, portaLivre } from './support/bench-processos';
import { argsDoServidor, descreverServidor, envDoServidor, memoriaDoProcesso } from './support/servidor-npm-start';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const HOST = '127.0.0.1';
const REPOUSO_S = Number(process.env.BENCH_REPOUSO_S ?? 60);

/** The V8 heap after the last collection, from a --trace-gc line: used and committed, in MB. */
interface Heap {
  usado: number;
  reservado: number;
}
const LINHA_GC = /: (?:Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Sweep)[^>]*-> ([\d.]+) \(([\d.]+)\) MB/;
const ANON_TOKEN = 'anon-0123456789abcdef0123456789abcdef';
const AURORA = '3f6c1d52-7a0e-4b8f-9c21-5e4d8a7b1c01';
/** A heavy search: accent-insensitive text search over the whole catalogue, the largest page, by name. */
const BUSCA = `/api/v2/app/${ANON_TOKEN}/listaprodutos/${AURORA}?sk=a&limit=100&page=1`;

const root = fileURLToPath(new URL('../..', import.meta.url));

const rssMb = (pid: number): number => memoriaDoProcesso(pid).rss;

interface Sonda {
  parar(): Promise<{ max: number; amostras: number; falhas: number }>;
}

/** Asks for the health route every 200 ms (one at a time), noting the slowest answer. */
function sondarSaude(url: string): Sonda {
  let ativo = true;
  let max = 0;
  let amostras = 0;
  let falhas = 0;
  const laco = (async () => {
    while (ativo) {
      const inicio = performance.now();
      try {
        const r = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        await r.arrayBuffer();
        if (!r.ok) falhas += 1;
      } catch {
        falhas += 1;
      }
      max = Math.max(max, performance.now() - inicio);
      amostras += 1;
      await dormir(200);
    }
  })();
  return {
    async parar() {
      ativo = false;
      await laco;
      return { max, amostras, falhas };
    },
  };
}

async function main(): Promise<void> {
  const env = { ...process.env };
  const config = loadConfig(env);
  const port = await portaLivre();
  const base = `http://${HOST}:${port}`;
  const dataDir = resolve(root, process.env.BENCH_DATA_DIR ?? '.tmp/bench-pglite');
  const rateLimitAtivo = process.env.BENCH_RATE_LIMIT === '1';
  const args = argsDoServidor(['--trace-gc']);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: envDoServidor({
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
      ...(rateLimitAtivo ? {} : { RATE_LIMIT_MAX: '0' }),
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let heap: Heap = { usado: 0, reservado: 0 };
  let heapPico = 0;
  let resto = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (pedaco: string) => {
    const linhas = (resto + pedaco).split('\n');
    resto = linhas.pop() ?? '';
    for (const linha of linhas) {
      const m = LINHA_GC.exec(linha);
      if (m) {
        heap = { usado: Number(m[1]), reservado: Number(m[2]) };
        heapPico = Math.max(heapPico, heap.reservado);
      }
    }
  });
  const encerrar = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', encerrar);
  try {
    process.stdout.write(
      `Servidor: ${base} (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite em ${dataDir}`}), como npm start: ${descreverServidor(args)}; ` +
        `preparando o banco na primeira vez…\n`,
    );
    // /health: the liveness route the probe below asks during the overload too.
    await esperarServidor(base, child, 300_000, '/health');
    // At rest: started, no request yet but the readiness probe, after a few seconds of quiet.
    await dormir(5_000);
    const repousoInicial = memoriaDoProcesso(child.pid as number);
    const heapRepouso = heap;
    // /healthz when a later version has it (a JSON answer; an unknown address is a storefront page).
    const temHealthz = await fetch(`${base}/healthz`)
      .then((r) => r.ok && String(r.headers.get('content-type')).includes('json'))
      .catch(() => false);
    const saudeUrl = temHealthz ? `${base}/healthz` : `${base}/health`;
    const check = await fetch(`${base}${BUSCA}`);
    if (!check.ok) throw new Error(`a busca não respondeu 200 (HTTP ${check.status})`);
    await check.arrayBuffer();

    // Warm up a little, then take the starting memory.
    for (let i = 0; i < 20; i += 1) await (await fetch(`${base}${BUSCA}`)).arrayBuffer();
    await dormir(1_000);
    const rssInicio = rssMb(child.pid as number);
    const heapInicio = heap;
    heapPico = heap.reservado;
    let rssPico = rssInicio;
    const medidor = setInterval(() => {
      try {
        rssPico = Math.max(rssPico, rssMb(child.pid as number));
      } catch {
        // the process ended
      }
    }, 250);

    const timeoutS = config.requestTimeoutMs / 1000;
    process.stdout.write(
      `Carga: ${CONNECTIONS} conexões por ${DURATION_S} s em GET ${BUSCA.replace(ANON_TOKEN, '{anon}')}\n` +
        `Configuração: REQUEST_TIMEOUT_MS=${config.requestTimeoutMs}, MAX_IN_FLIGHT=${config.maxInFlight}, MAX_EVENT_LOOP_DELAY_MS=${config.maxEventLoopDelayMs}, ` +
        `MAX_CONNECTIONS=${config.maxConnections}, limite por IP ${rateLimitAtivo ? `${config.rateLimitMax}/${config.rateLimitWindowMs} ms` : 'desligado nesta medição'}\n`,
    );
    const sonda = sondarSaude(saudeUrl);
    const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
    // autocannon's own timeout sits above the server's: a late answer is measured, not dropped.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        cli,
        '--json',
        '-c',
        String(CONNECTIONS),
        '-d',
        String(DURATION_S),
        '-t',
        String(Math.ceil(timeoutS) + 10),
        `${base}${BUSCA}`,
      ],
      { maxBuffer: 64 * 1024 * 1024, timeout: (DURATION_S + timeoutS + 60) * 1000 },
    );
    const durante = await sonda.parar();
    const r = JSON.parse(stdout) as AutocannonResult & { statusCodeStats?: Record<string, { count: number }> };

    const depoisSonda = sondarSaude(saudeUrl);
    await dormir(5_000);
    const depois = await depoisSonda.parar();

    // Memory: after a minute of rest (the health probe above was the last request).
    process.stdout.write(`Repouso de ${REPOUSO_S} s antes de medir a memória…\n`);
    await dormir(REPOUSO_S * 1_000);
    const rssFim = rssMb(child.pid as number);
    const heapFim = heap;
    clearInterval(medidor);

    const porStatus = Object.entries(r.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    const latMax = r.latency.max;
    const f = (n: number) => n.toFixed(0);
    process.stdout.write('\nResultado\n');
    process.stdout.write(
      `Busca: ${r.requests.total} respostas (${porStatus || 'nenhuma'}), ${r.errors} erros de conexão, ${r.timeouts} sem resposta em ${Math.ceil(timeoutS) + 10} s\n` +
        `  latência p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, máx ${latMax} ms; timeout configurado ${config.requestTimeoutMs} ms → ` +
        `${latMax <= config.requestTimeoutMs && r.timeouts === 0 ? 'nenhuma resposta depois do timeout' : 'HOUVE respostas depois do timeout'}\n`,
    );
    process.stdout.write(
      `Saúde (${saudeUrl.replace(base, '')}): durante a carga máx ${f(durante.max)} ms em ${durante.amostras} consultas (${durante.falhas} falhas); ` +
        `nos 5 s seguintes máx ${f(depois.max)} ms (${depois.falhas} falhas) → ${durante.max < 1_000 && depois.max < 1_000 && durante.falhas + depois.falhas === 0 ? 'abaixo de 1 s' : 'ACIMA de 1 s ou com falhas'}\n`,
    );
    const h = (x: Heap) => `heap ${f(x.usado)} MB usado de ${f(x.reservado)} MB`;
    process.stdout.write(
      `Memória em repouso (iniciado, antes de qualquer busca): RSS ${f(repousoInicial.rss)} MB ` +
        `(anônima ${f(repousoInicial.anon)} MB, arquivos mapeados ${f(repousoInicial.arquivos)} MB; ${h(heapRepouso)})\n`,
    );
    process.stdout.write(
      `Memória: início RSS ${f(rssInicio)} MB (${h(heapInicio)}); pico RSS ${f(rssPico)} MB (heap reservado até ${f(heapPico)} MB); ` +
        `após ${REPOUSO_S} s de repouso RSS ${f(rssFim)} MB (${h(heapFim)}) → ` +
        `${rssFim <= rssInicio * 1.15 ? 'voltou ao nível inicial (±15%)' : 'NÃO voltou ao nível inicial'}` +
        `${heapFim.usado > heapInicio.usado * 1.5 + 10 ? '; o heap usado cresceu (cache ou vazamento)' : '; o heap usado voltou'}\n`,
    );
  } finally {
    encerrar();
    await new Promise((r) => {
      if (child.exitCode !== null) r(undefined);
      else child.once('exit', r);
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:overload falhou: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
