/**
 * `npm run schemas:emit`: writes the JSON Schema of the documents a supplier admin edits, for
 * editors (VS Code `$schema`, the studio's JSON view):
 *   schemas/layout.schema.json   (from the concrete block map `blockSchemas` of blocks/schemas.ts)
 *   schemas/menu.schema.json
 *   schemas/features.schema.json
 * and the versioned ones the server publishes at `/schemas/{tipo}/v{n}.json` (layout, menu,
 * features, tema), one file per schemaVersion: schemas/json/{tipo}/v{n}.json. Only the current
 * version of each is written; the files of older versions stay as they were emitted (committed),
 * so an external editor keeps validating an old document against the schema it was written for.
 * `--check` compares instead of writing and exits 1 when a file is stale.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { createLayoutSchema } from '#schemas/layout-validation';
import type { LayoutBlockMap } from '#schemas/layout';
import { menuDocumentSchema } from '#schemas/menu';
import { FEATURES_SCHEMA_VERSION, featuresDocumentSchema } from '#schemas/features';
import { LAYOUT_SCHEMA_VERSION } from '#schemas/layout';
import { MENU_SCHEMA_VERSION } from '#schemas/menu';
import { TEMA_SCHEMA_VERSION, temaDocumentSchema } from '#schemas/tema-documento';
import { registerJsonSchemaMetadata } from '#schemas/json-schema-metadata';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BASE_ID = 'https://storefront.local/schemas/';

function toJson(schema: z.ZodMiniType, name: string, title: string): string {
  registerJsonSchemaMetadata();
  // io 'input': what an admin writes (props with defaults are optional); reused 'ref': shared
  // sub-schemas (the gate) go to $defs once.
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', reused: 'ref' }) as Record<
    string,
    unknown
  >;
  const { $schema, ...rest } = json;
  return `${JSON.stringify({ $schema, $id: `${BASE_ID}${name}`, title, ...rest }, null, 2)}\n`;
}

/** The versioned file of a document's JSON Schema, relative to schemas/ (served at /schemas/{tipo}/v{n}.json). */
export const arquivoVersionado = (tipo: string, versao: number): string => `json/${tipo}/v${versao}.json`;

/** The JSON Schema documents as file name (relative to schemas/) → text (pure; used by the script and its test). */
export function buildJsonSchemas(blockSchemas: LayoutBlockMap): Record<string, string> {
  const layout = createLayoutSchema(blockSchemas);
  const titulos = {
    layout: 'Layout da loja (blocos do cabeçalho, rodapé e páginas)',
    menu: 'Menu do cabeçalho da loja',
    features: 'Funcionalidades da loja e suas condições (when)',
    tema: 'Tema da loja (cores, logo e cabeçalho da página)',
  };
  const versionado = (tipo: keyof typeof titulos, schema: z.ZodMiniType, versao: number): [string, string] => {
    const nome = arquivoVersionado(tipo, versao);
    return [nome, toJson(schema, `${tipo}/v${versao}.json`, `${titulos[tipo]}, schemaVersion ${versao}`)];
  };
  return Object.fromEntries([
    ['layout.schema.json', toJson(layout, 'layout.schema.json', titulos.layout)],
    ['menu.schema.json', toJson(menuDocumentSchema, 'menu.schema.json', titulos.menu)],
    ['features.schema.json', toJson(featuresDocumentSchema, 'features.schema.json', titulos.features)],
    versionado('layout', layout, LAYOUT_SCHEMA_VERSION),
    versionado('menu', menuDocumentSchema, MENU_SCHEMA_VERSION),
    versionado('features', featuresDocumentSchema, FEATURES_SCHEMA_VERSION),
    versionado('tema', temaDocumentSchema, TEMA_SCHEMA_VERSION),
  ]);
}

/** Writes (or, with `check`, compares) the files under `outDir`; returns the names that differed. */
export async function emitJsonSchemas(blockSchemas: LayoutBlockMap, outDir: string, check = false): Promise<string[]> {
  const stale: string[] = [];
  for (const [name, text] of Object.entries(buildJsonSchemas(blockSchemas))) {
    const file = path.join(outDir, name);
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current === text) continue;
    stale.push(name);
    if (!check) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }
  return stale;
}

async function loadBlockSchemas(): Promise<LayoutBlockMap> {
  const specifier = pathToFileURL(path.join(root, 'blocks', 'schemas.ts')).href;
  const mod = (await import(specifier).catch((error: unknown) => {
    throw new Error(
      `não foi possível carregar blocks/schemas.ts (export blockSchemas): ${error instanceof Error ? error.message : String(error)}`,
    );
  })) as { blockSchemas?: LayoutBlockMap };
  if (!mod.blockSchemas || typeof mod.blockSchemas !== 'object')
    throw new Error('blocks/schemas.ts não exporta "blockSchemas"');
  return mod.blockSchemas;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const blockSchemas = await loadBlockSchemas();
  const stale = await emitJsonSchemas(blockSchemas, path.join(root, 'schemas'), check);
  if (check && stale.length > 0) {
    console.error(`JSON Schema desatualizado: ${stale.join(', ')} (rode npm run schemas:emit)`);
    process.exitCode = 1;
    return;
  }
  console.log(stale.length ? `escrito: ${stale.map((s) => `schemas/${s}`).join(', ')}` : 'JSON Schemas já atualizados');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
