import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caminhoDoId,
  contarNos,
  duplicarNo,
  idNovo,
  idsDaLista,
  inserirNo,
  moverParaBaixo,
  moverParaCima,
  moverParaDentro,
  moverParaFora,
  noEm,
  removerNo,
  reordenarNo,
  type NoArvore,
} from './layout-tree';

const RUNS = { numRuns: 300 };
const TIPOS = ['section', 'carousel', 'catalogue-grid', 'static-text'] as const;
const aceita = (t: string) => t === 'section';

/** A forest of nodes with unique ids (n0, n1…), sections holding children. */
const floresta: fc.Arbitrary<NoArvore[]> = fc
  .letrec<{ no: NoArvore; lista: NoArvore[] }>((tie) => ({
    no: fc.oneof(
      { depthSize: 'small' },
      fc.record({
        type: fc.constantFrom('carousel', 'catalogue-grid', 'static-text'),
        id: fc.constant(''),
        props: fc.dictionary(fc.constantFrom('titulo', 'tipo'), fc.string({ maxLength: 5 })),
      }),
      fc.record({ type: fc.constant('section'), id: fc.constant(''), props: fc.constant({}), children: tie('lista') }),
    ),
    lista: fc.array(tie('no'), { maxLength: 4 }),
  }))
  .lista.map((lista) => {
    let n = 0;
    const numerar = (nos: NoArvore[]): NoArvore[] =>
      nos.map((no) => ({ ...no, id: `n${n++}`, ...(no.children ? { children: numerar(no.children) } : {}) }));
    return numerar(lista);
  });

/** Every path of the forest. */
function caminhos(lista: readonly NoArvore[]): number[][] {
  const out: number[][] = [];
  const andar = (nos: readonly NoArvore[], base: number[]) =>
    nos.forEach((no, i) => {
      out.push([...base, i]);
      if (no.children) andar(no.children, [...base, i]);
    });
  andar(lista, []);
  return out;
}

const comCaminho = floresta
  .filter((l) => l.length > 0)
  .chain((lista) => fc.record({ lista: fc.constant(lista), caminho: fc.constantFrom(...caminhos(lista)) }));

const unicos = (ids: string[]) => new Set(ids).size === ids.length;
/** The nodes without their positions: what a move must keep. */
const conteudo = (lista: readonly NoArvore[]) =>
  caminhos(lista)
    .map((c) => {
      const { children: _children, ...resto } = noEm(lista, c)!;
      return JSON.stringify(resto);
    })
    .sort();

