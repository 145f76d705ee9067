/**
 * Issue 27, item 6: a write authenticated by the `sf_token` cookie checks Origin (then Referer):
 * the request's own origin or the session's supplier's domain pass; another site is 403 in pt-BR.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { ORIGEM_INVALIDA } from './sessao-requisicao';

let t: TestApp;
let s: SessaoDeTeste;
let dominioAurora: string;
beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  s = await criarSessao(t.db, { idfornecedor: t.aurora });
  dominioAurora = (
    await t.db
      .selectFrom('fornecedor_dominios')
      .select('dominio')
      .where('idfornecedor', '=', t.aurora)
      .executeTakeFirstOrThrow()
  ).dominio;
});
afterAll(async () => {
  await t?.close();
});

/** A cookie-authenticated write (remove an availability alert) with these headers. */
const remover = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v4/notificacao/alerta-disponibilidade/remove',
    headers: { cookie: `sf_token=${s.token}`, ...headers },
    payload: { idcliente: s.idcliente, idfornecedor: t.aurora, idcadastroextraproduto: 1 },
  });

describe('Origin of cookie-authenticated writes', () => {
  it("refuses another site's page (Origin, Referer or 'null') with 403 in pt-BR", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://atacante.example' },
      { referer: 'https://atacante.example/pagina' },
      { origin: 'null' },
      { origin: 'http://localhost.atacante.example' },
    ]) {
      const r = await remover(headers);
      expect(r.statusCode, JSON.stringify(headers)).toBe(403);
      expect(r.json()).toEqual({ mensagem: ORIGEM_INVALIDA, codigo: 'sessao.origem-invalida' });
    }
  });

  it("lets the shop's own origin, the supplier's domain and non-browser clients through", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://localhost' },
      { origin: `https://${dominioAurora}` },
      { referer: 'http://localhost/aurora/produto/x' },
      {},
    ]) {
      const r = await remover(headers);
      expect(r.json().codigo, JSON.stringify(headers)).not.toBe('sessao.origem-invalida');
      expect(r.statusCode).toBeLessThan(500);
    }
    // The same Origin is refused for another supplier's session.
    const outra = await criarSessao(t.db, { idfornecedor: t.construforte });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v4/notificacao/alerta-disponibilidade/remove',
      headers: { cookie: `sf_token=${outra.token}`, origin: `https://${dominioAurora}` },
      payload: { idcliente: outra.idcliente, idfornecedor: t.construforte, idcadastroextraproduto: 1 },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().codigo).toBe('sessao.origem-invalida');
  });

  it('a bearer-authenticated write is not checked (no cookie is involved)', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v4/notificacao/alerta-disponibilidade/remove',
      headers: { authorization: `Bearer ${s.token}`, origin: 'https://atacante.example' },
      payload: { idcliente: s.idcliente, idfornecedor: t.aurora, idcadastroextraproduto: 1 },
    });
    expect(r.json().codigo).not.toBe('sessao.origem-invalida');
  });
});
