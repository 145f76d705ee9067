/**
 * The save path of the storefront documents (what `npm run documento -- set` and the studio's publish call)
 * refuses documents over the limits of schemas/limits.ts, naming the JSON path, and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentoInvalidoError } from './modules/documentos';
import type { TipoDocumentoLoja } from './modules/estudio/tables';
import { startTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
const salvar = async (tipo: TipoDocumentoLoja, documento: unknown) =>
  t.app.estudioService.salvarEPublicar(await t.app.fornecedorService.porId('aurora'), tipo, documento, {
    idusuario: null,
    nome: 'CLI',
  });
afterAll(async () => {
  await t?.close();
});

/** A layout whose home page is `levels` sections nested in each other, parsed from JSON text. */
function nestedLayout(levels: number): unknown {
  let text = '';
  for (let i = 1; i <= levels; i++) text += `{"type":"section","id":"s${i}","children":[`;
  text += ']}'.repeat(levels);
  return JSON.parse(
    `{"schemaVersion":1,"regions":{"header":[],"footer":[]},"pages":{"home":[${text}],"categoria":[],"busca":[],"produto":[]}}`,
  );
}

async function storedLayout(): Promise<unknown> {
  return (await t.app.documentosService.daLoja('aurora')).layout;
}

describe('saving a document over the limits', () => {
  it.each([1000, 5000])('refuses a layout of %i nested sections with the path of the 9th level', async (levels) => {
    const before = await storedLayout();
    const erro = await salvar('layout', nestedLayout(levels)).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(DocumentoInvalidoError);
    expect((erro as DocumentoInvalidoError).statusCode).toBe(422);
    expect((erro as DocumentoInvalidoError).erros).toEqual([
      {
        caminho: `pages.home[0]${'.children[0]'.repeat(8)}`,
        mensagem: 'blocos aninhados demais: no máximo 8 níveis de blocos dentro de blocos',
      },
    ]);
    expect(await storedLayout()).toEqual(before);
  });

  it('refuses a 10 MB layout', async () => {
    const before = await storedLayout();
    const layout = {
      schemaVersion: 1,
      regions: { header: [], footer: [] },
      pages: {
        home: [{ type: 'static-text', id: 't', props: { textoPadrao: 'x'.repeat(10 * 1024 * 1024) } }],
        categoria: [],
        busca: [],
        produto: [],
      },
    };
    const erro = await salvar('layout', layout).catch((e: unknown) => e);
    expect((erro as DocumentoInvalidoError).erros).toEqual([
      { caminho: '(documento)', mensagem: 'documento grande demais: o JSON passa do máximo de 256 kB' },
    ]);
    expect(await storedLayout()).toEqual(before);
  });

  it('refuses a menu link to another site', async () => {
    const menu = {
      schemaVersion: 1,
      items: [{ id: 'x', label: 'X', grupo: 'principal', destino: { tipo: 'url', href: '/\\evil.example' } }],
    };
    const erro = await salvar('menu', menu).catch((e: unknown) => e);
    expect((erro as DocumentoInvalidoError).erros.map((e) => e.caminho)).toEqual(['items[0].destino.href']);
  });
});
