import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import Ajv2020 from 'ajv/dist/2020';
import { buildJsonSchemas, emitJsonSchemas } from './emit-json-schema';
import { MENU_SCHEMA_VERSION, defaultMenuDocument } from '#schemas/menu';
import { FEATURES_SCHEMA_VERSION } from '#schemas/features';
import { LAYOUT_PAGES, LAYOUT_SCHEMA_VERSION } from '#schemas/layout';
import { TEMA_SCHEMA_VERSION } from '#schemas/tema-documento';

const blocks = {
  'catalogue-grid': {
    props: z.object({ pageSize: z._default(z.int().check(z.gte(4), z.lte(60)), 20) }),
    acceptsChildren: false,
  },
  section: { props: z.object({}), acceptsChildren: true },
};
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('emit-json-schema', () => {
  it('builds the three documents with ids and the block definitions', () => {
    const out = buildJsonSchemas(blocks);
    expect(Object.keys(out).sort()).toEqual([
      'features.schema.json',
      `json/features/v${FEATURES_SCHEMA_VERSION}.json`,
      `json/layout/v${LAYOUT_SCHEMA_VERSION}.json`,
      `json/menu/v${MENU_SCHEMA_VERSION}.json`,
      `json/tema/v${TEMA_SCHEMA_VERSION}.json`,
      'layout.schema.json',
      'menu.schema.json',
    ]);
    const versionado = JSON.parse(out[`json/layout/v${LAYOUT_SCHEMA_VERSION}.json`] ?? '{}') as Record<string, unknown>;
    expect(versionado['$id']).toBe(`https://storefront.local/schemas/layout/v${LAYOUT_SCHEMA_VERSION}.json`);
    const layout = JSON.parse(out['layout.schema.json'] ?? '{}') as Record<string, unknown>;
    expect(layout['$id']).toBe('https://storefront.local/schemas/layout.schema.json');
    expect(layout['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    const text = out['layout.schema.json'] ?? '';
    expect(text).toContain('"const": "catalogue-grid"');
    expect(text).toContain('"maximum": 60');
    const menu = out['menu.schema.json'] ?? '';
    expect(menu).toContain('"trocar-cliente"');
    const features = out['features.schema.json'] ?? '';
    expect(features).toContain('"recomendacoes"');
  });
  it('emits schemas that a JSON Schema validator (ajv) applies like zod', () => {
    const out = buildJsonSchemas(blocks);
    const ajv = new Ajv2020({ strict: false });
    const layout = ajv.compile(JSON.parse(out['layout.schema.json'] ?? '{}'));
    const page = (home: unknown[]) => ({
      schemaVersion: LAYOUT_SCHEMA_VERSION,
      regions: { header: [], footer: [] },
      pages: { ...Object.fromEntries(LAYOUT_PAGES.map((name) => [name, []])), home },
    });
    expect(
      layout(
        page([{ type: 'section', id: 's', children: [{ type: 'catalogue-grid', id: 'g', props: { pageSize: 20 } }] }]),
      ),
    ).toBe(true);
    expect(layout(page([{ type: 'carrosel', id: 'c' }]))).toBe(false);
    expect(layout(page([{ type: 'catalogue-grid', id: 'g', props: { pageSize: 61 } }]))).toBe(false);
    expect(layout(page([{ type: 'catalogue-grid', id: 'g', children: [] }]))).toBe(false);
    const menu = ajv.compile(JSON.parse(out['menu.schema.json'] ?? '{}'));
    expect(menu(defaultMenuDocument)).toBe(true);
    expect(
      menu({
        schemaVersion: 1,
        items: [{ id: 'x', label: 'X', grupo: 'principal', destino: { tipo: 'rota', rota: 'nada' } }],
      }),
    ).toBe(false);
    const features = ajv.compile(JSON.parse(out['features.schema.json'] ?? '{}'));
    expect(features({ schemaVersion: 1, features: { chat: { when: { roles: ['cliente'] } } } })).toBe(true);
    expect(features({ schemaVersion: 1, features: { chatt: { when: {} } } })).toBe(false);
  });
  it('writes files, then reports nothing stale; --check mode does not write', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emit-'));
    dirs.push(dir);
    expect((await emitJsonSchemas(blocks, dir, true)).length).toBe(7);
    await expect(readFile(path.join(dir, 'menu.schema.json'), 'utf8')).rejects.toThrow();
    expect((await emitJsonSchemas(blocks, dir)).sort()).toEqual(Object.keys(buildJsonSchemas(blocks)).sort());
    const tema = JSON.parse(await readFile(path.join(dir, 'json', 'tema', `v${TEMA_SCHEMA_VERSION}.json`), 'utf8')) as {
      title: string;
    };
    expect(tema.title).toContain('Tema da loja');
    expect(await emitJsonSchemas(blocks, dir, true)).toEqual([]);
    const written = JSON.parse(await readFile(path.join(dir, 'features.schema.json'), 'utf8')) as { title: string };
    expect(written.title).toContain('Funcionalidades');
  });
});
