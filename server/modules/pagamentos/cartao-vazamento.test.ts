/**
 * Issue 13: no card number in any log line, database row or response. The card calls (approved,
 * declined, refused, malformed, unauthenticated) run against an app whose log (level trace) is
 * captured; then every log line, every response body and every text or JSON column of every table
 * is searched for each number, with its spaces and dashes and without them.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { criarSessao, openSeededTestDatabase, type SessaoDeTeste, type TestDatabase } from '../../testing/test-app';

const NUMEROS = ['4111111111111111', '4000000000000002', '5555555555554444', '4111111111111112', '378282246310005'];

let database: TestDatabase;
let app: FastifyInstance;
let cliente: SessaoDeTeste;
const linhas: string[] = [];
const respostas: string[] = [];

beforeAll(async () => {
  database = await openSeededTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      linhas.push(String(chunk));
      callback();
    },
  });
  app = buildApp({ config: testConfig(), db: database.db, dbKind: database.kind, logger: { level: 'trace', stream } });
  await app.ready();
  cliente = await criarSessao(database.db, { idfornecedor: database.aurora });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const soDigitos = (texto: string) => texto.replace(/\D/g, '');

describe('card numbers', () => {
  it('appear in no log line, no response and no database row', async () => {
    const ano = new Date().getFullYear() + 2;
    const chamadas: { headers: Record<string, string>; payload: Record<string, unknown> }[] = [];
    const comSessao = { authorization: `Bearer ${cliente.token}` };
    for (const numero of NUMEROS) {
      const espacado = numero.replace(/(\d{4})(?=\d)/g, '$1 ');
      const tracos = numero.replace(/(\d{4})(?=\d)/g, '$1-');
      const base = {
        idfornecedor: database.aurora,
        nome: 'Maria O Santos',
        mes: 12,
        ano,
        cvv: numero.startsWith('3') ? '1234' : '123',
      };
      chamadas.push(
        { headers: comSessao, payload: { ...base, numero } },
        { headers: comSessao, payload: { ...base, numero: espacado } },
        { headers: comSessao, payload: { ...base, numero: tracos, ano: 2001 } }, // expired
        { headers: comSessao, payload: { ...base, numero, cvv: 'abc' } }, // bad CVV
        { headers: comSessao, payload: { ...base, numero, campoExtra: numero } }, // refused by the schema
        { headers: {}, payload: { ...base, numero } }, // no session
        { headers: { authorization: `Bearer ${numero}` }, payload: { ...base, numero } }, // a card number as the token
      );
    }
    for (const { headers, payload } of chamadas) {
      const res = await app.inject({ method: 'POST', url: '/api/v4/payment-sdk/generate-token', headers, payload });
      expect(res.statusCode).toBeLessThan(500);
      respostas.push(res.body);
    }
    // The calls were logged (so the search below reads real lines).
    expect(linhas.some((l) => l.includes('/api/v4/payment-sdk/generate-token'))).toBe(true);

    for (const numero of NUMEROS) {
      for (const [onde, textos] of [
        ['log', linhas],
        ['resposta', respostas],
      ] as const) {
        const achados = textos.filter((t) => soDigitos(t).includes(numero));
        expect(achados, `${numero} em ${onde}`).toEqual([]);
      }
    }

    const colunas = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb')
    `.execute(database.db);
    expect(colunas.rows.length).toBeGreaterThan(20);
    for (const { table_name, column_name } of colunas.rows) {
      const r = await sql<{ n: string | number }>`
        SELECT count(*) AS n FROM ${sql.table(table_name)}
        WHERE regexp_replace(${sql.ref(column_name)}::text, '[^0-9]', '', 'g') ~ ${NUMEROS.join('|')}
      `.execute(database.db);
      expect(Number(r.rows[0]?.n), `${table_name}.${column_name}`).toBe(0);
    }
  });
});
