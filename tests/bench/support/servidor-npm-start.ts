/**
 * The server as `npm start` runs it, for the benchmarks that measure its memory (`bench:overload`,
 * `bench:checkout`): `node <the start script's flags> scripts/start.ts` in a child process (the
 * built server, dist/node/main.js, built first when it is out of date), so that the figures are
 * those of the process a shop runs, not of the sources through tsx.
 *
 * The flags and the environment (glibc's malloc settings) are read from package.json's `start`
 * script, so the benchmark follows it. BENCH_NODE_FLAGS replaces them (space-separated; empty: no
 * flag; and none of the start script's environment), to measure another setting in the same
 * session, e.g. `BENCH_NODE_FLAGS=--enable-source-maps` for `npm start` as it was before issue
 * 27's item 5.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * package.json's `start` script, `[NAME=value …] node <flags> scripts/start.ts`: the environment
 * it sets (glibc's malloc settings) and node's flags.
 */
export function npmStart(): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const palavras = pkg.scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (palavras[0] !== undefined && /^[A-Z_][A-Z0-9_]*=/.test(palavras[0])) {
    const [nome, ...valor] = (palavras.shift() as string).split('=');
    env[nome as string] = valor.join('=');
  }
  if (palavras[0] !== 'node' || palavras.at(-1) !== 'scripts/start.ts')
    throw new Error(
      `o script start de package.json não é "[VAR=valor …] node <flags> scripts/start.ts": ${pkg.scripts.start}`,
    );
  return { env, flags: palavras.slice(1, -1) };
}

/** The flags the benchmark gives the server's node: BENCH_NODE_FLAGS when set, else npm start's. */
export function flagsDoServidor(): string[] {
  const env = process.env.BENCH_NODE_FLAGS;
  if (env !== undefined) return env.trim() === '' ? [] : env.trim().split(/\s+/);
  return npmStart().flags;
}

/**
 * The environment of the server's process: this one's, with npm start's settings under it (a
 * variable already set here wins, e.g. `MALLOC_ARENA_MAX=8 npm run bench:overload`), unless
 * BENCH_NODE_FLAGS is set (another setting than npm start's: only what this environment says).
 */
export function envDoServidor(extra: Record<string, string>): NodeJS.ProcessEnv {
  const deNpmStart = process.env.BENCH_NODE_FLAGS === undefined ? npmStart().env : {};
  // DOMAIN_HANDOVER off: the benches measure the pages on the platform host, not a redirect to the shop's domain.
  return { ...deNpmStart, DOMAIN_HANDOVER: 'false', ...process.env, ...extra };
}

/** `node` arguments that start the server as npm start does, with `extra` flags (e.g. --trace-gc). */
export function argsDoServidor(extra: string[] = []): string[] {
  return [...flagsDoServidor(), ...extra, resolve(root, 'scripts/start.ts')];
}

/** The process's memory from /proc: RSS, and of it the anonymous part (heap, malloc) and the files mapped (code). */
export function memoriaDoProcesso(pid: number): { rss: number; anon: number; arquivos: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (campo: string) => Number(new RegExp(`${campo}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), arquivos: kb('RssFile') + kb('RssShmem') };
}

/** How the server was started, for the bench's output: npm start's environment (when used) and node's arguments. */
export function descreverServidor(args: string[]): string {
  const env = process.env.BENCH_NODE_FLAGS === undefined ? npmStart().env : {};
  const malloc = Object.keys(process.env)
    .filter((nome) => nome.startsWith('MALLOC_') || nome === 'GLIBC_TUNABLES')
    .reduce<Record<string, string>>((acc, nome) => ({ ...acc, [nome]: process.env[nome] as string }), { ...env });
  const prefixo = Object.entries(malloc).map(([nome, valor]) => `${nome}=${valor} `);
  return `${prefixo.join('')}node ${args.join(' ').replaceAll(root, '')}`;
}
