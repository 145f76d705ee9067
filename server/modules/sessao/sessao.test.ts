import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { parseAuthCliente } from './auth-path';
import { hashToken } from './sessao-token';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const carrosseis = (authCliente: string) =>
  t.app.inject({ url: `/api/v2/app/${authCliente}/customizacao/carrossel/list-for-page/${t.aurora}?page=HOME` });

describe('{authCliente} = token~idcliente', () => {
  it('parses the segment', () => {
    expect(parseAuthCliente('anon-0123456789abcdef0123456789abcdef~0')).toEqual({
      token: 'anon-0123456789abcdef0123456789abcdef',
      idcliente: 0,
    });
    expect(() => parseAuthCliente('curto~1')).toThrow(/Requisição inválida/);
  });

  it('lets an anonymous visitor in with idcliente 0', async () => {
    const response = await carrosseis(`${anonToken()}~0`);
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('answers 401 sessao.expirada for a non-zero idcliente without a live session', async () => {
    const response = await carrosseis(`${anonToken()}~123`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' });

    const expirada = await criarSessao(t.db, { idfornecedor: t.aurora, expirada: true });
    const comExpirada = await carrosseis(`${expirada.token}~${expirada.idcliente}`);
    expect(comExpirada.statusCode).toBe(401);
    expect(comExpirada.json().codigo).toBe('sessao.expirada');
  });

  it("answers 200 for the session's own client and 403 for another client", async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect((await carrosseis(`${sessao.token}~${sessao.idcliente}`)).statusCode).toBe(200);
    expect((await carrosseis(`${sessao.token}~0`)).statusCode).toBe(200);

    const outra = await criarSessao(t.db, { idfornecedor: t.aurora });
    const response = await carrosseis(`${sessao.token}~${outra.idcliente}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      mensagem: 'Acesso negado: este cliente não pertence à sua sessão.',
      codigo: 'sessao.cliente-invalido',
    });
  });

  it("accepts a client the session's user serves (usuario_clientes)", async () => {
    const representante = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'representante' });
    const cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
    expect((await carrosseis(`${representante.token}~${cliente.idcliente}`)).statusCode).toBe(403);
    await t.db
      .insertInto('usuario_clientes')
      .values({ idusuario: representante.idusuario, idcliente: cliente.idcliente, principal: false })
      .execute();
    expect((await carrosseis(`${representante.token}~${cliente.idcliente}`)).statusCode).toBe(200);
  });

  it('rejects a malformed segment with 400 in pt-BR', async () => {
    const response = await carrosseis('token-sem-separador-123');
    expect(response.statusCode).toBe(400);
    expect(response.json().mensagem).toMatch(
      /^Requisição inválida: o parâmetro de caminho 'authCliente' tem formato inválido/,
    );
  });
});

describe('anonymous tokens', () => {
  it('treats an anon- token as anonymous even if a session row carried it', async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const anon = anonToken();
    await t.db
      .updateTable('sessoes')
      .set({ token_hash: hashToken(anon) })
      .where('token_hash', '=', hashToken(sessao.token))
      .execute();
    const response = await carrosseis(`${anon}~${sessao.idcliente}`);
    expect(response.statusCode).toBe(401);
    expect((await t.app.sessaoService.chamador(anon)).sessao).toBeNull();
  });
});

describe('logout', () => {
  it('deletes the session and is a no-op for an anonymous token', async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const response = await t.app.inject({ url: `/api/v1/app/${sessao.token}/cliente/logout` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const row = await t.db
      .selectFrom('sessoes')
      .select('token_hash')
      .where('token_hash', '=', hashToken(sessao.token))
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await carrosseis(`${sessao.token}~${sessao.idcliente}`)).statusCode).toBe(401);
    const anon = await t.app.inject({ url: `/api/v1/app/${anonToken()}/cliente/logout` });
    expect(anon.statusCode).toBe(200);
  });
});

describe('getCarrosseis', () => {
  it('loads the products of product carousels only when asked', async () => {
    const sem = (await carrosseis(`${anonToken()}~0`)).json() as { tipo: string; produtos: unknown[] }[];
    expect(sem.length).toBeGreaterThan(0);
    expect(sem.every((c) => c.produtos.length === 0)).toBe(true);
    const com = (
      await t.app.inject({
        url: `/api/v2/app/${anonToken()}~0/customizacao/carrossel/list-for-page/${t.aurora}?loadProdutos=true`,
      })
    ).json() as { tipo: string; produtos: unknown[] }[];
    const deProdutos = com.filter((c) => c.tipo === 'PRODUTOS');
    expect(deProdutos.length).toBeGreaterThan(0);
    expect(deProdutos.every((c) => c.produtos.length > 0)).toBe(true);
  });
});

describe('sliding renewal', () => {
  it('moves expira_em forward on use, never past 90 days from creation', async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const hash = hashToken(sessao.token);
    const dia = 24 * 3_600_000;
    await t.db
      .updateTable('sessoes')
      .set({ expira_em: new Date(Date.now() + 60_000) })
      .where('token_hash', '=', hash)
      .execute();
    expect((await carrosseis(`${sessao.token}~${sessao.idcliente}`)).statusCode).toBe(200);
    const renovada = await t.db
      .selectFrom('sessoes')
      .select(['expira_em', 'renovado_em'])
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(new Date(renovada.expira_em).getTime()).toBeGreaterThan(Date.now() + 29 * dia);

    const criadoEm = new Date(Date.now() - 89 * dia);
    await t.db
      .updateTable('sessoes')
      .set({ criado_em: criadoEm, expira_em: new Date(Date.now() + 60_000) })
      .where('token_hash', '=', hash)
      .execute();
    expect((await carrosseis(`${sessao.token}~${sessao.idcliente}`)).statusCode).toBe(200);
    const limitada = await t.db
      .selectFrom('sessoes')
      .select('expira_em')
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(new Date(limitada.expira_em).getTime()).toBe(criadoEm.getTime() + 90 * dia);
  });
});
