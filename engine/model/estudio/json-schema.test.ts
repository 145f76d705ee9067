import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errosDoJsonSchema, juntarErros } from './json-schema';

const ler = (arquivo: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), arquivo), 'utf8')) as Record<string, unknown>;
/** The emitted JSON Schemas the server serves at /schemas/{tipo}/v{n}.json. */
const layoutV3 = ler('schemas/json/layout/v3.json');
const temaV1 = ler('schemas/json/tema/v1.json');

interface No {
  type: string;
  id: unknown;
  props?: Record<string, unknown>;
  children?: No[];
}
const aurora = () =>
  ler('server/db/seed/documents/aurora.layout.json') as { regions: Record<string, No[]>; pages: { home: No[] } };

describe("the studio's JSON Schema check, in pt-BR", () => {
  it('finds nothing in a valid layout (the seed)', () => {
    expect(errosDoJsonSchema(layoutV3, aurora())).toEqual([]);
  });

  it('says a number out of range at its path, with the range read from the schema (as zod says it)', () => {
    const d = aurora();
    d.pages.home[0]!.props!.intervaloMs = 500;
    expect(errosDoJsonSchema(layoutV3, d)).toEqual([
      { caminho: 'pages.home[0].props.intervaloMs', mensagem: 'esperado número inteiro entre 2000 e 30000' },
    ]);
  });

  it('keeps only the branch of the block type that matched (no noise from the other blocks)', () => {
    const d = aurora();
    d.pages.home[0]!.props!.titulo = 'x'.repeat(81);
    d.pages.home[0]!.props!.tipo = 'VIDEO';
    const erros = errosDoJsonSchema(layoutV3, d);
    expect(erros).toEqual([
      {
        caminho: 'pages.home[0].props.tipo',
        mensagem: 'valor inválido "VIDEO" (valores válidos: "BANNER", "PRODUTOS")',
      },
      { caminho: 'pages.home[0].props.titulo', mensagem: 'texto deve ter no máximo 80 caracteres' },
    ]);
  });

  it('names an unknown prop once, with the valid keys', () => {
    const d = aurora();
    d.pages.home[0]!.props!.velocidade = 3;
    const erros = errosDoJsonSchema(layoutV3, d);
    expect(erros).toHaveLength(1);
    expect(erros[0]!.caminho).toBe('pages.home[0].props');
    expect(erros[0]!.mensagem).toMatch(
      /^chave não reconhecida "velocidade" \(chaves válidas: tipo, titulo, idcarrossel, /,
    );
  });

  it('an unknown block type: one error at `type`, listing the blocks', () => {
    const d = aurora();
    d.pages.home[1]!.type = 'grade';
    const erros = errosDoJsonSchema(layoutV3, d);
    expect(erros).toHaveLength(1);
    expect(erros[0]!.caminho).toBe('pages.home[1].type');
    expect(erros[0]!.mensagem).toMatch(/^valor inválido "grade" \(valores válidos: "carousel", "catalogue-grid", /);
  });

  it('inside a section: the child path, through the nested oneOf', () => {
    const d = aurora();
    const secao = d.pages.home.find((n) => n.type === 'section')!;
    const i = d.pages.home.indexOf(secao);
    secao.children![2]!.props = { titulo: 42 };
    expect(errosDoJsonSchema(layoutV3, d)).toEqual([
      { caminho: `pages.home[${i}].children[2].props.titulo`, mensagem: 'esperado texto, recebido número 42' },
    ]);
  });

  it('wrong types, a missing key and the schemaVersion', () => {
    const d = aurora() as unknown as Record<string, unknown> & {
      regions: Record<string, unknown>;
      pages: { home: No[] };
    };
    delete d.regions.footer;
    d.pages.home[0]!.id = 7;
    d.schemaVersion = 2;
    expect(errosDoJsonSchema(layoutV3, d)).toEqual(
      expect.arrayContaining([
        { caminho: 'schemaVersion', mensagem: 'esperado 3, recebido número 2' },
        { caminho: 'regions.footer', mensagem: 'campo obrigatório ausente' },
        { caminho: 'pages.home[0].id', mensagem: 'esperado texto, recebido número 7' },
      ]),
    );
  });

  it('a tema too (checked in the studio as it is typed, not only by the server on save)', () => {
    const tema = {
      schemaVersion: 1,
      cor_primaria: 'azul',
      cor_secundaria: '#123456',
      cor_auxiliar: '#123456',
      cor_texto: '#ffffff',
      logo: 'javascript:x',
      head: { titulo: '', subtitulo: null, descricao: null, palavrasChave: null },
    };
    expect(errosDoJsonSchema(temaV1, tema)).toEqual([
      { caminho: 'cor_primaria', mensagem: 'formato inválido (esperado o padrão ^#[0-9a-fA-F]{6}$)' },
      {
        caminho: 'logo',
        mensagem: expect.stringMatching(/^formato inválido \(esperado o padrão /) as unknown as string,
      },
      { caminho: 'head.titulo', mensagem: 'texto não pode ser vazio' },
    ]);
  });

  it('a document that is not an object', () => {
    expect(errosDoJsonSchema(layoutV3, [])).toEqual([
      { caminho: '(documento)', mensagem: 'esperado objeto, recebido lista' },
    ]);
  });

  it("joins with zod's errors: one message per path, zod's first", () => {
    const zod = [{ caminho: 'a', mensagem: 'do zod' }];
    expect(
      juntarErros(zod, [
        { caminho: 'a', mensagem: 'do esquema' },
        { caminho: 'b', mensagem: 'só no esquema' },
      ]),
    ).toEqual([
      { caminho: 'a', mensagem: 'do zod' },
      { caminho: 'b', mensagem: 'só no esquema' },
    ]);
  });
});
