/**
 * Bad input never reaches the database raw:
 * - a NUL byte (`%00` or a raw NUL) anywhere in the address (path or query) is refused with 400
 *   before routing, for every route: the API, the storefront pages `/{x}` and `/commerce/{x}`,
 *   assets and images; a NUL inside a JSON body is refused before validation;
 * - every `integer` in the request schemas of a route (path, query, headers, body) is capped at
 *   PostgreSQL's `integer` range when the route is registered (the OpenAPI documents stay as
 *   written; a bound they set that is tighter is kept). Ajv runs in strict number mode
 *   (`strictNumbers`, server/api/api-plugin.ts), so NaN is not a number, and a number that is
 *   still not finite after validation (Ajv coerces 'Infinity' and skips its bounds) is refused;
 * - a request whose client has gone (socket closed while it waited) is not handed to its handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, invalidRequest } from '../shared/http-error';

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

type Schema = Record<string, unknown>;

function ehInteiro(schema: Schema): boolean {
  const type = schema.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/**
 * Caps every integer of a JSON Schema at PostgreSQL's integer range, in place; returns the schema.
 * Recurses through properties, items, combinators and definitions; leaves `$ref` targets to the
 * schemas that define them (they are walked too when they sit in the same object).
 */
export function limitarInteiros<T>(schema: T, vistos = new WeakSet<object>()): T {
  if (!schema || typeof schema !== 'object' || vistos.has(schema as object)) return schema;
  vistos.add(schema as object);
  if (Array.isArray(schema)) {
    for (const item of schema) limitarInteiros(item, vistos);
    return schema;
  }
  const s = schema as Schema;
  if (ehInteiro(s)) {
    const max = typeof s.maximum === 'number' ? Math.min(s.maximum, INT32_MAX) : INT32_MAX;
    const min = typeof s.minimum === 'number' ? Math.max(s.minimum, INT32_MIN) : INT32_MIN;
    s.maximum = max;
    s.minimum = min;
  }
  for (const value of Object.values(s)) {
    if (value && typeof value === 'object') limitarInteiros(value, vistos);
  }
  return schema;
}

const NUL_CODIFICADO = /%00/i;

function urlComNul(url: string): boolean {
  return url.includes('\u0000') || NUL_CODIFICADO.test(url);
}

function temNul(value: unknown, profundidade = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (profundidade > 64 || !value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => temNul(item, profundidade + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || temNul(item, profundidade + 1)) return true;
  }
  return false;
}

/** The path (e.g. `produtoprincipal` or `itens.0.qtd`) of the first number that is not finite, if any. */
export function numeroNaoFinito(value: unknown, caminho: string[] = [], profundidade = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : caminho.join('.') || '(valor)';
  if (profundidade > 64 || !value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const achado = numeroNaoFinito(item, [...caminho, key], profundidade + 1);
    if (achado !== undefined) return achado;
  }
  return undefined;
}

const PARTES: readonly [keyof FastifyRequest & ('params' | 'query' | 'body'), string][] = [
  ['params', 'o parâmetro de caminho'],
  ['query', 'o parâmetro de consulta'],
  ['body', 'o campo do corpo'],
];

export function clienteDesistiu(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.raw.socket?.destroyed === true || reply.raw.destroyed;
}

async function strictInputPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Schema | undefined;
    if (!schema) return;
    for (const part of ['params', 'querystring', 'headers', 'body']) {
      if (schema[part]) limitarInteiros(schema[part]);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (urlComNul(request.raw.url ?? '')) {
      throw invalidRequest('o endereço contém um caractere nulo (%00)');
    }
  });

  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && temNul(request.body)) {
      throw invalidRequest('o corpo contém um caractere nulo (\\u0000)');
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    // Ajv coerces 'Infinity' and '1e309' to Infinity and skips its bounds for non-finite numbers,
    // even in strict number mode: refuse them here, after validation.
    for (const [parte, nome] of PARTES) {
      const campo = numeroNaoFinito(request[parte]);
      if (campo !== undefined) throw invalidRequest(`${nome} '${campo}' deve ser um número finito`);
    }
    if (clienteDesistiu(request, reply)) {
      request.log.info('o cliente fechou a conexão antes da resposta: requisição descartada');
      // Nothing can be written any more; 499 (client closed request) only names it in the logs.
      throw new HttpError(499, 'O cliente encerrou a conexão', 'requisicao.cancelada');
    }
  });
}

export const strictInput = fp(strictInputPlugin, { name: 'strict-input', fastify: '5.x' });
