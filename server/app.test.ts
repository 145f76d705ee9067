import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, buildTestApp, openSeededTestDatabase, type TestDatabase } from './testing/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const logged: unknown[] = [];

beforeAll(async () => {
  database = await openSeededTestDatabase();
  app = buildTestApp(database);
  app.get('/api/teste/explode', async () => {
    throw new Error('segredo interno: senha=123');
  });
  app.addHook('onError', async (_request, _reply, error) => {
    logged.push(error);
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('errors in pt-BR', () => {
  it('answers 500 erro-interno without leaking the cause', async () => {
    const response = await app.inject({ url: '/api/teste/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ mensagem: 'Erro interno do servidor', codigo: 'erro-interno' });
    expect(response.body).not.toContain('segredo');
    expect(logged).toHaveLength(1);
  });

  it('answers 404 nao-encontrado for unknown routes and methods under /api', async () => {
    for (const request of [
      { url: '/api/v2/nada' },
      { url: '/api' },
      { url: `/api/v2/app/${anonToken()}/fornecedor`, method: 'POST' as const },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ mensagem: 'Recurso não encontrado', codigo: 'nao-encontrado' });
    }
  });

  it('answers 400 requisicao.invalida naming the bad parameter', async () => {
    const uuid = await app.inject({ url: `/api/v2/configuracao/fornecedor/nao-e-uuid/tema` });
    expect(uuid.statusCode).toBe(400);
    expect(uuid.json()).toEqual({
      mensagem: expect.stringMatching(/^Requisição inválida: o parâmetro de caminho 'idfornecedor' /),
      codigo: 'requisicao.invalida',
    });
    const device = await app.inject({
      url: `/api/v2/app/${anonToken()}/listacategoriasprodutos/${database.aurora}?device=tv`,
    });
    expect(device.statusCode).toBe(400);
    expect(device.json().mensagem).toBe(
      "Requisição inválida: o parâmetro de consulta 'device' deve ser um de: desktop, mobile",
    );
  });

  it('accepts session tokens up to 256 characters in the path', async () => {
    const longo = `anon-${'a'.repeat(251)}`;
    const response = await app.inject({
      url: `/api/v2/app/${longo}~0/customizacao/carrossel/list-for-page/${database.aurora}`,
    });
    expect(response.statusCode).toBe(200);
    const demais = await app.inject({ url: `/api/v2/app/${longo}a/fornecedor` });
    expect(demais.statusCode).toBe(400);
  });
});
