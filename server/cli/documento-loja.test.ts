/**
 * `npm run documento`: `set` saves a version (author "CLI") and publishes it; an invalid document
 * writes nothing; `get` prints the published document. On a PGlite folder of its own (DATA_DIR),
 * never the suite's PostgreSQL.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../db/connect';
import { pastaPgliteSemeada } from '../testing/test-database';
import { main } from './documento-loja';

let pasta: string;
const envAntes = {
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL,
};

beforeAll(async () => {
  pasta = mkdtempSync(join(tmpdir(), 'documento-cli-'));
  process.env.DATA_DIR = join(pasta, 'pglite');
  // The suite's seeded template (the CLI's first open then finds the schema current and the demo
  // data there), instead of migrating and seeding an empty folder here.
  await pastaPgliteSemeada(process.env.DATA_DIR);
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
});
afterAll(() => {
  for (const [k, v] of Object.entries(envAntes)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  rmSync(pasta, { recursive: true, force: true });
});

async function rodar(args: string[]): Promise<{ codigo: number; saida: string; erro: string }> {
  let saida = '';
  let erro = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((saida += String(chunk)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((erro += String(chunk)), true));
  try {
    return { codigo: await main(args), saida, erro };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe('npm run documento', () => {
  it('set saves a version by "CLI" and publishes it; get prints it; an invalid one writes nothing', async () => {
    const layout = JSON.parse(
      readFileSync(new URL('../db/seed/documents/aurora.layout.json', import.meta.url), 'utf8'),
    ) as { pages: { home: { id: string }[] } };
    layout.pages.home.reverse();
    const arquivo = join(pasta, 'layout.json');
    writeFileSync(arquivo, JSON.stringify(layout));
    const set = await rodar(['set', 'aurora', 'layout', arquivo]);
    expect(set.erro).toBe('');
    expect(set.codigo).toBe(0);
    expect(set.saida).toMatch(/^Documento "layout" de aurora salvo como versão 2 e publicado em /);

    const get = await rodar(['get', 'aurora', 'layout']);
    expect(get.codigo).toBe(0);
    expect((JSON.parse(get.saida) as typeof layout).pages.home.map((b) => b.id)).toEqual(
      layout.pages.home.map((b) => b.id),
    );

    writeFileSync(arquivo, JSON.stringify({ schemaVersion: 1, items: 'x' }));
    const ruim = await rodar(['set', 'aurora', 'menu', arquivo]);
    expect(ruim.codigo).toBe(1);
    expect(ruim.erro).toContain('Documento "menu" recusado; nada foi gravado:\n  - items:');

    const { db, close } = await openPglite(process.env.DATA_DIR as string);
    try {
      const versoes = await db
        .selectFrom('documentos_loja_versoes')
        .select(['tipo', 'versao', 'autor'])
        .where('autor', '=', 'CLI')
        .execute();
      expect(versoes).toEqual([{ tipo: 'layout', versao: 2, autor: 'CLI' }]);
      const publicado = await db
        .selectFrom('documentos_loja')
        .select(['versao_publicada', 'publicado_por'])
        .where('tipo', '=', 'layout')
        .where('versao_publicada', '=', 2)
        .execute();
      expect(publicado).toEqual([{ versao_publicada: 2, publicado_por: 'CLI' }]);
    } finally {
      await close();
    }
  });

  it('explains its use for a wrong command or type', async () => {
    expect((await rodar(['apagar', 'aurora'])).codigo).toBe(2);
    const tipo = await rodar(['get', 'aurora', 'rodape']);
    expect(tipo.codigo).toBe(2);
    expect(tipo.erro).toContain('use layout, menu, features, tema');
  });
});
