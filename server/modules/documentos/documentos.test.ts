import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TipoDocumentoLoja } from '../estudio/tables';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DocumentoInvalidoError } from './documentos-service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const auroraLayout = (): { pages: { home: { type: string; id: string; props?: Record<string, unknown> }[] } } =>
  JSON.parse(readFileSync(new URL('../../db/seed/documents/aurora.layout.json', import.meta.url), 'utf8'));

/** What `npm run documento -- set` does: validate, save a version, publish it. */
const salvarEPublicar = async (fornecedor: string, tipo: TipoDocumentoLoja, documento: unknown) =>
  t.app.estudioService.salvarEPublicar(await t.app.fornecedorService.porId(fornecedor), tipo, documento, {
    idusuario: null,
    nome: 'CLI',
  });

async function layoutServido(): Promise<unknown> {
  const response = await t.app.inject({ url: `/api/v4/documentos-loja/${t.aurora}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().layout;
}

describe('the published documents: a supplier admin changes a layout without a deploy', () => {
  it('serves a valid layout published by slug from then on (the in-process cache is dropped at once)', async () => {
    const antes = await layoutServido();
    const layout = auroraLayout();
    layout.pages.home.reverse();
    const { versao, publicado_em } = await salvarEPublicar('aurora', 'layout', layout);
    expect(versao).toBeGreaterThan(1);
    expect(Number.isNaN(Date.parse(publicado_em))).toBe(false);
    const servido = (await layoutServido()) as typeof layout;
    expect(servido).not.toEqual(antes);
    expect(servido.pages.home.map((b) => b.id)).toEqual(layout.pages.home.map((b) => b.id));
  });

  it('rejects a layout naming an unknown block, pointing at its JSON path, and writes nothing', async () => {
    const antes = await layoutServido();
    const versoesAntes = await t.db
      .selectFrom('documentos_loja_versoes')
      .select('versao')
      .where('idfornecedor', '=', t.aurora)
      .execute();
    const layout = auroraLayout();
    layout.pages.home[1] = { type: 'carrosel', id: 'novo' };
    const erro = await salvarEPublicar(t.aurora, 'layout', layout).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(DocumentoInvalidoError);
    const invalido = erro as DocumentoInvalidoError;
    expect(invalido.statusCode).toBe(422);
    expect(invalido.erros.map((e) => e.caminho)).toContain('pages.home[1].type');
    expect(invalido.message).toContain('bloco desconhecido "carrosel"');
    expect(await layoutServido()).toEqual(antes);
    const versoesDepois = await t.db
      .selectFrom('documentos_loja_versoes')
      .select('versao')
      .where('idfornecedor', '=', t.aurora)
      .execute();
    expect(versoesDepois.length).toBe(versoesAntes.length);
  });

  it('rejects bad props of a known block with the path of the prop', async () => {
    const layout = auroraLayout();
    const grade = { type: 'catalogue-grid', id: 'grade-invalida', props: { mostrarOrdenacao: 'sim' } };
    layout.pages.home.push(grade);
    const erro = (await salvarEPublicar(t.aurora, 'layout', layout).catch((e: unknown) => e)) as DocumentoInvalidoError;
    expect(erro).toBeInstanceOf(DocumentoInvalidoError);
    expect(
      erro.erros.some((e) => e.caminho === `pages.home[${layout.pages.home.length - 1}].props.mostrarOrdenacao`),
    ).toBe(true);
  });

  it('serves null for a stored layout beyond the limits (changed behind the server): the storefront uses its default', async () => {
    const layout = auroraLayout() as unknown as { pages: { home: unknown[] } };
    let raiz: { type: string; id: string; props: object; children?: unknown[] } = {
      type: 'section',
      id: 's1000',
      props: {},
    };
    for (let i = 999; i >= 1; i--) raiz = { type: 'section', id: `s${i}`, props: {}, children: [raiz] };
    layout.pages.home = [raiz];
    await t.db
      .updateTable('documentos_loja')
      .set({ documento: JSON.stringify(layout) })
      .where('idfornecedor', '=', t.aurora)
      .where('tipo', '=', 'layout')
      .execute();
    t.app.documentosService.esquecer(t.aurora);
    expect(await layoutServido()).toBeNull();
    // Every write path refuses it, with the path where the nesting goes too deep.
    await expect(salvarEPublicar('aurora', 'layout', layout)).rejects.toThrow(/pages\.home\[0\]\.children\[0\]/);
    await salvarEPublicar('aurora', 'layout', auroraLayout());
    expect(await layoutServido()).not.toBeNull();
  });

  it('answers 404 in pt-BR for an unknown supplier', async () => {
    const erro = await salvarEPublicar('nao-existe', 'menu', { schemaVersion: 1, items: [] }).catch((e: unknown) => e);
    expect(erro).toMatchObject({ statusCode: 404, codigo: 'fornecedor.nao-encontrado' });
  });

  it('keeps the other documents of the supplier untouched', async () => {
    const response = await t.app.inject({ url: `/api/v4/documentos-loja/${t.construforte}` });
    expect(response.json()).toMatchObject({ idfornecedor: t.construforte });
    expect(response.json().layout).not.toBeNull();
  });
});
