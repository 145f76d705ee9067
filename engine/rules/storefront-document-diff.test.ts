import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDocumentos } from './storefront-document-diff';

type Bloco = { type: string; id: string; props: Record<string, unknown> };
type Doc = {
  schemaVersion: number;
  regions: { header: Bloco[]; footer: Bloco[] };
  pages: { home: Bloco[]; busca: Bloco[] };
};

const TIPOS = ['carousel', 'catalogue-grid', 'static-text', 'section'];
const bloco = (id: string): fc.Arbitrary<Bloco> =>
  fc.record({
    type: fc.constantFrom(...TIPOS),
    id: fc.constant(id),
    props: fc.dictionary(
      fc.constantFrom('titulo', 'tipo', 'intervaloMs', 'mostrar'),
      fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean()),
      { maxKeys: 3 },
    ),
  });

/** A layout with unique ids spread over its four lists. */
const documento: fc.Arbitrary<Doc> = fc
  .uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/), { maxLength: 12 })
  .chain((ids) => fc.tuple(...ids.map((id) => fc.tuple(bloco(id), fc.integer({ min: 0, max: 3 })))))
  .map((pares) => {
    const doc: Doc = { schemaVersion: 3, regions: { header: [], footer: [] }, pages: { home: [], busca: [] } };
    const listas = [doc.regions.header, doc.regions.footer, doc.pages.home, doc.pages.busca];
    for (const [b, lista] of pares) listas[lista]!.push(b);
    return doc;
  });

const listasDe = (doc: Doc): [string, Bloco[]][] => [
  ['regions.header', doc.regions.header],
  ['regions.footer', doc.regions.footer],
  ['pages.home', doc.pages.home],
  ['pages.busca', doc.pages.busca],
];

describe('diffDocumentos (properties)', () => {
  it('diff(a, a) is empty, also against a deep copy', () => {
    fc.assert(
      fc.property(documento, (a) => {
        expect(diffDocumentos(a, a)).toEqual([]);
        expect(diffDocumentos(a, structuredClone(a))).toEqual([]);
      }),
    );
  });

  it('an added block is reported once, as added, and nothing else', () => {
    fc.assert(
      fc.property(documento, bloco('novo-bloco'), fc.nat(3), fc.nat(), (a, novo, lista, posicao) => {
        const b = structuredClone(a);
        const [caminho, blocos] = listasDe(b)[lista]!;
        const i = posicao % (blocos.length + 1);
        blocos.splice(i, 0, novo);
        const mudancas = diffDocumentos(a, b);
        expect(mudancas).toEqual([
          {
            tipo: 'adicionado',
            caminho: `${caminho}[${i}]`,
            descricao: `Bloco "${novo.type}" (id novo-bloco) adicionado em ${caminho}, posição ${i + 1}`,
          },
        ]);
      }),
    );
  });

  it('a removed block is reported once, as removed', () => {
    fc.assert(
      fc.property(documento, fc.nat(), (a, escolha) => {
        const todos = listasDe(a).flatMap(([c, l]) => l.map((bl, i) => ({ c, i, id: bl.id })));
        fc.pre(todos.length > 0);
        const alvo = todos[escolha % todos.length]!;
        const b = structuredClone(a);
        listasDe(b)
          .find(([c]) => c === alvo.c)![1]
          .splice(alvo.i, 1);
        const mudancas = diffDocumentos(a, b);
        expect(mudancas).toHaveLength(1);
        expect(mudancas[0]).toMatchObject({ tipo: 'removido', caminho: `${alvo.c}[${alvo.i}]` });
        expect(mudancas[0]!.descricao).toContain(`(id ${alvo.id})`);
      }),
    );
  });

  it('a moved block is reported as moved (once), never as removed plus added', () => {
    fc.assert(
      fc.property(documento, fc.nat(), fc.nat(3), fc.nat(), (a, escolha, destino, posicao) => {
        const todos = listasDe(a).flatMap(([c, l]) => l.map((bl, i) => ({ c, i, id: bl.id })));
        fc.pre(todos.length > 0);
        const alvo = todos[escolha % todos.length]!;
        const b = structuredClone(a);
        const [movido] = listasDe(b)
          .find(([c]) => c === alvo.c)![1]
          .splice(alvo.i, 1);
        const [caminho, lista] = listasDe(b)[destino]!;
        const i = posicao % (lista.length + 1);
        lista.splice(i, 0, movido!);
        const mudancas = diffDocumentos(a, b);
        expect(mudancas.some((m) => m.tipo === 'adicionado' || m.tipo === 'removido' || m.tipo === 'alterado')).toBe(
          false,
        );
        if (caminho === alvo.c && i === alvo.i) {
          expect(mudancas).toEqual([]);
        } else {
          // Within one list, moving one block may be read as moving a neighbour instead (same order); never more than one.
          expect(mudancas).toHaveLength(1);
          expect(mudancas[0]!.tipo).toBe('movido');
          if (caminho !== alvo.c) expect(mudancas[0]!.caminho).toBe(`${caminho}[${i}]`);
        }
      }),
    );
  });
});

