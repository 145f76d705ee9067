import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LAYOUT_PAGES, parseLayoutDocument } from './layout';
import { createLayoutSchema, layoutNodeIds } from './layout-validation';
import { formatErros } from './errors';

const blocks = {
  'catalogue-grid': {
    props: z.object({ pageSize: z._default(z.int().check(z.gte(4), z.lte(60)), 20) }),
    acceptsChildren: false,
  },
  carousel: { props: z.object({ titulo: z._default(z.string(), 'Ofertas') }), acceptsChildren: false },
  section: { props: z.object({ gap: z._default(z.enum(['sm', 'md']), 'md') }), acceptsChildren: true },
};
const schema = createLayoutSchema(blocks);

function doc(home: unknown[], extra: Record<string, unknown> = {}) {
  return {
    schemaVersion: 1,
    regions: { header: [], footer: [] },
    pages: {
      home,
      categoria: [{ type: 'catalogue-grid', id: 'grade-categoria' }],
      busca: [{ type: 'catalogue-grid', id: 'grade-busca' }],
      produto: [],
    },
    ...extra,
  };
}

describe('createLayoutSchema / parseLayoutDocument', () => {
  it('accepts a valid document and fills props defaults', () => {
    const r = parseLayoutDocument(
      doc([
        { type: 'carousel', id: 'c1' },
        {
          type: 'section',
          id: 's1',
          children: [{ type: 'catalogue-grid', id: 'g1', props: { pageSize: 40 } }],
          when: { loggedIn: true },
        },
      ]),
      schema,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.document.pages.home[0]).toEqual({ type: 'carousel', id: 'c1', props: { titulo: 'Ofertas' } });
    const section = r.document.pages.home[1];
    expect(section?.props).toEqual({ gap: 'md' });
    expect(section?.children?.[0]).toEqual({ type: 'catalogue-grid', id: 'g1', props: { pageSize: 40 } });
    expect(layoutNodeIds(r.document)).toEqual(['c1', 's1', 'g1', 'grade-categoria', 'grade-busca']);
  });

  it('names the unknown block and the valid ones at its JSON path', () => {
    const r = parseLayoutDocument(doc([{ type: 'carrosel', id: 'a' }]), schema);
    expect(r).toEqual({
      ok: false,
      erros: [
        {
          caminho: 'pages.home[0].type',
          mensagem:
            'bloco desconhecido "carrosel" (blocos válidos: carousel, catalogue-grid, section); você quis dizer "carousel"?',
        },
      ],
    });
  });

  it('points at bad props with the accepted range', () => {
    const r = parseLayoutDocument(
      doc([
        { type: 'carousel', id: 'a' },
        { type: 'carousel', id: 'b' },
        { type: 'catalogue-grid', id: 'c', props: { pageSize: 100 } },
      ]),
      schema,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(formatErros(r.erros)).toBe('pages.home[2].props.pageSize: esperado número inteiro entre 4 e 60');
  });

  it('reports errors inside children, in regions, and several at once', () => {
    const raw = doc([
      { type: 'section', id: 's', children: [{ type: 'catalogue-grid', id: 'g', props: { pageSize: 'vinte' } }] },
    ]);
    (raw.regions as { header: unknown[] }).header.push({ type: 'section', id: 'h', props: { gap: 'xl' } });
    const r = parseLayoutDocument(raw, schema);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros).toEqual([
      { caminho: 'regions.header[0].props.gap', mensagem: 'valor inválido "xl" (valores válidos: "sm", "md")' },
      { caminho: 'pages.home[0].children[0].props.pageSize', mensagem: 'esperado número inteiro entre 4 e 60' },
    ]);
  });

  it('rejects children on a block that does not accept them', () => {
    const r = parseLayoutDocument(doc([{ type: 'carousel', id: 'a', children: [] }]), schema);
    expect(r).toEqual({
      ok: false,
      erros: [{ caminho: 'pages.home[0].children', mensagem: 'o bloco "carousel" não aceita filhos (children)' }],
    });
  });

  it('rejects duplicate ids across the whole document', () => {
    const raw = doc([{ type: 'section', id: 'x', children: [{ type: 'carousel', id: 'dup' }] }]);
    (raw.regions as { footer: unknown[] }).footer.push({ type: 'carousel', id: 'dup' });
    const r = parseLayoutDocument(raw, schema);
    expect(r).toEqual({
      ok: false,
      erros: [
        { caminho: 'pages.home[0].children[0].id', mensagem: 'id "dup" repetido (já usado em regions.footer[0])' },
      ],
    });
  });

  it('rejects missing type, bad ids, unknown keys, bad gates and missing pages in pt-BR', () => {
    const raw = {
      schemaVersion: 4,
      regions: { header: [{ id: 'a' }], footer: [] },
      pages: {
        ...Object.fromEntries(LAYOUT_PAGES.filter((page) => page !== 'produto').map((page) => [page, []])),
        home: [
          { type: 'carousel', id: 'com espaço' },
          { type: 'carousel', id: 'b', chidren: [] },
          { type: 'carousel', id: 'c', when: { roles: ['gerente'] } },
        ],
        categoria: [{ type: 'catalogue-grid', id: 'grade-categoria' }],
        busca: [{ type: 'catalogue-grid', id: 'grade-busca' }],
      },
    };
    const r = parseLayoutDocument(raw, schema);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros).toEqual([
      {
        caminho: 'regions.header[0].type',
        mensagem: 'campo obrigatório ausente: o tipo do bloco (blocos válidos: carousel, catalogue-grid, section)',
      },
      { caminho: 'pages.home[0].id', mensagem: 'id deve ter de 1 a 64 caracteres: letras, números, "-" ou "_"' },
      {
        caminho: 'pages.home[1]',
        mensagem: 'chave não reconhecida "chidren" (chaves válidas: type, id, props, when, children)',
      },
      {
        caminho: 'pages.home[2].when.roles[0]',
        mensagem:
          'valor inválido "gerente" (valores válidos: "anonimo", "cliente", "representante", "usuario_vinculado", "atendente", "admin_fornecedor")',
      },
      { caminho: 'pages.produto', mensagem: 'campo obrigatório ausente (esperado lista)' },
    ]);
    for (const e of r.erros) expect(e.mensagem).not.toMatch(/Invalid|expected|received/);
  });

  it('migrates an unversioned document and rejects a newer version', () => {
    const { schemaVersion: _drop, ...unversioned } = doc([{ type: 'carousel', id: 'a' }]);
    const migrated = parseLayoutDocument(unversioned, schema);
    expect(migrated.ok).toBe(true);
    expect(parseLayoutDocument(doc([], { schemaVersion: 5 }), schema)).toEqual({
      ok: false,
      erros: [{ caminho: 'schemaVersion', mensagem: 'versão 5 é mais nova que a suportada (4)' }],
    });
    expect(parseLayoutDocument('x', schema)).toEqual({
      ok: false,
      erros: [{ caminho: '(documento)', mensagem: 'esperado um objeto JSON' }],
    });
  });

  it('refuses an empty block map', () => {
    expect(() => createLayoutSchema({})).toThrow(/vazio/);
  });

  it('emits a JSON Schema with the block props and defaults', () => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as { $defs?: Record<string, unknown> };
    const text = JSON.stringify(json);
    expect(text).toContain('"const":"catalogue-grid"');
    expect(text).toContain('"maximum":60');
    expect(text).toContain('"default":20');
  });
});

