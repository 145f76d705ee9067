import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildJsonSchemas, emitJsonSchemas } from './emit-json-schema';

const blocks = {
  'catalogue-grid': { props: z.object({ pageSize: z._default(z.int().check(z.gte(4), z.lte(60)), 20) }), acceptsChildren: false },
  section: { props: z.object({}), acceptsChildren: true },
};
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('emit-json-schema', () => {
  it('builds the three documents with ids and the block definitions', () => {
    const out = buildJsonSchemas(blocks);
    expect(Object.keys(out).sort()).toEqual(['features.schema.json', 'layout.schema.json', 'menu.schema.json']);
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
  it('writes files, then reports nothing stale; --check mode does not write', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'emit-'));
    dirs.push(dir);
    expect((await emitJsonSchemas(blocks, dir, true)).length).toBe(3);
    await expect(readFile(path.join(dir, 'menu.schema.json'), 'utf8')).rejects.toThrow();
    expect((await emitJsonSchemas(blocks, dir)).sort()).toEqual(['features.schema.json', 'layout.schema.json', 'menu.schema.json']);
    expect(await emitJsonSchemas(blocks, dir, true)).toEqual([]);
    const written = JSON.parse(await readFile(path.join(dir, 'features.schema.json'), 'utf8')) as { title: string };
    expect(written.title).toContain('Funcionalidades');
  });
});
