/** The card sandbox through the API (issue 13, item 4): test cards approved or declined, bad cards refused, who may. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cliente: SessaoDeTeste;

beforeAll(async () => {
  t = await startTestApp();
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
});
afterAll(async () => {
  await t?.close();
});

const ANO = new Date().getFullYear() + 2;

function tokenizar(
  corpo: Record<string, unknown>,
  headers: Record<string, string> = { authorization: `Bearer ${cliente.token}` },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v4/payment-sdk/generate-token',
    headers,
    payload: { idfornecedor: t.aurora, nome: 'Maria O Santos', mes: 12, ano: ANO, cvv: '123', ...corpo },
  });
}

describe('gerarTokenCartao', () => {
  it('tokenises a test card: a token, the brand and the last four digits, never the number', async () => {
    const res = await tokenizar({ numero: '4111 1111 1111 1111' });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toEqual({
      token: expect.stringMatching(/^tok_test_[0-9a-f]{24}$/),
      bandeira: 'visa',
      ultimos4: '1111',
      ambiente: 'testes',
    });
    expect(res.body).not.toContain('4111111111111111');
    const outro = (await tokenizar({ numero: '4111111111111111' })).json();
    expect(outro.token).not.toBe(r.token);
    expect((await tokenizar({ numero: '378282246310005', cvv: '1234' })).json()).toMatchObject({
      bandeira: 'amex',
      ultimos4: '0005',
    });
  });

  it('refuses a bad number, an expired card, a wrong CVV, the decline test card and any card that is not a test card', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [{ numero: '4111111111111112' }, 'cartao.numero-invalido'],
      [{ numero: '4111111111111111', mes: 1, ano: 2020 }, 'cartao.validade-invalida'],
      [{ numero: '4111111111111111', cvv: '12' }, 'cartao.cvv-invalido'],
      [{ numero: '4000000000000002' }, 'cartao.recusado'],
      [{ numero: '4242424242424242' }, 'cartao.somente-teste'],
    ];
    for (const [corpo, codigo] of casos) {
      const res = await tokenizar(corpo);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().codigo).toBe(codigo);
    }
    expect((await tokenizar({ numero: '4000000000000002' })).json().mensagem).toBe('Cartão recusado pelo emissor.');
  });

  it('needs a session (401) of the supplier (403)', async () => {
    expect((await tokenizar({ numero: '4111111111111111' }, {})).statusCode).toBe(401);
    const daConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte });
    expect(
      (await tokenizar({ numero: '4111111111111111' }, { authorization: `Bearer ${daConstruforte.token}` })).statusCode,
    ).toBe(403);
  });
});
