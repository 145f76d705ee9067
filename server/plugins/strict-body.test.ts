/**
 * Issue 27, item 6: JSON request bodies are taken as the documents type them. A number where a
 * string is documented (a CPF, a password) is a 400, not turned into text; an unknown property of
 * a body whose document says `additionalProperties: false` is a 400 naming it, not dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
});
afterAll(async () => {
  await t?.close();
});

const registro = (corpo: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/app/${anonToken()}~0/usuario`, payload: corpo });

describe('strict JSON bodies', () => {
  const base = {
    nome: 'Teste Estrito Silva',
    email: 'estrito@exemplo.com.br',
    senha: 'tartaruga verde dança',
    senhac: 'tartaruga verde dança',
    termosuso: true,
  };

  it('salvarUsuario: cpf, senhac and senhaAtual must be strings; an unknown property is refused', async () => {
    for (const [campo, valor] of [
      ['cpf', 52998224725],
      ['senhac', true],
      ['senhaAtual', 12345678],
      ['senha', ['a']],
    ] as const) {
      const r = await registro({ ...base, idfornecedor: t.aurora, cpf: '111.444.777-35', [campo]: valor });
      expect(r.statusCode, campo).toBe(400);
      expect(r.json()).toMatchObject({
        codigo: 'requisicao.invalida',
        mensagem: expect.stringMatching(/^Requisição inválida/),
      });
    }
    const extra = await registro({ ...base, idfornecedor: t.aurora, cpf: '111.444.777-35', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().mensagem).toContain('admin');
  });

  it('the cart, the quick order and the attendant price refuse unknown properties', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const cart = `/api/v2/app/${s.token}~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${t.aurora}`;
    const ok = await t.app.inject({ method: 'POST', url: cart, payload: { cartItens: [] } });
    expect(ok.statusCode, ok.body).toBe(200);
    const extra = await t.app.inject({ method: 'POST', url: cart, payload: { cartItens: [], total: 0 } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().mensagem).toContain('total');
    // A line may still carry the whole product (the spec's client sends it): only its id and quantity are read.
    const linha = await t.app.inject({
      method: 'POST',
      url: cart,
      payload: { cartItens: [{ id: 2_000_000_000, quantidade: 1, precoUnitario: 0.01 }] },
    });
    expect(linha.statusCode, linha.body).toBe(200);
    // A quantity sent as text is not a number.
    const texto = await t.app.inject({
      method: 'POST',
      url: cart,
      payload: { cartItens: [{ id: 1, quantidade: '2' }] },
    });
    expect(texto.statusCode).toBe(400);
  });
});
