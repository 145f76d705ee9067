import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { anonToken, openSeededTestDatabase, type TestDatabase } from '../testing/test-app';
import { redactRequestUrl } from './log-redaction';

describe('redactRequestUrl', () => {
  it('replaces the {auth} and {auth}~{id} segments and sensitive query values', () => {
    expect(redactRequestUrl('/api/v2/app/sf_abcdefghijklmnop/listaprodutos/x?page=2')).toBe(
      '/api/v2/app/[token]/listaprodutos/x?page=2',
    );
    expect(redactRequestUrl('/api/v2/app/sf_abcdefghijklmnop~12/enderecos')).toBe('/api/v2/app/[token]~12/enderecos');
    expect(redactRequestUrl('/api/v2/app/anon-0123456789abcdef0123456789abcdef/usuario/maria%40x.com?auth=123')).toBe(
      '/api/v2/app/[token]/usuario/maria%40x.com?auth=[redigido]',
    );
    expect(redactRequestUrl('/aurora/login-token/sf_abcdefghijklmnop')).toBe('/aurora/login-token/***');
    expect(redactRequestUrl('/aurora/login-token/AbC-123_x/maria%40exemplo.com.br')).toBe(
      '/aurora/login-token/***/***',
    );
    expect(redactRequestUrl('/aurora?api_key=sfk_segredo&id_erp_usuario=ERP-1')).toBe(
      '/aurora?api_key=[redigido]&id_erp_usuario=ERP-1',
    );
    expect(redactRequestUrl('/aurora/categoria/bebidas?token=x&a=1')).toBe(
      '/aurora/categoria/bebidas?token=[redigido]&a=1',
    );
  });

  it('hides the code of a password-reset link, with or without /commerce and a query', () => {
    expect(redactRequestUrl('/aurora/redefinir-senha/abcDEF_-123?x=1')).toBe('/aurora/redefinir-senha/***?x=1');
    expect(redactRequestUrl('/commerce/aurora/redefinir-senha/abc')).toBe('/commerce/aurora/redefinir-senha/***');
    expect(redactRequestUrl('/aurora/produto/cafe')).toBe('/aurora/produto/cafe');
  });
});

describe('the request log holds no session token', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const linhas: string[] = [];
  beforeAll(async () => {
    database = await openSeededTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        linhas.push(String(chunk));
        callback();
      },
    });
    app = buildApp({
      config: testConfig(),
      db: database.db,
      dbKind: database.kind,
      logger: { level: 'trace', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('logs login, client calls, logout and errors without the token', async () => {
    const login = await app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
      payload: { cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor: database.aurora },
    });
    expect(login.statusCode).toBe(200);
    const { token, jwttoken } = login.json() as { token: string; jwttoken: string };
    await app.inject({
      url: `/api/v2/app/${token}~1/customizacao/carrossel/list-for-page/${database.aurora}?page=HOME`,
    });
    await app.inject({ url: `/api/v2/app/${token}/listaprodutos/${database.aurora}?limit=1` });
    await app.inject({ url: `/api/v1/app/${token}/cliente/logout` });
    await app.inject({ url: `/api/v2/app/${token}~1/customizacao/carrossel/list-for-page/${database.aurora}` }); // 401 now
    await app.inject({
      method: 'POST',
      url: `/api/v1/app/${token}/usuario/autenticar`,
      payload: { cpf: 'x', senha: 'segredo-da-maria', idfornecedor: database.aurora },
    });

    const log = linhas.join('');
    expect(log).toContain('[token]~1/customizacao');
    expect(log).toContain('"statusCode":401');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(3, 20));
    expect(log).not.toContain(jwttoken.split('.')[2] as string);
    expect(log).not.toContain('maria123');
    expect(log).not.toContain('segredo-da-maria');
  });
});
