import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import type { Database } from '../db/schema';
import { core } from '../plugins/core';
import { errorHandler } from '../plugins/error-handler';
import type { OperationHandler } from '../shared/operation';
import { apiPlugin, metaSchemasCompilados, validadoresCompilados } from './api-plugin';

const AURORA = '7a1d3f4e-0c2b-4d5e-8f90-1a2b3c4d5e6f';
const ok: OperationHandler = async () => ({ ok: true });

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** core + modules contributing these handlers + the API, without a database. */
function appWith(
  contributions: Record<string, Record<string, OperationHandler>>,
  logs: string[] = [],
): FastifyInstance {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  app.register(errorHandler);
  app.register(core, { config: testConfig(), db: {} as Kysely<Database>, dbKind: 'pglite' });
  for (const [modulo, handlers] of Object.entries(contributions)) {
    app.register(fp(async (instance: FastifyInstance) => instance.apiHandlers.add(modulo, handlers), { name: modulo }));
  }
  app.register(apiPlugin, { prefix: '/api' });
  return app;
}

describe('the API plugin and the handlers the modules contribute', () => {
  it('routes a documented operation to the handler a module contributed', async () => {
    const instance = appWith({ fornecedor: { getTemaFornecedor: ok } });
    const response = await instance.inject({ url: `/api/v2/configuracao/fornecedor/${AURORA}/tema` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers 501 nao-implementado, with a warning, for a documented operation without a handler', async () => {
    const logs: string[] = [];
    const instance = appWith({}, logs);
    const response = await instance.inject({ url: `/api/v2/configuracao/fornecedor/${AURORA}/tema` });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({
      mensagem: 'Operação ainda não implementada neste servidor: getTemaFornecedor',
      codigo: 'nao-implementado',
    });
    expect(logs.some((line) => line.includes('getTemaFornecedor') && line.includes('sem handler'))).toBe(true);
  });

  it('refuses to start with a handler no document describes', async () => {
    await expect(appWith({ fornecedor: { getNada: ok } }).ready()).rejects.toThrow(
      "handler 'getNada' não corresponde a nenhuma operação de openapi/<versão>/openapi.yaml",
    );
  });

  it('refuses to start when two modules handle the same operationId', async () => {
    await expect(
      appWith({ fornecedor: { getTemaFornecedor: ok }, outro: { getTemaFornecedor: ok } }).ready(),
    ).rejects.toThrow("operationId 'getTemaFornecedor' tem dois handlers (módulos fornecedor e outro)");
  });

  it('compiles the OpenAPI meta-schema and each request schema once per process, however many apps it builds', async () => {
    await appWith({ fornecedor: { getTemaFornecedor: ok } }).ready();
    const validadores = validadoresCompilados();
    await app?.close();
    const segundo = appWith({ fornecedor: { getTemaFornecedor: ok } });
    await segundo.ready();
    // The three documents are OpenAPI 3.1: one meta-schema, compiled once for the six checks.
    expect(metaSchemasCompilados()).toBe(1);
    expect(validadores).toBeGreaterThan(100);
    expect(validadoresCompilados()).toBe(validadores);
    // The second app validates with the shared validators as the first did.
    const response = await segundo.inject({ url: '/api/v2/configuracao/fornecedor/nao-e-uuid/tema' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ codigo: expect.any(String), mensagem: expect.any(String) });
  });
});
