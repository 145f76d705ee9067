import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseFeaturesDocument as lerFeatures } from './features';
import { parseLayoutDocument as lerLayout } from './layout';
import { createLayoutSchema } from './layout-validation';
import {
  DOCUMENT_LIMITS,
  LAYOUT_LIMITS,
  MAX_MENU_ITEMS,
  checkDocumentLimits,
  dentroDosLimites,
  formatBytes,
} from './limits';
import { DOCUMENT_LINK_PATTERN, isDocumentLink, linkProblem } from './link';
import { parseMenuDocument as lerMenu } from './menu';

// The parsers with the limits in front, as the server and the studio call them.
const parseLayoutDocument = (raw: unknown, s: Parameters<typeof lerLayout>[1]) =>
  dentroDosLimites('layout', raw, (r) => lerLayout(r, s));
const parseMenuDocument = (raw: unknown) => dentroDosLimites('menu', raw, lerMenu);
const parseFeaturesDocument = (raw: unknown) => dentroDosLimites('features', raw, lerFeatures);

const schema = createLayoutSchema({
  section: { props: z.strictObject({ titulo: z._default(z.string(), '') }), acceptsChildren: true },
  text: { props: z.strictObject({ texto: z._default(z.string(), '') }), acceptsChildren: false },
});

interface Node {
  type: string;
  id: string;
  props?: Record<string, unknown>;
  children?: Node[];
}

const layout = (home: Node[]) => ({
  schemaVersion: 1,
  regions: { header: [], footer: [] },
  pages: { home, categoria: [], busca: [], produto: [] },
});

/** `levels` sections, each the only child of the one above (built without recursion). */
function nestedSections(levels: number): Node {
  const root: Node = { type: 'section', id: 's1' };
  let current = root;
  for (let i = 2; i <= levels; i++) {
    const child: Node = { type: 'section', id: `s${i}` };
    current.children = [child];
    current = child;
  }
  return root;
}

const deepPath = (levels: number) => `pages.home[0]${'.children[0]'.repeat(levels)}`;

