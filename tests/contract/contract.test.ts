/**
 * Contract test, the whole of it: every documented operation has cases in exactly one domain table
 * of tests/contract/casos/ (each domain file, tests/contract/<domain>.test.ts, runs its own through
 * tests/contract/support/contrato.ts), so a new operation without a check fails; and the response
 * validator itself catches drift.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSIONS, listOperations } from '#server/api/openapi-documents';
import type { TestApp } from '#server/testing/test-app';
import { DOMINIOS } from './casos';
import type { Contexto } from './support/casos';
import { documents, iniciarContrato, validator } from './support/contrato';

let t: TestApp;
let ctx: Contexto;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ t, ctx, close } = await iniciarContrato(['anon', 'slugAurora']));
});

afterAll(async () => {
  await close?.();
});

describe('contract: every documented operation is exercised', () => {
  it('has cases for exactly the operations of openapi/<version>/', () => {
    const documentadas = API_VERSIONS.flatMap((v) =>
      listOperations(documents[v]).map((op) => `${v}:${op.operationId}`),
    ).sort();
    const testadas = Object.values(DOMINIOS)
      .flatMap((casos) => Object.entries(casos).map(([operationId, { version }]) => `${version}:${operationId}`))
      .sort();
    expect(testadas).toEqual(documentadas);
  });
});

describe('contract: the validator catches drift', () => {
  it('rejects a missing field, a wrong type and an undocumented field', () => {
    const ok = { ok: true };
    expect(validator.validate('v1', 'logout', 200, ok)).toEqual([]);
    expect(validator.validate('v1', 'logout', 200, {})).not.toEqual([]);
    expect(validator.validate('v1', 'logout', 200, { ok: 'sim' })).not.toEqual([]);
    expect(validator.validate('v1', 'logout', 200, { ok: true, extra: 1 })).toEqual(['/extra: campo não documentado']);
    expect(validator.validate('v1', 'logout', 418, ok)).toEqual(['logout não documenta a resposta 418']);
  });

  it('checks nested and allOf schemas (ProdutoDetalhe)', async () => {
    const response = await t.app.inject({
      url: `/api/v2/app/${ctx.anon}/fornecedor/${t.aurora}/produto/${ctx.slugAurora}`,
    });
    const body = response.json() as Record<string, unknown>;
    expect(validator.validate('v2', 'getProduto', 200, body)).toEqual([]);
    expect(validator.validate('v2', 'getProduto', 200, { ...body, preco: '12,90' })).not.toEqual([]);
    expect(validator.validate('v2', 'getProduto', 200, { ...body, segredo: 1 })).toEqual([
      '/segredo: campo não documentado',
    ]);
    const { descricao: _d, ...semDescricao } = body;
    expect(validator.validate('v2', 'getProduto', 200, semDescricao)).not.toEqual([]);
    const similares = [{ ...(body.similares as object[])[0], custo_centavos: 1 }];
    expect(validator.validate('v2', 'getProduto', 200, { ...body, similares })).toEqual([
      '/similares/0/custo_centavos: campo não documentado',
    ]);
  });
});
