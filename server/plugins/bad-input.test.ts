/**
 * Bad input, derived from the OpenAPI documents: for every parameter of every operation (so a route
 * added later is covered without editing this test), bad values (NUL bytes, huge integers,
 * Infinity, NaN, negative, too long strings, wrong types, 12-digit ids) are sent one at a time on
 * top of a valid request made with a live session. No answer may be a 5xx, every error answer is
 * the pt-BR `{ mensagem, codigo }` body, and no log line is at error level. The storefront page
 * addresses `/{x}` and `/commerce/{x}` get NUL bytes too. Runs on PGlite, and on PostgreSQL with
 * DATABASE_URL.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSIONS, listOperations, loadOpenApiDocument, type OpenApiDocument } from '../api/openapi-documents';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { criarSessao, openSeededTestDatabase, type SessaoDeTeste, type TestDatabase } from '../testing/test-app';

type Schema = Record<string, unknown>;

interface Parametro {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

interface Chamada {
  descricao: string;
  method: string;
  url: string;
}

/** Resolves a local `$ref` (`#/components/...`) of the document; anything else is returned as is. */
function resolver(doc: OpenApiDocument, value: unknown, profundidade = 0): Schema {
  let atual = value as Schema;
  while (atual && typeof atual.$ref === 'string' && profundidade < 20) {
    const ref = atual.$ref;
    if (!ref.startsWith('#/')) return {};
    let alvo: unknown = doc;
    for (const parte of ref.slice(2).split('/')) alvo = (alvo as Record<string, unknown> | undefined)?.[parte];
    atual = (alvo ?? {}) as Schema;
    profundidade += 1;
  }
  return atual ?? {};
}

function parametros(doc: OpenApiDocument, path: string, method: string): Parametro[] {
  const item = doc.paths[path] as Record<string, unknown>;
  const op = item[method.toLowerCase()] as Schema;
  const lista = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])];
  return lista.map((raw) => {
    const p = resolver(doc, raw);
    return {
      name: String(p.name),
      in: p.in as Parametro['in'],
      required: p.required === true,
      schema: resolver(doc, p.schema),
    };
  });
}

function tipos(schema: Schema): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t.map(String);
  if (typeof t === 'string') return [t];
  if (Array.isArray(schema.enum)) return ['string'];
  return ['string'];
}

const UUID = /^\^\[0-9a-fA-F\]\{8\}/;

/** Bad values for a parameter, by its schema (each one is sent alone, the rest stays valid). */
function valoresRuins(p: Parametro, sessao: SessaoDeTeste): string[] {
  const nul = ['\u0000', 'a\u0000b', '\u0000'.repeat(3)];
  const numeros = [
    '99999999999999999999',
    '2147483648',
    '-2147483649',
    '999999999999',
    '1e309',
    'Infinity',
    '-Infinity',
    'NaN',
    '-1',
    '1.5',
    '0x10',
    'abc',
    '',
  ];
  const longa = 'x'.repeat(typeof p.schema.maxLength === 'number' ? p.schema.maxLength + 1 : 5000);
  const valores = [...nul, longa, 'a'.repeat(2000), '999999999999', '-1', 'Infinity', 'NaN', '{"a":1}', '[1]', 'true'];
  const t = tipos(p.schema);
  if (t.includes('integer') || t.includes('number')) valores.push(...numeros);
  if (t.includes('boolean')) valores.push('talvez', '2', '');
  if (p.name === 'authCliente') {
    // The client id of the {auth}~{id} segment: 12 digits, above int32, negative, with NUL.
    valores.push(
      `${sessao.token}~999999999999`,
      `${sessao.token}~2147483648`,
      `${sessao.token}~2147483647`,
      `${sessao.token}~-1`,
      `${sessao.token}~1\u0000`,
      `${sessao.token}\u0000~0`,
    );
  }
  if (p.name === 'auth') valores.push(`${sessao.token}\u0000`, 'anon-' + 'f'.repeat(32) + '\u0000');
  return valores;
}

const URL_PARAM = /\{([^}]+)\}/g;

function montarUrl(path: string, pathValues: Record<string, string>, query: [string, string][]): string {
  const caminho = path.replace(URL_PARAM, (_m, name: string) => encodeURIComponent(pathValues[name] ?? 'x'));
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `/api${caminho}${qs ? `?${qs}` : ''}`;
}