describe('layout limits', () => {
  it('accepts blocks nested 8 deep and refuses the 9th level, naming its path', () => {
    expect(parseLayoutDocument(layout([nestedSections(8)]), schema).ok).toBe(true);
    expect(parseLayoutDocument(layout([nestedSections(9)]), schema)).toEqual({
      ok: false,
      erros: [
        { caminho: deepPath(8), mensagem: 'blocos aninhados demais: no máximo 8 níveis de blocos dentro de blocos' },
      ],
    });
  });

  it.each([1000, 5000, 100_000])('refuses %i nested sections without overflowing the stack', (levels) => {
    const raw = layout([nestedSections(levels)]);
    expect(parseLayoutDocument(raw, schema)).toEqual({
      ok: false,
      erros: [
        { caminho: deepPath(8), mensagem: 'blocos aninhados demais: no máximo 8 níveis de blocos dentro de blocos' },
      ],
    });
    // The same document parsed from JSON text, as the CLI and the API receive it (built as text:
    // JSON.stringify itself overflows the stack on such a document).
    let text = '';
    for (let i = 1; i <= levels; i++) text += `{"type":"section","id":"s${i}","children":[`;
    text += ']}'.repeat(levels);
    const fromText = JSON.parse(
      `{"schemaVersion":1,"regions":{"header":[],"footer":[]},"pages":{"home":[${text}],"categoria":[],"busca":[],"produto":[]}}`,
    ) as unknown;
    expect(parseLayoutDocument(fromText, schema)).toEqual(parseLayoutDocument(raw, schema));
  });

  it('refuses JSON nested deeper than 32 levels anywhere (props, gates), without recursion', () => {
    let deep: Record<string, unknown> = {};
    const props = deep;
    for (let i = 0; i < 50_000; i++) {
      const next: Record<string, unknown> = {};
      deep['a'] = next;
      deep = next;
    }
    const r = parseLayoutDocument(layout([{ type: 'text', id: 't', props }]), schema);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros).toHaveLength(1);
    expect(r.erros[0]?.mensagem).toBe('aninhamento profundo demais: mais de 32 níveis de JSON');
    expect(r.erros[0]?.caminho).toMatch(/^pages\.home\[0\]\.props(\.a)+$/);
  });

  it('accepts 500 blocks and refuses the 501st, naming it', () => {
    const blocks = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'text', id: `t${i}` }));
    expect(parseLayoutDocument(layout(blocks(500)), schema).ok).toBe(true);
    expect(parseLayoutDocument(layout(blocks(1000)), schema)).toEqual({
      ok: false,
      erros: [{ caminho: 'pages.home[500]', mensagem: 'blocos demais: o documento pode ter no máximo 500 blocos' }],
    });
  });

  it('refuses a 10 MB document (and one just over 256 kB), accepting one just under', () => {
    const big = layout([{ type: 'text', id: 't', props: { texto: 'x'.repeat(10 * 1024 * 1024) } }]);
    expect(parseLayoutDocument(big, schema)).toEqual({
      ok: false,
      erros: [{ caminho: '(documento)', mensagem: 'documento grande demais: o JSON passa do máximo de 256 kB' }],
    });
    // 10.6 MB made of many small blocks and texts (each within its own limits).
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      type: 'text',
      id: `t${i}`,
      props: { texto: 'y'.repeat(80) },
    }));
    expect(checkDocumentLimits(layout(many), LAYOUT_LIMITS)[0]?.mensagem).toBe(
      'documento grande demais: o JSON passa do máximo de 256 kB',
    );

    const justUnder = layout(
      Array.from({ length: 200 }, (_, i) => ({ type: 'text', id: `t${i}`, props: { texto: 'é'.repeat(600) } })),
    );
    const size = new TextEncoder().encode(JSON.stringify(justUnder)).length;
    expect(size).toBeLessThan(DOCUMENT_LIMITS.maxBytes);
    expect(size).toBeGreaterThan(DOCUMENT_LIMITS.maxBytes * 0.9);
    expect(parseLayoutDocument(justUnder, schema).ok).toBe(true);
    const over = layout(
      Array.from({ length: 230 }, (_, i) => ({ type: 'text', id: `t${i}`, props: { texto: 'é'.repeat(600) } })),
    );
    expect(parseLayoutDocument(over, schema).ok).toBe(false);
  });

  it('counts the bytes exactly as JSON.stringify writes them (UTF-8, escapes)', () => {
    const texto = 'aspas " barra \\ nova\nlinha, emoji 😀, ç, \u2028';
    const doc = { a: [1, 2.5, true, null, texto], b: { c: 'x' } };
    const bytes = new TextEncoder().encode(JSON.stringify(doc)).length;
    expect(checkDocumentLimits(doc, { ...DOCUMENT_LIMITS, maxBytes: bytes })).toEqual([]);
    expect(checkDocumentLimits(doc, { ...DOCUMENT_LIMITS, maxBytes: bytes - 1 })).toHaveLength(1);
  });

  it('refuses texts over 2,000 characters, each with its path', () => {
    const r = parseLayoutDocument(layout([{ type: 'text', id: 't', props: { texto: 'z'.repeat(2001) } }]), schema);
    expect(r).toEqual({
      ok: false,
      erros: [
        { caminho: 'pages.home[0].props.texto', mensagem: 'texto longo demais: 2.001 caracteres (máximo 2.000)' },
      ],
    });
    expect(
      parseLayoutDocument(layout([{ type: 'text', id: 't', props: { texto: 'z'.repeat(2000) } }]), schema).ok,
    ).toBe(true);
  });

  it('formats sizes in pt-BR (1 kB = 1024 bytes)', () => {
    expect(formatBytes(256 * 1024)).toBe('256 kB');
    expect(formatBytes(11_114_905)).toBe('10,6 MB');
    expect(formatBytes(900)).toBe('900 bytes');
  });
});

