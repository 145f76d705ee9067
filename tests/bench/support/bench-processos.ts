/**
 * What the benchmarks that start their own server on their own PostgreSQL database share: an
 * administrative connection, the database created and dropped (also on Ctrl-C), a free port, the
 * wait until the server answers `/readyz`, its end, and the machine's load for the output.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import pg from 'pg';

const HOST = '127.0.0.1';

/** The 1-, 5- and 15-minute load averages, for a benchmark's output. */
export const carga = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** A PostgreSQL identifier, quoted. */
export const ident = (nome: string) => `"${nome.replace(/"/g, '""')}"`;

export const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `fn` on a connection of its own to `databaseUrl`, closed after. */
export async function comAdmin<T>(databaseUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** A TCP port free on 127.0.0.1 now. */
export function portaLivre(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Until the server at `base` answers `rota` (`/readyz`: migrated and its queue started); fails when
 * its process ends or after `limiteMs`.
 */
export async function esperarServidor(
  base: string,
  child: ChildProcess,
  limiteMs: number,
  rota = '/readyz',
): Promise<void> {
  const fim = Date.now() + limiteMs;
  while (Date.now() < fim) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou ao iniciar (código ${child.exitCode})`);
    try {
      if ((await fetch(`${base}${rota}`)).ok) return;
    } catch {
      // not listening yet
    }
    await dormir(300);
  }
  throw new Error(`o servidor não respondeu em ${limiteMs / 1000} s`);
}

/**
 * A database of the benchmark's own on `baseUrl`'s PostgreSQL server, `<prefixo>_<pid>_<random>`:
 * its URL, and how to create and to drop it (a drop never fails: the run's figures are printed).
 */
export function bancoDoBench(baseUrl: string, prefixo: string) {
  const banco = `${prefixo}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${banco}`;
  return {
    databaseUrl: url.toString(),
    criar: () => comAdmin(baseUrl, (admin) => admin.query(`CREATE DATABASE ${ident(banco)}`)),
    apagar: () =>
      comAdmin(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${ident(banco)} WITH (FORCE)`)).then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** Ends a server the benchmark started (SIGTERM), once it has exited; nothing when it is not running. */
export async function encerrarProcesso(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** On Ctrl-C or SIGTERM: `limpar` (the server, the database), then exit 130. */
export function limparAoInterromper(limpar: () => Promise<unknown>): void {
  const interromper = () => {
    void limpar().finally(() => process.exit(130));
  };
  process.once('SIGINT', interromper);
  process.once('SIGTERM', interromper);
}
