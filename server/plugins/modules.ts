/**
 * The domain modules: every folder of server/modules has an `index.ts` exporting `serverModule`, a
 * fastify-plugin with a `name` and its `dependencies`, and one line in module-list.ts. They are
 * registered on the root instance, dependencies first. The list is static so that the built server
 * (`npm run build` bundles it into dist/node/main.js) holds every module; modules.test.ts fails
 * when a folder is missing from it.
 *
 * `findModules(dir)` still finds the modules of another folder by listing it and importing each
 * index (the `dir` option, for tests): not @fastify/autoload, which imports with Node's own
 * `import()` and so loads no TypeScript under vitest nor under `node --import tsx`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { MODULE_FOLDERS } from './module-list';

/** server/modules, when the server runs from its sources (the built server uses MODULE_FOLDERS). */
export const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));
const INDEX_FILES = ['index.ts', 'index.js'];

export interface ServerModule {
  name: string;
  dependencies: readonly string[];
  plugin: FastifyPluginAsync;
}

interface PluginMeta {
  name?: unknown;
  dependencies?: unknown;
}

/** A module's `serverModule` export as a ServerModule; throws, naming `where`, when it is not a named fastify-plugin. */
function asServerModule(exported: unknown, where: string): ServerModule {
  const meta = (exported as { [key: symbol]: PluginMeta | undefined } | undefined)?.[Symbol.for('plugin-meta')];
  if (typeof exported !== 'function' || typeof meta?.name !== 'string') {
    throw new Error(`${where} deve exportar serverModule, um fastify-plugin com name`);
  }
  const dependencies = Array.isArray(meta.dependencies) ? meta.dependencies.map(String) : [];
  return { name: meta.name, dependencies, plugin: exported as FastifyPluginAsync };
}

/** The modules of module-list.ts (every folder of server/modules), in folder-name order. */
export function listedModules(): ServerModule[] {
  return Object.entries(MODULE_FOLDERS)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([folder, exported]) => asServerModule(exported, `${folder}/index.ts`));
}

/** The modules of `dir` (one per sub-folder with an index file), in folder-name order. */
export async function findModules(dir: string = MODULES_DIR): Promise<ServerModule[]> {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const found: ServerModule[] = [];
  for (const folder of folders) {
    const index = INDEX_FILES.map((file) => join(dir, folder, file)).find((file) => existsSync(file));
    if (index === undefined) continue;
    const exported = ((await import(pathToFileURL(index).href)) as { serverModule?: unknown }).serverModule;
    found.push(asServerModule(exported, `${folder}/${basename(index)}`));
  }
  return found;
}

/**
 * Dependencies before the modules that need them. A dependency that is not one of these modules
 * (such as 'core') must be registered before them; fastify-plugin checks it at registration.
 */
export function inDependencyOrder(modules: readonly ServerModule[]): ServerModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const state = new Map<string, 'visiting' | 'done'>();
  const ordered: ServerModule[] = [];
  const visit = (module: ServerModule, chain: readonly string[]): void => {
    const current = state.get(module.name);
    if (current === 'done') return;
    if (current === 'visiting') {
      throw new Error(`dependência circular entre módulos: ${[...chain, module.name].join(' → ')}`);
    }
    state.set(module.name, 'visiting');
    for (const name of module.dependencies) {
      const dependency = byName.get(name);
      if (dependency) visit(dependency, [...chain, module.name]);
    }
    state.set(module.name, 'done');
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}

export interface ModulesOptions {
  /** A folder of modules to find on disk (tests); by default the modules of module-list.ts. */
  dir?: string;
}

async function modulesPlugin(app: FastifyInstance, options: ModulesOptions): Promise<void> {
  const found = options.dir === undefined ? listedModules() : await findModules(options.dir);
  for (const module of inDependencyOrder(found)) app.register(module.plugin);
}

export const modules = fp(modulesPlugin, { name: 'modules', fastify: '5.x', dependencies: ['core'] });
