import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { emptyLayout } from '#schemas/layout';
import { createLayoutSchema } from '#schemas/layout-validation';
import type { LayoutDocument } from '#schemas/layout';
import { appStarted } from '../app';
import type { LayoutRules } from '../app';
import { readTokenFx } from '../session';
import { redirectFx, replaceUrlFx } from '../supplier';
import {
  aurora,
  createFakeApi,
  json,
  LOCATION_LOCALHOST,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import { $layout } from './index';

afterEach(() => {
  vi.restoreAllMocks();
});

// A block registry of one block, as blocks/layout-schema.ts builds the real one (engine may not import blocks).
const schema = createLayoutSchema({
  text: { props: z.object({ texto: z._default(z.string(), 'olá') }), acceptsChildren: false, description: 'Texto' },
}) as unknown as LayoutRules['schema'];
const fallback: LayoutDocument = {
  ...emptyLayout(),
  pages: { ...emptyLayout().pages, home: [{ type: 'text', id: 'padrao', props: { texto: 'padrão' } }] },
};

async function startWith(documentos: FakeHandler, layout: LayoutRules | null = { schema, fallback }) {
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
    [/^\/v4\/documentos-loja\/[^/]+$/, documentos],
    [
      /listaprodutos/,
      () =>
        json({ produtos: [], quantidadeProdutos: 0, page: 1, limit: 20, listaTemPrecos: true, ordenacao: 'nome-asc' }),
    ],
    ...supplierLoadRoutes(aurora),
  ]);
  const scope = fork({
    handlers: [
      [readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef'],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
    ],
  });
  const started = allSettled(appStarted, {
    scope,
    params: { api: fake.api, config: STOREFRONT_CONFIG, location: LOCATION_LOCALHOST, ...(layout ? { layout } : {}) },
  });
  expect(scope.getState($layout)).toBeNull(); // null while the documents load: no flash of the default
  await started;
  return scope;
}

const documentos =
  (layout: unknown): FakeHandler =>
  () =>
    json({ idfornecedor: aurora.idfornecedor, layout, menu: null, features: null, atualizado_em: null });

describe('$layout: the supplier layout document, validated in the model', () => {
  it('a valid document is used, with the props completed by their defaults', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = await startWith(
      documentos({ ...fallback, pages: { ...fallback.pages, home: [{ type: 'text', id: 'x' }] } }),
    );
    expect(scope.getState($layout)?.pages.home).toEqual([{ type: 'text', id: 'x', props: { texto: 'olá' } }]);
    expect(error).not.toHaveBeenCalled();
  });

  it('a bad document falls back to the default layout and logs its errors with their JSON paths', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = await startWith(
      documentos({ ...fallback, pages: { ...fallback.pages, home: [{ type: 'txt', id: 'x' }] } }),
    );
    expect(scope.getState($layout)).toBe(fallback);
    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('[layout] documento de layout inválido (fornecedor aurora); usando o layout padrão:');
    expect(message).toContain('pages.home[0].type: bloco desconhecido "txt"');
  });

  it('a document that is not a layout at all falls back too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = await startWith(documentos({ schemaVersion: 1, pages: 'x' }));
    expect(scope.getState($layout)).toBe(fallback);
  });

  it('no document (or a failed call) silently uses the default layout', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await startWith(documentos(null))).getState($layout)).toBe(fallback);
    expect((await startWith(() => json({ mensagem: 'Erro interno', codigo: 'x' }, 500))).getState($layout)).toBe(
      fallback,
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('stays unresolved when the app did not bring the layout rules', async () => {
    const scope = await startWith(documentos(fallback), null);
    expect(scope.getState($layout)).toBeNull();
  });
});

describe("the server's verdict on the layout", () => {
  it('a layout the server found invalid falls back to the default, logging the errors the server gave', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A layout the browser's own check would accept: the server's errors decide.
    const scope = await startWith(() =>
      json({
        idfornecedor: aurora.idfornecedor,
        layout: { ...fallback, pages: { ...fallback.pages, home: [{ type: 'x', id: 'a', props: {} }] } },
        layout_erros: [{ caminho: 'pages.home[0].type', mensagem: 'bloco desconhecido "x"' }],
        menu: null,
        features: null,
        atualizado_em: null,
      }),
    );
    expect(scope.getState($layout)).toEqual(fallback);
    expect(String(error.mock.calls[0]?.[0])).toContain('pages.home[0].type: bloco desconhecido "x"');
  });
});