/** Words that give away an English body (Fastify's, Node's, Ajv's). */
const INGLES =
  /\b(must|should|not found|bad request|internal server|error|invalid|request|route|exceeded|unsupported|body|the)\b/i;

interface LinhaDeLog {
  level: number;
  reqId?: string;
  req?: { url?: string };
  msg?: string;
  sqlstate?: string;
  err?: { stack?: string };
}

let database: TestDatabase;
let app: FastifyInstance;
/** One live session per operation: an operation may end its session (logout). */
const sessoes = new Map<string, SessaoDeTeste>();
let sessao: SessaoDeTeste;
let slugProduto: string;
const logs: LinhaDeLog[] = [];

beforeAll(async () => {
  database = await openSeededTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const linha of chunk.toString('utf8').split('\n')) {
        if (linha.trim() !== '') logs.push(JSON.parse(linha) as LinhaDeLog);
      }
      callback();
    },
  });
  app = buildApp({
    // The API limit is off here: this test sends thousands of requests from one address.
    config: testConfig({ rateLimitMax: 0, maxInFlight: 1_000 }),
    db: database.db,
    dbKind: database.kind,
    logger: { level: 'info', stream },
  });
  await app.ready();
  for (const version of API_VERSIONS) {
    for (const op of listOperations(loadOpenApiDocument(version))) {
      sessoes.set(op.operationId, await criarSessao(database.db, { idfornecedor: database.aurora }));
    }
  }
  const produto = await database.db
    .selectFrom('produtos')
    .select('slug')
    .where('idfornecedor', '=', database.aurora)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  slugProduto = produto.slug;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function valorValido(p: Parametro): string | undefined {
  switch (p.name) {
    case 'auth':
      return sessao.token;
    case 'authCliente':
      return `${sessao.token}~${sessao.idcliente}`;
    case 'slug':
      return slugProduto;
    case 'idfornecedor':
    case 'fornec':
      return database.aurora;
    default:
      break;
  }
  if (!p.required) return undefined;
  const s = p.schema;
  if (typeof s.pattern === 'string' && UUID.test(s.pattern)) return database.aurora;
  if (Array.isArray(s.enum) && s.enum.length > 0) return String(s.enum[0]);
  const t = tipos(s);
  if (t.includes('integer') || t.includes('number'))
    return String(typeof s.minimum === 'number' ? Math.max(s.minimum, 1) : 1);
  if (t.includes('boolean')) return 'true';
  return 'a'.repeat(typeof s.minLength === 'number' ? Math.max(s.minLength, 1) : 1);
}

/** Every bad request derived from the documents: one bad value of one parameter at a time. */
function chamadasDerivadas(): Chamada[] {
  const chamadas: Chamada[] = [];
  for (const version of API_VERSIONS) {
    const doc = loadOpenApiDocument(version);
    for (const op of listOperations(doc)) {
      sessao = sessoes.get(op.operationId) as SessaoDeTeste;
      const params = parametros(doc, op.path, op.method);
      const base = () => {
        const path: Record<string, string> = {};
        const query: [string, string][] = [];
        for (const p of params) {
          const v = valorValido(p);
          if (v === undefined) continue;
          if (p.in === 'path') path[p.name] = v;
          else if (p.in === 'query') query.push([p.name, v]);
        }
        return { path, query };
      };
      const b = base();
      chamadas.push({
        descricao: `${op.operationId} (válida)`,
        method: op.method,
        url: montarUrl(op.path, b.path, b.query),
      });
      for (const p of params) {
        if (p.in !== 'path' && p.in !== 'query') continue;
        for (const ruim of valoresRuins(p, sessao)) {
          const { path, query } = base();
          if (p.in === 'path') path[p.name] = ruim;
          else {
            const semEste = query.filter(([k]) => k !== p.name);
            query.length = 0;
            query.push(...semEste, [p.name, ruim]);
          }
          chamadas.push({
            descricao: `${op.operationId} ${p.in} ${p.name}=${JSON.stringify(ruim.slice(0, 40))}`,
            method: op.method,
            url: montarUrl(op.path, path, query),
          });
        }
        if (p.in === 'query') {
          // Wrong type: the parameter repeated (an array where one value is expected).
          const { path, query } = base();
          query.push([p.name, '1'], [p.name, '2']);
          chamadas.push({
            descricao: `${op.operationId} query ${p.name} repetido`,
            method: op.method,
            url: montarUrl(op.path, path, query),
          });
        }
      }
    }
  }
  return chamadas;
}

