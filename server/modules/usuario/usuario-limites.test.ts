import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, startTestApp, type TestApp } from '../../testing/test-app';
import { LIMITES_IP } from './usuario-handlers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('per-IP limits of the account calls', () => {
  it(`login: ${LIMITES_IP.login.max} attempts per IP in the window, then 429 in pt-BR, whatever the login`, async () => {
    const desconhecido = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < LIMITES_IP.login.max; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
        payload: { cpf: `pessoa${i}@exemplo.com.br`, senha: 'qualquer', idfornecedor: desconhecido },
      });
      expect(r.statusCode).toBe(404);
    }
    const excesso = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}/usuario/autenticar/representante`,
      payload: { cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor: t.aurora },
    });
    expect(excesso.statusCode).toBe(429);
    expect(excesso.json().codigo).toBe('requisicao.muitas-requisicoes');
    expect(excesso.headers['retry-after']).toBeDefined();
    // Another IP is not limited.
    const outroIp = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
      remoteAddress: '10.1.2.3',
      payload: { cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor: t.aurora },
    });
    expect(outroIp.statusCode).toBe(200);
  });

  it(`registration: ${LIMITES_IP.cadastro.max} per IP per hour, then 429`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < LIMITES_IP.cadastro.max; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/v1/app/${anonToken()}~0/usuario`,
        remoteAddress: ip,
        payload: { idfornecedor: t.aurora },
      });
      expect(r.statusCode).toBe(422);
    }
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}~0/usuario`,
      remoteAddress: ip,
      payload: { idfornecedor: t.aurora },
    });
    expect(r.statusCode).toBe(429);
  });
});
