import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLayout } from './default-layout';
import { validateDocumentoLoja } from './validate-document';
import type { StoredLayoutDocument } from './layout-schema';

const seed = (slug: string, tipo: string): unknown =>
  JSON.parse(readFileSync(join(process.cwd(), 'server/db/seed/documents', `${slug}.${tipo}.json`), 'utf8'));

describe('validateDocumentoLoja', () => {
  it.each(['aurora', 'construforte'])('accepts the %s seed documents', (slug) => {
    for (const tipo of ['layout', 'menu', 'features'] as const) {
      const result = validateDocumentoLoja(tipo, seed(slug, tipo));
      expect(result, `${slug}.${tipo}`).toMatchObject({ ok: true });
    }
  });

  it('the two suppliers have different home layouts (blocks and order), each with a `when` gate', () => {
    const types = (slug: string) => {
      const result = validateDocumentoLoja('layout', seed(slug, 'layout'));
      if (!result.ok) throw new Error('invalid');
      const doc = result.documento as StoredLayoutDocument;
      const walk = (nodes: StoredLayoutDocument['pages']['home']): string[] =>
        nodes.flatMap((n) => [n.type, ...(n.children ? walk(n.children) : [])]);
      const gated = JSON.stringify(doc.pages.home).includes('"when"');
      return { order: walk(doc.pages.home), gated };
    };
    const aurora = types('aurora');
    const construforte = types('construforte');
    expect(aurora.order).not.toEqual(construforte.order);
    expect(aurora.order[0]).toBe('carousel');
    expect(construforte.order[0]).toBe('category-nav');
    expect(aurora.gated && construforte.gated).toBe(true);
  });

  it('rejects unknown blocks, bad props and children on a leaf, with JSON paths and pt-BR messages', () => {
    const result = validateDocumentoLoja('layout', {
      schemaVersion: 1,
      regions: { header: [{ type: 'heder', id: 'a' }], footer: [] },
      pages: {
        home: [
          { type: 'catalogue-grid', id: 'b', props: { titulo: 3 } },
          { type: 'static-text', id: 'c', children: [] },
          { type: 'carousel', id: 'd', props: { tipo: 'VIDEO' } },
        ],
        categoria: [],
        busca: [],
        produto: [],
      },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byPath = Object.fromEntries(result.erros.map((e) => [e.caminho, e.mensagem]));
    expect(byPath['regions.header[0].type']).toMatch(/bloco desconhecido "heder".*você quis dizer "header"/);
    expect(byPath['pages.home[0].props.titulo']).toBeDefined();
    expect(byPath['pages.home[1].children']).toMatch(/não aceita filhos/);
    expect(byPath['pages.home[2].props.tipo']).toBeDefined();
  });

  it('rejects an unknown document type and a bad menu', () => {
    expect(validateDocumentoLoja('tema' as never, {})).toMatchObject({ ok: false });
    const menu = validateDocumentoLoja('menu', {
      schemaVersion: 1,
      items: [{ id: 'x', label: 'X', grupo: 'principal', destino: { tipo: 'url', href: 'javascript:alert(1)' } }],
    });
    expect(menu.ok).toBe(false);
  });

  it('the default layout is valid and fills in defaults', () => {
    expect(validateDocumentoLoja('layout', defaultLayout)).toMatchObject({ ok: true });
    expect(defaultLayout.regions.header[0]).toMatchObject({
      type: 'free-shipping-banner',
      props: { textoChave: 'banner.frete_gratis' },
    });
  });
});