describe('layout tree operations', () => {
  it('moves (up, down, into, out, reorder) keep every node and every id unique, and never touch the input', () => {
    fc.assert(
      fc.property(comCaminho, fc.nat(5), fc.nat(5), ({ lista, caminho }, a, b) => {
        const antes = JSON.stringify(lista);
        const resultados = [
          moverParaCima(lista, caminho),
          moverParaBaixo(lista, caminho),
          moverParaDentro(lista, caminho, aceita),
          moverParaFora(lista, caminho),
          reordenarNo(lista, caminho.slice(0, -1), a, b),
        ];
        for (const r of resultados) {
          expect(unicos(idsDaLista(r))).toBe(true);
          expect(conteudo(r)).toEqual(conteudo(lista));
        }
        expect(JSON.stringify(lista)).toBe(antes);
      }),
      RUNS,
    );
  });

  it('up then down (and down then up) returns the same list when the move applied', () => {
    fc.assert(
      fc.property(comCaminho, ({ lista, caminho }) => {
        const i = caminho[caminho.length - 1]!;
        const cima = moverParaCima(lista, caminho);
        if (cima !== lista) expect(moverParaBaixo(cima, [...caminho.slice(0, -1), i - 1])).toEqual(lista);
        else expect(i).toBe(0);
        const baixo = moverParaBaixo(lista, caminho);
        if (baixo !== lista) expect(moverParaCima(baixo, [...caminho.slice(0, -1), i + 1])).toEqual(lista);
      }),
      RUNS,
    );
  });

  it('a node moved into its previous section becomes its last child, and out again it follows that section', () => {
    fc.assert(
      fc.property(comCaminho, ({ lista, caminho }) => {
        const no = noEm(lista, caminho)!;
        const dentro = moverParaDentro(lista, caminho, aceita);
        if (dentro === lista) return;
        const novo = caminhoDoId(dentro, no.id)!;
        expect(novo.length).toBe(caminho.length + 1);
        expect(noEm(dentro, novo.slice(0, -1))!.type).toBe('section');
        const fora = moverParaFora(dentro, novo);
        expect(caminhoDoId(fora, no.id)).toEqual(caminho);
        expect(fora).toEqual(lista);
      }),
      RUNS,
    );
  });

  it('remove takes out the node and its descendants only', () => {
    fc.assert(
      fc.property(comCaminho, ({ lista, caminho }) => {
        const no = noEm(lista, caminho)!;
        const depois = removerNo(lista, caminho);
        expect(contarNos(depois)).toBe(contarNos(lista) - contarNos([no]));
        const tirados = new Set(idsDaLista([no]));
        expect(idsDaLista(depois)).toEqual(idsDaLista(lista).filter((id) => !tirados.has(id)));
      }),
      RUNS,
    );
  });

  it('duplicate adds a copy right after with fresh ids for it and its descendants, unused anywhere in the document', () => {
    fc.assert(
      fc.property(
        comCaminho,
        fc.array(fc.constantFrom('n0-2', 'outro', 'section', 'carousel-2'), { maxLength: 3 }),
        ({ lista, caminho }, outros) => {
          const usados = new Set([...idsDaLista(lista), ...outros]);
          const no = noEm(lista, caminho)!;
          const { lista: depois, id } = duplicarNo(lista, caminho, usados);
          expect(contarNos(depois)).toBe(contarNos(lista) + contarNos([no]));
          const ids = idsDaLista(depois);
          expect(unicos(ids)).toBe(true);
          for (const novo of ids.filter((x) => !idsDaLista(lista).includes(x))) expect(usados.has(novo)).toBe(false);
          const posicao = [...caminho.slice(0, -1), caminho[caminho.length - 1]! + 1];
          const copia = noEm(depois, posicao)!;
          expect(copia.id).toBe(id);
          expect(copia.type).toBe(no.type);
          expect(copia.props).toEqual(no.props);
        },
      ),
      RUNS,
    );
  });

  it('insert puts the node where asked (clamped) and adds exactly one', () => {
    fc.assert(
      fc.property(floresta, fc.integer({ min: -2, max: 8 }), fc.constantFrom(...TIPOS), (lista, indice, tipo) => {
        const id = idNovo(tipo, new Set(idsDaLista(lista)));
        const depois = inserirNo(lista, [], indice, { type: tipo, id, props: {} });
        expect(contarNos(depois)).toBe(contarNos(lista) + 1);
        expect(unicos(idsDaLista(depois))).toBe(true);
        expect(caminhoDoId(depois, id)).toEqual([Math.max(0, Math.min(lista.length, indice))]);
      }),
      RUNS,
    );
  });

  it('ids are made of valid characters and skip the used ones', () => {
    expect(idNovo('carousel', new Set())).toBe('carousel');
    expect(idNovo('carousel', new Set(['carousel', 'carousel-2']))).toBe('carousel-3');
    expect(idNovo('x y!', new Set())).toBe('x-y');
    expect(idNovo('', new Set())).toBe('bloco');
  });

  it('operations that cannot apply return the very same list', () => {
    const lista: NoArvore[] = [
      { type: 'carousel', id: 'a' },
      { type: 'static-text', id: 'b' },
    ];
    expect(moverParaCima(lista, [0])).toBe(lista);
    expect(moverParaBaixo(lista, [1])).toBe(lista);
    expect(moverParaDentro(lista, [1], aceita)).toBe(lista);
    expect(moverParaFora(lista, [1])).toBe(lista);
    expect(removerNo(lista, [5])).toBe(lista);
    expect(duplicarNo(lista, [9], new Set()).lista).toBe(lista);
  });
});