function checarResposta(descricao: string, status: number, contentType: unknown, body: string): string[] {
  const problemas: string[] = [];
  if (status >= 500) problemas.push(`${descricao}: ${status}`);
  if (status >= 400) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      problemas.push(`${descricao}: ${status} sem corpo JSON (${String(contentType)}): ${body.slice(0, 80)}`);
      return problemas;
    }
    const erro = json as { mensagem?: unknown; codigo?: unknown };
    if (
      typeof erro.mensagem !== 'string' ||
      erro.mensagem === '' ||
      typeof erro.codigo !== 'string' ||
      erro.codigo === ''
    ) {
      problemas.push(`${descricao}: ${status} corpo fora do formato {mensagem, codigo}: ${body.slice(0, 120)}`);
    } else if (INGLES.test(erro.mensagem)) {
      problemas.push(`${descricao}: ${status} mensagem em inglês: ${erro.mensagem}`);
    }
  }
  return problemas;
}

describe('bad input derived from the OpenAPI documents', () => {
  it('covers every operation of every document', () => {
    const chamadas = chamadasDerivadas();
    const operacoes = new Set(chamadas.map((c) => c.descricao.split(' ')[0]));
    const documentadas = API_VERSIONS.flatMap((v) => listOperations(loadOpenApiDocument(v)).map((o) => o.operationId));
    expect([...operacoes].sort()).toEqual([...new Set(documentadas)].sort());
    expect(chamadas.length).toBeGreaterThan(documentadas.length * 10);
  });

  it('never answers 5xx, always the pt-BR error body, and logs no error', async () => {
    const chamadas = chamadasDerivadas();
    const problemas: string[] = [];
    let recusadas = 0;
    const antes = logs.length;
    for (const chamada of chamadas) {
      const response = await app.inject({ method: chamada.method as 'GET', url: chamada.url });
      if (response.statusCode >= 400) recusadas += 1;
      problemas.push(
        ...checarResposta(chamada.descricao, response.statusCode, response.headers['content-type'], response.body),
      );
    }
    expect(problemas).toEqual([]);
    expect(recusadas).toBeGreaterThan(chamadas.length / 2);
    const erros = logs.slice(antes).filter((l) => l.level >= 50);
    expect(erros.map((l) => l.msg)).toEqual([]);
    expect(logs.slice(antes).filter((l) => l.err?.stack)).toEqual([]);
    // Refused at the edge: no bad value reached the database (its refusals are logged with their SQLSTATE).
    const urlDe = (reqId: string | undefined) => logs.find((l) => l.reqId === reqId && l.req?.url)?.req?.url;
    expect(
      logs
        .slice(antes)
        .filter((l) => l.sqlstate !== undefined)
        .map((l) => `${l.sqlstate} ${urlDe(l.reqId)}`),
    ).toEqual([]);
  });

  it('refuses NUL bytes in the storefront page addresses, images and assets with the pt-BR body', async () => {
    const problemas: string[] = [];
    const urls = [
      '/%00',
      '/a%00b',
      '/aurora%00',
      '/commerce/%00',
      '/commerce/aurora%00',
      '/commerce/a%00b/produto/x',
      '/aurora/produto/%00',
      `/${database.aurora}%00`,
      '/?q=%00',
      '/aurora?utm_source=%00',
      '/assets/%00.js',
      '/imagens/fornecedores/aurora%00/logo.svg',
      `/imagens/produtos/${database.aurora}/1%00.webp`,
      '/health?x=%00',
      '/api/v2/%00',
    ];
    for (const url of urls) {
      const response = await app.inject({ url });
      if (response.statusCode !== 400) problemas.push(`${url}: ${response.statusCode}`);
      problemas.push(...checarResposta(url, response.statusCode, response.headers['content-type'], response.body));
    }
    expect(problemas).toEqual([]);
  });

  it('answers ids above the integer range outside the documents (images) without a 5xx', async () => {
    // The image routes are not described by the documents; the database's refusal is turned into 400.
    for (const url of [
      `/imagens/produtos/${database.aurora}/9999999999.webp`,
      `/imagens/banners/${database.aurora}/9999999999-1.svg`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(checarResposta(url, response.statusCode, response.headers['content-type'], response.body)).toEqual([]);
    }
  });
});
