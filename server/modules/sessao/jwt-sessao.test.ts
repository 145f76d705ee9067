/**
 * Issue 27, item 2: the login's jwttoken lives only while its session does. Logout, the other
 * sessions ended by a password change, and a change of the client's approval end it at once.
 * (Across processes: server/multi-process.test.ts.)
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Login {
  token: string;
  jwttoken: string;
  idcliente: number;
  idusuario: number;
}

async function login(cpf: string, senha: string): Promise<Login> {
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
    payload: { cpf, senha, idfornecedor: t.aurora },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

/** A v4 call authenticated by the JWT only (the terms of use of the client at Aurora). */
const termos = (s: Login, jwt = s.jwttoken) =>
  t.app.inject({
    url: `/api/v4/client/${s.idcliente}/supplier/${t.aurora}/termos-uso`,
    headers: { authorization: `Bearer ${jwt}` },
  });
/** A call without {auth} that takes the JWT as its bearer (sessao-requisicao.ts). */
const usuarios = (s: Login, jwt = s.jwttoken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${s.token}/usuario/${s.idusuario}/usuarios`,
    headers: { authorization: `Bearer ${jwt}` },
    payload: {},
  });

/** Polls an answer until its status is `esperado` (the NOTIFY of another writer takes milliseconds on PostgreSQL). */
async function ate(chamada: () => Promise<{ statusCode: number }>, esperado: number): Promise<number> {
  let status = (await chamada()).statusCode;
  for (let i = 0; i < 100 && status !== esperado; i++) {
    await new Promise((r) => setTimeout(r, 20));
    status = (await chamada()).statusCode;
  }
  return status;
}

describe('the jwttoken is bound to its session (issue 27, item 2)', () => {
  it('is refused right after logout, with the spec message', async () => {
    const maria = await login('maria@exemplo.com.br', 'maria123');
    expect((await termos(maria)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/app/${maria.token}/cliente/logout` })).statusCode).toBe(200);
    const depois = await termos(maria);
    expect(depois.statusCode).toBe(401);
    expect(depois.json()).toEqual({ mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' });
    expect((await usuarios(maria)).statusCode).toBe(401);
  });

  it("a password change ends the other sessions' JWTs, not the one that made it", async () => {
    const primeira = await login('compras@bompreco.com.br', 'bompreco123');
    const segunda = await login('compras@bompreco.com.br', 'bompreco123');
    expect((await termos(primeira)).statusCode).toBe(200);
    const troca = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${segunda.token}~${segunda.idcliente}/usuario`,
      payload: { senha: 'girafa dança no telhado', senhac: 'girafa dança no telhado', senhaAtual: 'bompreco123' },
    });
    expect(troca.statusCode, troca.body).toBe(200);
    expect((await termos(primeira)).statusCode).toBe(401);
    expect((await termos(segunda)).statusCode).toBe(200);
  });

  it("a change of the client's approval ends the JWT; a fresh one from the live session works", async () => {
    const ana = await login('ana@bompreco.com.br', 'vinculado123');
    expect((await termos(ana)).statusCode).toBe(200);
    const aprovacao = (valor: boolean) =>
      t.db
        .updateTable('cadastros_cliente')
        .set({ cadastro_aprovado: valor })
        .where('idcliente', '=', ana.idcliente)
        .where('idfornecedor', '=', t.aurora)
        .execute();
    await aprovacao(false);
    try {
      expect(await ate(() => termos(ana), 401)).toBe(401);
      const renovado = await t.app.inject({ url: `/api/v1/app/${ana.token}/usuario/jwttoken` });
      expect(renovado.statusCode).toBe(200);
      expect((await termos(ana, renovado.json().jwttoken)).statusCode).toBe(200);
    } finally {
      await aprovacao(true);
    }
  });

  it('refuses a well-signed JWT that names no live session', async () => {
    const bruno = await login('bruno@bompreco.com.br', 'vinculado123');
    const claims = await t.app.sessaoService.jwt.verificar(bruno.jwttoken);
    const semSid = await t.app.sessaoService.jwt.emitir({ ...claims, sid: '' });
    const outraSid = await t.app.sessaoService.jwt.emitir({ ...claims, sid: 'nao-existe' });
    expect((await termos(bruno, semSid)).statusCode).toBe(401);
    expect((await termos(bruno, outraSid)).statusCode).toBe(401);
    expect((await termos(bruno)).statusCode).toBe(200);
    // A token signed with another key is refused as before.
    const forjado = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('storefront')
      .setExpirationTime('5m')
      .sign(new Uint8Array(32));
    expect((await termos(bruno, forjado)).statusCode).toBe(401);
  });
});
