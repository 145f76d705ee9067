import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import type { Database } from '../db/schema';
import { core } from './core';
import { MODULE_FOLDERS } from './module-list';
import { findModules, inDependencyOrder, listedModules, modules, MODULES_DIR, type ServerModule } from './modules';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tmp = join(ROOT, '.tmp');
mkdirSync(tmp, { recursive: true });
const dir = mkdtempSync(join(tmp, 'modules-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const noop = async () => undefined;
const mod = (name: string, dependencies: string[] = []): ServerModule => ({ name, dependencies, plugin: noop });

describe('module discovery', () => {
  it('finds the module folders of server/modules', async () => {
    const names = (await findModules()).map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining(['carrossel', 'catalogo', 'conteudo', 'documentos', 'fornecedor', 'imagens', 'sessao']),
    );
  });

  it('lists every module folder of server/modules in module-list.ts (the built server registers that list)', async () => {
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(MODULES_DIR, entry.name, 'index.ts')))
      .map((entry) => entry.name)
      .sort();
    const listed = Object.keys(MODULE_FOLDERS).sort();
    const missing = folders.filter((folder) => !listed.includes(folder));
    const gone = listed.filter((folder) => !folders.includes(folder));
    expect(
      missing.map(
        (folder) => `server/plugins/module-list.ts lacks server/modules/${folder}: import its serverModule and list it`,
      ),
    ).toEqual([]);
    expect(gone.map((folder) => `server/plugins/module-list.ts lists ${folder}, which has no index.ts`)).toEqual([]);
    // The same plugins, under the same names, as the folder listing finds.
    const found = await findModules();
    expect(listedModules().map((m) => [m.name, m.dependencies, m.plugin])).toEqual(
      found.map((m) => [m.name, m.dependencies, m.plugin]),
    );
  });

  it('registers dependencies first, and refuses a cycle', () => {
    const ordered = inDependencyOrder([
      mod('carrossel', ['core', 'catalogo']),
      mod('catalogo', ['core', 'fornecedor']),
      mod('fornecedor', ['core']),
    ]).map((m) => m.name);
    expect(ordered).toEqual(['fornecedor', 'catalogo', 'carrossel']);
    expect(() => inDependencyOrder([mod('a', ['b']), mod('b', ['a'])])).toThrow(
      'dependência circular entre módulos: a → b → a',
    );
  });

  it('registers a new module folder without any list being edited', async () => {
    mkdirSync(join(dir, 'saudacao'));
    writeFileSync(
      join(dir, 'saudacao', 'index.ts'),
      `import fp from 'fastify-plugin';
export const serverModule = fp(async (app) => { app.decorate('saudacao', 'olá ' + app.config.nodeEnv); }, { name: 'saudacao', dependencies: ['core'] });
`,
    );
    mkdirSync(join(dir, 'sem-index'));
    const app = Fastify();
    app.register(core, { config: testConfig(), db: {} as Kysely<Database>, dbKind: 'pglite' });
    app.register(modules, { dir });
    await app.ready();
    expect((app as unknown as { saudacao: string }).saudacao).toBe('olá test');
    await app.close();
  });

  it('refuses a module folder whose index does not export a named plugin', async () => {
    const ruim = mkdtempSync(join(tmp, 'modules-test-'));
    try {
      mkdirSync(join(ruim, 'ruim'));
      writeFileSync(join(ruim, 'ruim', 'index.ts'), 'export const serverModule = async () => undefined;\n');
      await expect(findModules(ruim)).rejects.toThrow(
        'ruim/index.ts deve exportar serverModule, um fastify-plugin com name',
      );
    } finally {
      rmSync(ruim, { recursive: true, force: true });
    }
  });
});
