/**
 * POST /v4/api-key/login (spec section 7; issue 9, item 7): the demo key logs Maria in at Aurora
 * (the answer of a login plus idapikeys, the session records the key); a wrong key, another
 * supplier or another ERP user id answer the same 401; keys are hashed at rest; a revoked key
 * logs no one in; the key never reaches a log line.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { DEMO_API_KEYS } from '../../db/seed/demo-api-keys';
import { hashToken } from '../sessao';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/test-app';
import { hashChaveApi, MENSAGEM_API_KEY_INVALIDA } from './index';

const DEMO = DEMO_API_KEYS[0]!;
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
    config: testConfig({ rateLimitMax: 0 }),
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

const login = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v4/api-key/login', payload });

describe('POST /v4/api-key/login', () => {
  it("logs the key's customer in at its supplier, as autenticar answers, and records idapikeys in the session", async () => {
    const r = await login({ apiKey: DEMO.chave, idErpUsuario: DEMO.id_erp_usuario, idFornecedor: database.aurora });
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo).toMatchObject({
      ok: true,
      idcliente: 1,
      nome: 'Maria Oliveira Santos',
      email: 'maria@exemplo.com.br',
      fornecedor_logado: database.aurora,
      fornecedor_slug: 'aurora',
      idapikeys: DEMO.idapikeys,
      access: { papel: 'cliente', pode_submeter_pedido: true },
    });
    expect(typeof corpo.jwttoken).toBe('string');
    const sessao = await database.db
      .selectFrom('sessoes')
      .selectAll()
      .where('token_hash', '=', hashToken(corpo.token))
      .executeTakeFirstOrThrow();
    expect([sessao.idusuario, sessao.idcliente, sessao.idfornecedor, sessao.idapikeys]).toEqual([
      1,
      1,
      database.aurora,
      DEMO.idapikeys,
    ]);
    // The token is a real session: a client call with it succeeds.
    const carrosseis = await app.inject({
      url: `/api/v2/app/${corpo.token}~1/customizacao/carrossel/list-for-page/${database.aurora}?page=HOME`,
    });
    expect(carrosseis.statusCode).toBe(200);
    const chave = await database.db
      .selectFrom('chaves_api')
      .select('ultimo_uso_em')
      .where('idapikeys', '=', DEMO.idapikeys)
      .executeTakeFirstOrThrow();
    expect(chave.ultimo_uso_em).not.toBeNull();
  });

  it('answers the same 401 for a wrong key, another supplier and another ERP user id', async () => {
    const casos = [
      { apiKey: `${DEMO.chave.slice(0, -1)}X`, idErpUsuario: DEMO.id_erp_usuario, idFornecedor: database.aurora },
      { apiKey: DEMO.chave, idErpUsuario: DEMO.id_erp_usuario, idFornecedor: database.construforte },
      { apiKey: DEMO.chave, idErpUsuario: 'ERP-OUTRO-002', idFornecedor: database.aurora },
    ];
    for (const caso of casos) {
      const r = await login(caso);
      expect(r.statusCode, JSON.stringify(caso.idErpUsuario)).toBe(401);
      expect(r.json()).toEqual({ mensagem: MENSAGEM_API_KEY_INVALIDA, codigo: 'api-key.invalida' });
    }
  });

  it('refuses a bad body with 400 and an unknown supplier with 404, in pt-BR', async () => {
    const semChave = await login({ idErpUsuario: 'x', idFornecedor: database.aurora });
    expect(semChave.statusCode).toBe(400);
    expect(semChave.json().mensagem).toMatch(/^Requisição inválida/);
    const desconhecido = await login({
      apiKey: DEMO.chave,
      idErpUsuario: DEMO.id_erp_usuario,
      idFornecedor: '00000000-0000-4000-8000-000000000000',
    });
    expect(desconhecido.statusCode).toBe(404);
  });

  it('keeps only the SHA-256 of a key, and a revoked key logs no one in', async () => {
    const rows = await database.db.selectFrom('chaves_api').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const demo = rows.find((k) => k.idapikeys === DEMO.idapikeys)!;
    expect(demo.chave_hash).toBe(hashChaveApi(DEMO.chave));
    expect(demo.chave_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(DEMO.chave);

    const outra = await database.db
      .insertInto('chaves_api')
      .values({
        chave_hash: hashChaveApi('sfk_chave_revogada_de_teste_0001'),
        idfornecedor: database.aurora,
        id_erp_usuario: 'ERP-REVOGADA',
        idusuario: 1,
        idcliente: 1,
      })
      .returning('idapikeys')
      .executeTakeFirstOrThrow();
    const antes = await login({
      apiKey: 'sfk_chave_revogada_de_teste_0001',
      idErpUsuario: 'ERP-REVOGADA',
      idFornecedor: database.aurora,
    });
    expect(antes.statusCode).toBe(200);
    await database.db
      .updateTable('chaves_api')
      .set({ revogada_em: new Date() })
      .where('idapikeys', '=', outra.idapikeys)
      .execute();
    const depois = await login({
      apiKey: 'sfk_chave_revogada_de_teste_0001',
      idErpUsuario: 'ERP-REVOGADA',
      idFornecedor: database.aurora,
    });
    expect(depois.statusCode).toBe(401);
  });

  it('never writes the key to a log line, neither from the API call nor from a storefront URL', async () => {
    await login({ apiKey: DEMO.chave, idErpUsuario: DEMO.id_erp_usuario, idFornecedor: database.aurora });
    await login({ apiKey: `${DEMO.chave}Z`, idErpUsuario: DEMO.id_erp_usuario, idFornecedor: database.aurora });
    await app.inject({
      url: `/aurora?api_key=${DEMO.chave}&id_erp_usuario=${DEMO.id_erp_usuario}`,
      headers: { host: 'localhost:3000' },
    });
    const log = linhas.join('');
    expect(log).toContain('api_key=[redigido]');
    expect(log).not.toContain(DEMO.chave);
    expect(log).not.toContain(DEMO.chave.slice(4, 20));
  });
});

describe('rate limit', () => {
  it('answers 429 in pt-BR after 30 attempts from one IP', async () => {
    const limitado = buildApp({ config: testConfig(), db: database.db, dbKind: database.kind, logger: false });
    await limitado.ready();
    try {
      let ultimo = 0;
      let corpo: { mensagem?: string } = {};
      for (let i = 0; i < 31; i++) {
        const r = await limitado.inject({
          method: 'POST',
          url: '/api/v4/api-key/login',
          payload: { apiKey: 'sfk_errada_errada_errada', idErpUsuario: 'x', idFornecedor: database.aurora },
        });
        ultimo = r.statusCode;
        corpo = r.json();
      }
      expect(ultimo).toBe(429);
      expect(corpo.mensagem).toMatch(/Muitas|muitas/);
    } finally {
      await limitado.close();
    }
  });
});