describe('menu and features limits', () => {
  const item = (i: number, href = '/aurora') => ({
    id: `i${i}`,
    label: `Item ${i}`,
    destino: { tipo: 'url', href },
    grupo: 'principal',
  });

  it(`accepts ${MAX_MENU_ITEMS} menu items and refuses more`, () => {
    expect(
      parseMenuDocument({ schemaVersion: 1, items: Array.from({ length: MAX_MENU_ITEMS }, (_, i) => item(i)) }).ok,
    ).toBe(true);
    expect(
      parseMenuDocument({ schemaVersion: 1, items: Array.from({ length: MAX_MENU_ITEMS + 1 }, (_, i) => item(i)) }),
    ).toEqual({
      ok: false,
      erros: [{ caminho: 'items', mensagem: `lista deve ter no máximo ${MAX_MENU_ITEMS} itens` }],
    });
  });

  it('refuses a 10 MB menu and deep nesting before validating', () => {
    expect(parseMenuDocument({ schemaVersion: 1, items: [item(1, `/${'a'.repeat(10 * 1024 * 1024)}`)] })).toEqual({
      ok: false,
      erros: [{ caminho: '(documento)', mensagem: 'documento grande demais: o JSON passa do máximo de 256 kB' }],
    });
    let when: Record<string, unknown> = {};
    const root = when;
    for (let i = 0; i < 5000; i++) when = (when['x'] = {}) as Record<string, unknown>;
    const r = parseFeaturesDocument({ schemaVersion: 1, features: { precos: { when: root } } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.erros[0]?.mensagem).toBe('aninhamento profundo demais: mais de 32 níveis de JSON');
  });

  it('refuses object keys over 100 characters', () => {
    const r = parseFeaturesDocument({ schemaVersion: 1, features: { ['k'.repeat(101)]: {} } });
    expect(r).toEqual({
      ok: false,
      erros: [{ caminho: 'features', mensagem: 'chave longa demais: 101 caracteres (máximo 100)' }],
    });
  });
});

describe('links: a path of this shop or an https URL only', () => {
  const accepted = [
    '/',
    '/aurora',
    '/aurora/categoria/bebidas?ordem=preco#topo',
    'https://exemplo.com.br',
    'https://exemplo.com.br/blog?x=1',
  ];
  const refused: [string, RegExp][] = [
    ['/\\evil.example', /"\\"/],
    ['\\\\evil.example', /"\\"/],
    ['//evil.example', /"\/\/" leva a outro site/],
    ['/\t/evil.example', /espaços nem caracteres de controle/],
    [' /aurora', /espaços/],
    ['javascript:alert(1)', /"javascript:" não é aceito/],
    ['JavaScript:alert(1)', /"javascript:" não é aceito/],
    ['data:text/html,<script>', /"data:" não é aceito/],
    ['http://exemplo.com.br', /http:\/\/ não é aceito/],
    ['mailto:a@b.com', /"mailto:" não é aceito/],
    ['https://loja@evil.example', /usuário ou senha/],
    ['https:evil.example', /https:\/\/ inválido/],
    ['https://', /https:\/\/ inválido/],
    ['HTTPS://exemplo.com.br', /minúsculas/],
    ['aurora/ofertas', /deve começar com "\/"/],
    ['', /vazio/],
  ];

  it.each(accepted)('accepts %s', (href) => {
    expect(linkProblem(href)).toBeUndefined();
    expect(DOCUMENT_LINK_PATTERN.test(href)).toBe(true);
  });

  it.each(refused)('refuses %j', (href, message) => {
    expect(linkProblem(href)).toMatch(message);
    expect(isDocumentLink(href)).toBe(false);
  });

  it('the JSON Schema pattern never accepts what is refused for another site or script', () => {
    for (const href of [
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      'http://exemplo.com.br',
      'https://loja@evil.example',
      '/\t/x',
    ]) {
      expect(DOCUMENT_LINK_PATTERN.test(href), href).toBe(false);
    }
  });

  it('refuses `/\\evil.example` in a menu, with its JSON path', () => {
    const r = parseMenuDocument({
      schemaVersion: 1,
      items: [{ id: 'a', label: 'A', destino: { tipo: 'url', href: '/\\evil.example' }, grupo: 'principal' }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros.map((e) => e.caminho)).toEqual(['items[0].destino.href']);
  });
});