describe('diffDocumentos (examples)', () => {
  const base = {
    schemaVersion: 3,
    regions: { header: [], footer: [] },
    pages: {
      home: [
        { type: 'carousel', id: 'hero', props: { tipo: 'BANNER' } },
        { type: 'catalogue-grid', id: 'grade', props: { titulo: 'Produtos' } },
      ],
    },
  };

  it('names a changed prop with its block and values', () => {
    const depois = structuredClone(base);
    depois.pages.home[1]!.props = { titulo: 'Ofertas' };
    expect(diffDocumentos(base, depois)).toEqual([
      {
        tipo: 'alterado',
        caminho: 'pages.home[1].props.titulo',
        descricao: 'Bloco "catalogue-grid" (id grade): props.titulo alterado de "Produtos" para "Ofertas"',
      },
    ]);
  });

  it('describes a block moved to the top in pt-BR', () => {
    const depois = structuredClone(base);
    depois.pages.home.reverse();
    expect(diffDocumentos(base, depois)).toEqual([
      {
        tipo: 'movido',
        caminho: 'pages.home[0]',
        descricao: 'Bloco "catalogue-grid" (id grade) movido em pages.home da posição 2 para a posição 1',
      },
    ]);
  });

  it('reports a nested block inside an added section only as part of it', () => {
    const depois = structuredClone(base) as unknown as { pages: { home: unknown[] } };
    depois.pages.home.unshift({
      type: 'section',
      id: 'sec',
      props: {},
      children: [{ type: 'static-text', id: 'txt', props: {} }],
    });
    expect(diffDocumentos(base, depois)).toEqual([
      {
        tipo: 'adicionado',
        caminho: 'pages.home[0]',
        descricao: 'Bloco "section" (id sec) adicionado em pages.home, posição 1',
      },
    ]);
  });

  it('diffs plain fields (tema, features) and menu items by label', () => {
    expect(
      diffDocumentos({ cor_primaria: '#436bac', logo: null }, { cor_primaria: '#123456', logo: '/logo.png' }),
    ).toEqual([
      { tipo: 'alterado', caminho: 'cor_primaria', descricao: 'cor_primaria alterado de "#436bac" para "#123456"' },
      { tipo: 'alterado', caminho: 'logo', descricao: 'logo alterado de null para "/logo.png"' },
    ]);
    expect(diffDocumentos({ features: {} }, { features: { precos: { when: { logado: true } } } })).toEqual([
      {
        tipo: 'alterado',
        caminho: 'features.precos',
        descricao: 'features.precos definido como {"when":{"logado":true}}',
      },
    ]);
    expect(diffDocumentos({ items: [] }, { items: [{ id: 'ofertas', label: 'Ofertas' }] })).toEqual([
      {
        tipo: 'adicionado',
        caminho: 'items[0]',
        descricao: 'Item "Ofertas" (id ofertas) adicionado em items, posição 1',
      },
    ]);
  });
});