describe('the page types of the route table (layout v4)', () => {
  const cartBlocks = {
    ...blocks,
    'order-submit': { props: z.object({}), acceptsChildren: false, pages: ['carrinho'] as const },
  };
  const cartSchema = createLayoutSchema(cartBlocks);
  const v4 = (pages: Record<string, unknown[]>) => ({
    ...doc([]),
    schemaVersion: 4,
    pages: {
      ...Object.fromEntries(LAYOUT_PAGES.map((page) => [page, []])),
      categoria: [{ type: 'catalogue-grid', id: 'grade-categoria' }],
      busca: [{ type: 'catalogue-grid', id: 'grade-busca' }],
      carrinho: [{ type: 'order-submit', id: 'enviar' }],
      ...pages,
    },
  });

  it('refuses a page without a block it cannot lose, naming the page and the block in pt-BR', () => {
    const r = parseLayoutDocument(v4({ carrinho: [{ type: 'carousel', id: 'c' }] }), cartSchema);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(formatErros(r.erros)).toBe(
      'pages.carrinho: a página "carrinho" (Carrinho) precisa do bloco "order-submit", visível para todos (sem condição "when")',
    );
    // Under a gate it is lost for whoever the gate hides it from.
    const gated = parseLayoutDocument(
      v4({ carrinho: [{ type: 'order-submit', id: 'enviar', when: { loggedIn: true } }] }),
      cartSchema,
    );
    expect(gated.ok).toBe(false);
    // Inside a section, shown to everyone, it counts.
    expect(
      parseLayoutDocument(
        v4({ carrinho: [{ type: 'section', id: 's', children: [{ type: 'order-submit', id: 'enviar' }] }] }),
        cartSchema,
      ).ok,
    ).toBe(true);
  });

  it('refuses a block outside the pages it may be placed on, at its path', () => {
    const r = parseLayoutDocument(v4({ home: [{ type: 'order-submit', id: 'enviar-2' }] }), cartSchema);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(formatErros(r.erros)).toBe(
      'pages.home[0].type: o bloco "order-submit" não pode ficar na página "home" (só nas páginas: carrinho)',
    );
  });

  it('gives a version-3 document an empty list for each new page type', () => {
    const r = parseLayoutDocument(doc([{ type: 'carousel', id: 'a' }], { schemaVersion: 3 }), schema);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.document.pages).sort()).toEqual([...LAYOUT_PAGES].sort());
    expect(r.document.pages.carrinho).toEqual([]);
  });
});
