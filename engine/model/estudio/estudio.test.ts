// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createLayoutSchema } from '#schemas/layout-validation';
import { aplicarOperacao, listaDoLayout } from './tree-operations';
import { errosDoRascunho, validarDocumento } from './validation';

// Two blocks, as blocks/layout-schema.ts builds the real registry (engine may not import blocks).
const schema = createLayoutSchema({
  texto: {
    props: z.strictObject({ titulo: z._default(z.string().check(z.maxLength(10)), '') }),
    acceptsChildren: false,
  },
  secao: { props: z.strictObject({}), acceptsChildren: true },
});

const rascunho = () => ({
  schemaVersion: 3,
  regions: { header: [], footer: [] },
  pages: {
    home: [
      { type: 'texto', id: 'a', props: { titulo: 'A' } },
      { type: 'secao', id: 's', props: {}, children: [{ type: 'texto', id: 'b', props: {} }] },
    ],
    categoria: [],
    busca: [],
    produto: [],
  },
});

describe('studio draft edits', () => {
  it('adds a block with a fresh id at the asked place and selects it', () => {
    const r = aplicarOperacao(rascunho(), 'pages.home', { op: 'adicionar', tipo: 'texto', indice: 0 });
    expect(listaDoLayout(r.rascunho, 'pages.home')?.map((n) => n.id)).toEqual(['texto', 'a', 's']);
    expect(r.selecionar).toBe('texto');
    const dentro = aplicarOperacao(r.rascunho, 'pages.home', { op: 'adicionar', tipo: 'texto', pai: [2], indice: 1 });
    expect(listaDoLayout(dentro.rascunho, 'pages.home')?.[2]?.children?.map((n) => n.id)).toEqual(['b', 'texto-2']);
  });

  it('moves, nests and edits props and gates without touching the other lists or the input', () => {
    const antes = rascunho();
    const copia = JSON.stringify(antes);
    const dentro = aplicarOperacao(antes, 'pages.home', { op: 'dentro', caminho: [0], aceitaFilhos: ['secao'] });
    expect(dentro.rascunho).toBe(antes); // 'a' has no previous sibling: nothing to enter
    const baixo = aplicarOperacao(antes, 'pages.home', { op: 'baixo', caminho: [0] });
    const nested = aplicarOperacao(baixo.rascunho, 'pages.home', {
      op: 'dentro',
      caminho: [1],
      aceitaFilhos: ['secao'],
    });
    expect(listaDoLayout(nested.rascunho, 'pages.home')?.[0]?.children?.map((n) => n.id)).toEqual(['b', 'a']);
    const props = aplicarOperacao(nested.rascunho, 'pages.home', {
      op: 'props',
      caminho: [0, 1],
      props: { titulo: 'Novo' },
    });
    const gate = aplicarOperacao(props.rascunho, 'pages.home', {
      op: 'when',
      caminho: [0, 1],
      when: { loggedIn: true },
    });
    expect(listaDoLayout(gate.rascunho, 'pages.home')?.[0]?.children?.[1]).toEqual({
      type: 'texto',
      id: 'a',
      props: { titulo: 'Novo' },
      when: { loggedIn: true },
    });
    const semGate = aplicarOperacao(gate.rascunho, 'pages.home', { op: 'when', caminho: [0, 1], when: undefined });
    expect(listaDoLayout(semGate.rascunho, 'pages.home')?.[0]?.children?.[1]).not.toHaveProperty('when');
    expect(JSON.stringify(antes)).toBe(copia);
  });

  it('a draft whose list is not a list of blocks is left alone (the JSON view must fix it)', () => {
    const quebrado = { ...rascunho(), pages: { home: 'x' } };
    expect(listaDoLayout(quebrado, 'pages.home')).toBeNull();
    expect(aplicarOperacao(quebrado, 'pages.home', { op: 'adicionar', tipo: 'texto', indice: 0 }).rascunho).toBe(
      quebrado,
    );
  });

  it('validates layout, menu and features drafts with pt-BR errors at their JSON paths; the tema is the server’s', () => {
    const ruim = aplicarOperacao(rascunho(), 'pages.home', {
      op: 'props',
      caminho: [1, 0],
      props: { titulo: 'longo demais aqui' },
    }).rascunho;
    const erros = validarDocumento('layout', ruim, schema as never);
    expect(erros).toHaveLength(1);
    expect(erros?.[0]?.caminho).toBe('pages.home[1].children[0].props.titulo');
    expect(erros?.[0]?.mensagem).toMatch(/10 caracteres/);
    expect(validarDocumento('layout', rascunho(), schema as never)).toEqual([]);
    expect(
      validarDocumento(
        'menu',
        {
          schemaVersion: 1,
          items: [{ id: 'x', label: '', grupo: 'principal', destino: { tipo: 'rota', rota: 'home' } }],
        },
        null,
      )?.[0]?.caminho,
    ).toBe('items[0].label');
    expect(
      validarDocumento('features', { schemaVersion: 1, features: { voar: { when: {} } } }, null)?.[0]?.caminho,
    ).toBe('features');
    expect(validarDocumento('tema', {}, null)).toBeNull();
  });

  it("joins the zod check and the JSON Schema's: one error per path, the JSON Schema's alone where zod has none (the tema)", () => {
    // A JSON Schema of the test registry's 'texto' title (at most 10 characters), as the emitter writes one.
    const esquema = {
      type: 'object',
      properties: {
        schemaVersion: { const: 3 },
        pages: {
          type: 'object',
          properties: {
            home: {
              type: 'array',
              items: {
                type: 'object',
                properties: { props: { type: 'object', properties: { titulo: { type: 'string', maxLength: 10 } } } },
              },
            },
          },
        },
      },
    };
    const ruim = aplicarOperacao(rascunho(), 'pages.home', {
      op: 'props',
      caminho: [0],
      props: { titulo: 'longo demais aqui' },
    }).rascunho;
    const erros = errosDoRascunho('layout', ruim, schema as never, esquema);
    expect(erros.map((e) => e.caminho)).toEqual(['pages.home[0].props.titulo']);
    expect(
      errosDoRascunho('layout', { ...(ruim as object), schemaVersion: 2 }, schema as never, esquema).map(
        (e) => `${e.caminho}: ${e.mensagem}`,
      ),
    ).toEqual(
      expect.arrayContaining([
        'pages.home[0].props.titulo: ' + erros[0]!.mensagem,
        'schemaVersion: esperado 3, recebido número 2',
      ]),
    );
    // No JSON Schema yet: the zod check alone; the tema: the server's errors, then the JSON Schema's.
    expect(errosDoRascunho('layout', ruim, schema as never, undefined)).toEqual(erros);
    const doServidor = [{ caminho: 'cor_texto', mensagem: 'do servidor' }];
    const temaEsquema = {
      type: 'object',
      properties: { cor_primaria: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } },
    };
    expect(errosDoRascunho('tema', { cor_primaria: 'azul' }, null, temaEsquema, doServidor)).toEqual([
      ...doServidor,
      { caminho: 'cor_primaria', mensagem: 'formato inválido (esperado o padrão ^#[0-9a-fA-F]{6}$)' },
    ]);
  });
});
