/**
 * The domain modules, found on disk: every folder of server/modules with an `index.ts` exporting
 * `serverModule`, a fastify-plugin with a `name` and its `dependencies`. They are registered on the
 * root instance, dependencies first, so adding a module is adding its folder: no list to edit.
 *
 * Not @fastify/autoload: it imports the files with Node's own `import()`, which loads no TypeScript
 * under vitest (dependencies are not transformed) nor under `node --import tsx` (autoload only
 * recognises the tsx command). Here `import()` is in our own code, so whatever runs the server
 * (tsx, vitest) loads the modules the same way it loads this file.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));
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
    const meta = (exported as { [key: symbol]: PluginMeta | undefined } | undefined)?.[Symbol.for('plugin-meta')];
    if (typeof exported !== 'function' || typeof meta?.name !== 'string') {
      throw new Error(`${folder}/${basename(index)} deve exportar serverModule, um fastify-plugin com name`);
    }
    const dependencies = Array.isArray(meta.dependencies) ? meta.dependencies.map(String) : [];
    found.push({ name: meta.name, dependencies, plugin: exported as FastifyPluginAsync });
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
  /** The folder of the modules; defaults to server/modules. */
  dir?: string;
}

async function modulesPlugin(app: FastifyInstance, options: ModulesOptions): Promise<void> {
  for (const module of inDependencyOrder(await findModules(options.dir))) app.register(module.plugin);
}

export const modules = fp(modulesPlugin, { name: 'modules', fastify: '5.x', dependencies: ['core'] });
