import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { FornecedorRepository, FornecedorService } from '../fornecedor';
import { DocumentosRepository } from './documentos-repository';
import { DocumentoInvalidoError, DocumentosService } from './documentos-service';

let t: TestApp;
let documentos: DocumentosService;
beforeAll(async () => {
  t = await startTestApp();
  documentos = new DocumentosService(
    new DocumentosRepository(t.db),
    new FornecedorService(new FornecedorRepository(t.db), ['localhost'], 0),
  );
});
afterAll(async () => {
  await t?.close();
});

const auroraLayout = (): { pages: { home: { type: string; id: string; props?: Record<string, unknown> }[] } } =>
  JSON.parse(readFileSync(new URL('../../db/seed/documents/aurora.layout.json', import.meta.url), 'utf8'));

async function layoutServido(): Promise<unknown> {
  const response = await t.app.inject({ url: `/api/v4/documentos-loja/${t.aurora}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().layout;
}

describe('DocumentosService.salvar: a supplier admin changes a layout without a deploy', () => {
  it('stores a valid layout (by slug) and the API serves it from then on', async () => {
    const layout = auroraLayout();
    layout.pages.home.reverse();
    const { atualizado_em } = await documentos.salvar('aurora', 'layout', layout);
    expect(Number.isNaN(Date.parse(atualizado_em))).toBe(false);
    expect(await layoutServido()).toEqual(layout);
  });

  it('rejects a layout naming an unknown block, pointing at its JSON path, and writes nothing', async () => {
    const antes = await layoutServido();
    const layout = auroraLayout();
    layout.pages.home[1] = { type: 'carrosel', id: 'novo' };
    const erro = await documentos.salvar(t.aurora, 'layout', layout).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(DocumentoInvalidoError);
    const invalido = erro as DocumentoInvalidoError;
    expect(invalido.statusCode).toBe(422);
    expect(invalido.erros.map((e) => e.caminho)).toContain('pages.home[1].type');
    expect(invalido.message).toContain('bloco desconhecido "carrosel"');
    expect(await layoutServido()).toEqual(antes);
  });

  it('rejects bad props of a known block with the path of the prop', async () => {
    const layout = auroraLayout();
    const grade = { type: 'catalogue-grid', id: 'grade-invalida', props: { mostrarOrdenacao: 'sim' } };
    layout.pages.home.push(grade);
    const erro = (await documentos.salvar(t.aurora, 'layout', layout).catch((e: unknown) => e)) as DocumentoInvalidoError;
    expect(erro).toBeInstanceOf(DocumentoInvalidoError);
    expect(erro.erros.some((e) => e.caminho === `pages.home[${layout.pages.home.length - 1}].props.mostrarOrdenacao`)).toBe(true);
  });

  it('answers 404 in pt-BR for an unknown supplier', async () => {
    const erro = await documentos.salvar('nao-existe', 'menu', { schemaVersion: 1, items: [] }).catch((e: unknown) => e);
    expect(erro).toMatchObject({ statusCode: 404, codigo: 'fornecedor.nao-encontrado' });
  });

  it('keeps the other documents of the supplier untouched', async () => {
    const response = await t.app.inject({ url: `/api/v4/documentos-loja/${t.construforte}` });
    expect(response.json()).toMatchObject({ idfornecedor: t.construforte });
    expect(response.json().layout).not.toBeNull();
  });
});
