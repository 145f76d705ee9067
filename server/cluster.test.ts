/**
 * WORKERS=N: several processes on one port (server/cluster.ts). Needs PostgreSQL (DATABASE_URL);
 * the refusal without it runs everywhere.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntry } from './cluster';
import { loadConfig, ConfigError } from './config';
import { openPostgresTestDatabase, startServerProcess, type UrlTestDatabase } from './testing/server-process';

const DATABASE_URL = process.env.DATABASE_URL;

describe('WORKERS', () => {
  it('runs each worker from server/main.ts, or from the built file itself (dist/node/main.js)', () => {
    expect(serverEntry('/app/server/cluster.ts')).toBe('/app/server/main.ts');
    expect(serverEntry('/app/dist/node/main.js')).toBe('/app/dist/node/main.js');
    expect(serverEntry()).toBe(join(import.meta.dirname, 'main.ts'));
  });

  it('defaults to 1 and refuses WORKERS > 1 without DATABASE_URL, in pt-BR', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://postgres@127.0.0.1/x' }).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      /WORKERS=2: mais de um processo exige DATABASE_URL \(PostgreSQL\)/,
    );
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS="0": deve estar entre 1 e 64/);
    expect(() => loadConfig({ WORKERS: 'dois' })).toThrow(/WORKERS="dois": deve ser um número/);
  });

  it('stops the process with the message when WORKERS > 1 has no DATABASE_URL', async () => {
    const server = startServerProcess({ WORKERS: '2' });
    expect(await server.exited()).toBe(1);
    expect(server.output()).toContain('Configuração inválida');
    expect(server.output()).toContain('WORKERS=2: mais de um processo exige DATABASE_URL');
  });
});

describe.skipIf(!DATABASE_URL)('WORKERS=2 on PostgreSQL', () => {
  let database: UrlTestDatabase;
  let work: string;
  beforeAll(async () => {
    database = await openPostgresTestDatabase(DATABASE_URL as string);
    work = mkdtempSync(join(tmpdir(), 'storefront-cluster-'));
  });
  afterAll(async () => {
    await database?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('serves from two processes on one port, replaces one that dies, and SIGTERM stops all gracefully', async () => {
    const server = startServerProcess({ WORKERS: '2', DATABASE_URL: database.url, STATIC_DIR: join(work, 'static') });
    try {
      const urls = await server.listening(2);
      expect(urls[0]).toBe(urls[1]);
      const pids = [...server.output().matchAll(/"pid":(\d+)[^\n]*Server listening at/g)].map((m) => Number(m[1]));
      expect(new Set(pids).size, server.output()).toBe(2);
      expect(pids).not.toContain(server.child.pid);
      for (let i = 0; i < 6; i++) expect((await fetch(`${urls[0]}/readyz`)).status).toBe(200);

      process.kill(pids[0] as number, 'SIGKILL');
      await server.listening(3);
      expect(server.output()).toContain('um processo terminou inesperadamente; iniciando outro');
      expect((await fetch(`${urls[0]}/healthz`)).status).toBe(200);

      expect(await server.stop()).toBe(0);
      expect(server.output().match(/servidor encerrado/g)).toHaveLength(2);
      expect(server.output()).toContain('todos os processos encerrados');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 240_000);
});
