/**
 * The edge: security headers, CORS, no-store for sessions, HSTS behind a TLS proxy, the request
 * id, the API rate limit (429 in pt-BR), load shedding, Fastify's and Node's own errors in the
 * pt-BR body (bad JSON, media type, size, bad URL, bad HTTP, slow headers, a body that never
 * finishes, a handler that takes too long), and the new configuration variables.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig, testConfig, type ServerConfig } from '../config';
import { anonToken, criarSessao, openSeededTestDatabase, type TestDatabase } from '../testing/test-app';

let database: TestDatabase;
const abertos: FastifyInstance[] = [];

function construir(config: Partial<ServerConfig> = {}): FastifyInstance {
  const app = buildApp({ config: testConfig(config), db: database.db, dbKind: database.kind, logger: false });
  abertos.push(app);
  return app;
}

beforeAll(async () => {
  database = await openSeededTestDatabase();
});

afterAll(async () => {
  for (const app of abertos) await app.close().catch(() => undefined);
  await database?.close();
});

const listaProdutos = (token: string) => `/api/v2/app/${token}/listaprodutos/${database.aurora}`;

function erroPtBr(body: string): { mensagem: string; codigo: string } {
  const json = JSON.parse(body) as { mensagem: string; codigo: string };
  expect(typeof json.mensagem).toBe('string');
  expect(typeof json.codigo).toBe('string');
  expect(json.mensagem).not.toMatch(/\b(must|error|invalid|request|not found|exceeded)\b/i);
  return json;
}

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = construir({ cspImageHosts: ['https://img.fornecedor.example', 'https://*.cdn.example'] });
    await app.ready();
  });

  it('sends a strict CSP and the other headers on pages, the API, images and errors', async () => {
    for (const url of [
      '/',
      '/aurora',
      listaProdutos(anonToken()),
      '/api/v2/nada',
      `/imagens/fornecedores/aurora/logo.svg`,
    ]) {
      const response = await app.inject({ url });
      const h = response.headers;
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], url).toContain('camera=()');
      expect(h['strict-transport-security'], url).toBeUndefined();
      const csp = String(h['content-security-policy']);
      if (url.startsWith('/imagens/')) continue; // SVGs keep their own, stricter policy
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("img-src 'self' data: blob: https://img.fornecedor.example https://*.cdn.example");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    }
  });

  it('marks answers for a real session no-store, and not those for an anonymous token', async () => {
    const sessao = await criarSessao(database.db, { idfornecedor: database.aurora });
    const comSessao = await app.inject({ url: listaProdutos(sessao.token) });
    expect(comSessao.statusCode).toBe(200);
    expect(comSessao.headers['cache-control']).toBe('private, no-store');
    const carrosseis = await app.inject({
      url: `/api/v2/app/${sessao.token}~${sessao.idcliente}/customizacao/carrossel/list-for-page/${database.aurora}`,
    });
    expect(carrosseis.headers['cache-control']).toBe('private, no-store');
    const anonimo = await app.inject({ url: listaProdutos(anonToken()) });
    expect(anonimo.statusCode).toBe(200);
    expect(anonimo.headers['cache-control']).not.toContain('no-store');
  });

  it('keeps CORS closed by default', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: listaProdutos(anonToken()),
      headers: { origin: 'https://outra.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const get = await app.inject({ url: listaProdutos(anonToken()), headers: { origin: 'https://outra.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS allow-list, TRUST_PROXY and HSTS', () => {
  it('answers the listed origins only, and sends HSTS only behind a trusted proxy over TLS', async () => {
    const app = construir({ corsOrigins: ['https://loja.example'], trustProxy: true });
    await app.ready();
    const permitido = await app.inject({
      method: 'OPTIONS',
      url: listaProdutos(anonToken()),
      headers: {
        origin: 'https://loja.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-idfornecedor',
      },
    });
    expect(permitido.statusCode).toBe(204);
    expect(permitido.headers['access-control-allow-origin']).toBe('https://loja.example');
    expect(String(permitido.headers['access-control-allow-headers'])).toContain('x-idfornecedor');
    const outro = await app.inject({ url: listaProdutos(anonToken()), headers: { origin: 'https://mal.example' } });
    expect(outro.headers['access-control-allow-origin']).toBeUndefined();

    const tls = await app.inject({ url: '/aurora', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await app.inject({ url: '/aurora' })).headers['strict-transport-security']).toBeUndefined();

    const direto = construir({});
    await direto.ready();
    const semProxy = await direto.inject({ url: '/aurora', headers: { 'x-forwarded-proto': 'https' } });
    expect(semProxy.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('request id', () => {
  it('keeps a short plain X-Request-Id and replaces a long or odd one', async () => {
    const app = construir({});
    await app.ready();
    const ok = await app.inject({ url: '/aurora', headers: { 'x-request-id': 'abc-123.DEF_4' } });
    expect(ok.headers['x-request-id']).toBe('abc-123.DEF_4');
    for (const ruim of ['x'.repeat(10_000), 'a b', 'a<script>', 'x'.repeat(129)]) {
      const response = await app.inject({ url: '/aurora', headers: { 'x-request-id': ruim } });
      const id = String(response.headers['x-request-id']);
      expect(id).not.toBe(ruim);
      expect(id).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
    }
  });
});

describe('rate limit and load shedding', () => {
  it('answers 429 in pt-BR past the per-IP API limit, and does not count pages', async () => {
    const app = construir({ rateLimitMax: 3, rateLimitWindowMs: 60_000 });
    await app.ready();
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    const status: number[] = [];
    let ultimo = '';
    let retryAfter: unknown;
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({ url: listaProdutos(anonToken()) });
      status.push(response.statusCode);
      ultimo = response.body;
      retryAfter = response.headers['retry-after'];
    }
    expect(status).toEqual([200, 200, 200, 429, 429]);
    expect(erroPtBr(ultimo).codigo).toBe('requisicao.muitas-requisicoes');
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another client (another IP) is not affected.
    const outro = await app.inject({ url: listaProdutos(anonToken()), remoteAddress: '10.0.0.9' });
    expect(outro.statusCode).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)('counts in Redis when REDIS_URL is set', async () => {
    const app = construir({ rateLimitMax: 2, rateLimitWindowMs: 60_000, redisUrl: process.env.REDIS_URL });
    await app.ready();
    // A random client address: the counters live in Redis and outlive this test.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const status: number[] = [];
    for (let i = 0; i < 3; i += 1)
      status.push((await app.inject({ url: listaProdutos(anonToken()), remoteAddress: ip })).statusCode);
    expect(status).toEqual([200, 200, 429]);
    // A second process sharing the same Redis sees the same count.
    const outro = construir({ rateLimitMax: 2, rateLimitWindowMs: 60_000, redisUrl: process.env.REDIS_URL });
    await outro.ready();
    expect((await outro.inject({ url: listaProdutos(anonToken()), remoteAddress: ip })).statusCode).toBe(429);
  });

  it('sheds a burst of API requests while the event loop lags, not a lone request nor the health route', async () => {
    const app = construir({ maxEventLoopDelayMs: 50 });
    await app.ready();
    // A lone request after a long pause is served.
    const fim = Date.now() + 200;
    while (Date.now() < fim) {
      // the loop is blocked
    }
    expect((await app.inject({ url: listaProdutos(anonToken()) })).statusCode).toBe(200);
    // A burst that arrives while the loop is blocked: past the first ones, shed at once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rajada = Array.from({ length: 60 }, () => app.inject({ url: listaProdutos(anonToken()) }));
    const saude = app.inject({ url: '/health' });
    const fim2 = Date.now() + 200;
    while (Date.now() < fim2) {
      // the loop is blocked while the burst is queued
    }
    const respostas = await Promise.all(rajada);
    const status = respostas.map((r) => r.statusCode);
    expect(status.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(status.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(erroPtBr((respostas.find((r) => r.statusCode === 503) as { body: string }).body).codigo).toBe(
      'servidor.ocupado',
    );
    expect((await saude).statusCode).toBe(200);
  });

  it('answers 503 in pt-BR when too many API requests are in flight', async () => {
    const app = construir({ maxInFlight: 1 });
    let liberar: () => void = () => undefined;
    const bloqueio = new Promise<void>((resolve) => {
      liberar = resolve;
    });
    app.get('/api/teste/lento', async () => {
      await bloqueio;
      return { ok: true };
    });
    await app.ready();
    const lento = app.inject({ url: '/api/teste/lento' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const recusado = await app.inject({ url: listaProdutos(anonToken()) });
    expect(recusado.statusCode).toBe(503);
    expect(recusado.headers['retry-after']).toBe('1');
    expect(erroPtBr(recusado.body).codigo).toBe('servidor.ocupado');
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    liberar();
    expect((await lento).statusCode).toBe(200);
    expect((await app.inject({ url: listaProdutos(anonToken()) })).statusCode).toBe(200);
  });
});

describe("Fastify's own errors in pt-BR", () => {
  it('answers bad bodies, media types, sizes, addresses and methods with { mensagem, codigo }', async () => {
    const app = construir({});
    app.post('/api/teste/eco', async (request) => request.body);
    await app.ready();
    const casos = [
      {
        req: {
          method: 'POST' as const,
          url: '/api/teste/eco',
          payload: '{ruim',
          headers: { 'content-type': 'application/json' },
        },
        status: 400,
      },
      {
        req: {
          method: 'POST' as const,
          url: '/api/teste/eco',
          payload: 'x',
          headers: { 'content-type': 'application/x-bogus' },
        },
        status: 415,
      },
      {
        req: {
          method: 'POST' as const,
          url: '/api/teste/eco',
          payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
          headers: { 'content-type': 'application/json' },
        },
        status: 413,
      },
      {
        req: {
          method: 'POST' as const,
          url: '/api/teste/eco',
          payload: '{"a":"b\\u0000"}',
          headers: { 'content-type': 'application/json' },
        },
        status: 400,
      },
      {
        req: {
          method: 'POST' as const,
          url: '/api/teste/eco',
          payload: '{"__proto__":{"x":1}}',
          headers: { 'content-type': 'application/json' },
        },
        status: 400,
      },
      { req: { url: '/aurora/%E0%A4%A' }, status: 400 },
      { req: { url: `${listaProdutos(anonToken())}?page=%E0%A4%A` }, status: 400 },
      { req: { method: 'DELETE' as const, url: listaProdutos(anonToken()) }, status: 404 },
      { req: { url: '/api/v2/nada' }, status: 404 },
    ];
    for (const caso of casos) {
      const response = await app.inject(caso.req);
      expect(response.statusCode, JSON.stringify(caso.req).slice(0, 100)).toBeLessThan(500);
      expect(response.statusCode, caso.req.url).toBe(caso.status);
      erroPtBr(response.body);
    }
  });

  it('answers 503 in pt-BR when a handler outlives the request timeout', async () => {
    const app = construir({ requestTimeoutMs: 1_000, headersTimeoutMs: 1_000 });
    app.get('/api/teste/demorado', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return { ok: true };
    });
    await app.ready();
    const response = await app.inject({ url: '/api/teste/demorado' });
    expect(response.statusCode).toBe(503);
    expect(erroPtBr(response.body).codigo).toBe('servidor.tempo-esgotado');
  });

  it("gives a route that says its own deadline (config.prazoMs: the ERP's batches) that one", async () => {
    const app = construir({ requestTimeoutMs: 1_000, headersTimeoutMs: 1_000 });
    const devagar = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return { ok: true };
    };
    app.get('/api/teste/lote', { config: { prazoMs: 5_000 } }, devagar);
    app.get('/api/teste/lote-curto', { config: { prazoMs: 1_000 } }, devagar);
    await app.ready();
    expect((await app.inject({ url: '/api/teste/lote' })).json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/api/teste/lote-curto' })).statusCode).toBe(503);
  });
});

/** Sends raw bytes on a real connection; resolves with what the server wrote before closing. */
function bruto(
  port: number,
  escrever: (socket: Socket) => void,
  limiteMs = 8_000,
): Promise<{ texto: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const inicio = Date.now();
    const socket = connect(port, '127.0.0.1');
    let texto = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`o servidor não fechou a conexão em ${limiteMs} ms (recebido: ${texto.slice(0, 80)})`));
    }, limiteMs);
    socket.on('connect', () => escrever(socket));
    socket.on('data', (chunk) => {
      texto += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ texto, ms: Date.now() - inicio });
    });
  });
}

describe("Node's own errors on a real connection", () => {
  let app: FastifyInstance;
  let desistenteExecutou = false;
  let desistenteAntesDoHandler = false;
  let port: number;
  beforeAll(async () => {
    app = construir({ requestTimeoutMs: 1_500, headersTimeoutMs: 1_000, keepAliveTimeoutMs: 1_000 });
    app.post('/api/teste/eco', async (request) => request.body);
    app.get(
      '/api/teste/desistente',
      {
        // Work before the handler (as authentication would): the client gives up meanwhile.
        onRequest: async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          desistenteAntesDoHandler = true;
        },
      },
      async () => {
        desistenteExecutou = true;
        return { ok: true };
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  function corpo(texto: string): { mensagem: string; codigo: string } {
    return erroPtBr(texto.slice(texto.indexOf('\r\n\r\n') + 4));
  }

  it('does not run the handler of a request whose client has gone', async () => {
    const { texto } = await bruto(port, (s) => {
      s.write('GET /api/teste/desistente HTTP/1.1\r\nHost: x\r\n\r\n');
      setTimeout(() => s.destroy(), 50);
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(texto).toBe('');
    expect(desistenteExecutou).toBe(false);
    expect(desistenteAntesDoHandler).toBe(true);
  });

  it('answers a malformed request line with 400 in pt-BR', async () => {
    const { texto } = await bruto(port, (s) => s.write('GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(texto).toMatch(/^HTTP\/1\.1 400 /);
    expect(corpo(texto).codigo).toBe('requisicao.invalida');
  });

  it('answers headers that never finish with 408 in pt-BR, within the headers timeout', async () => {
    const { texto, ms } = await bruto(port, (s) => s.write('GET /aurora HTTP/1.1\r\nHost: x\r\n'));
    expect(texto).toMatch(/^HTTP\/1\.1 408 /);
    expect(corpo(texto).codigo).toBe('requisicao.tempo-esgotado');
    expect(ms).toBeLessThan(4_000);
  });

  it('answers a body that never finishes with 408 in pt-BR, within the request timeout', async () => {
    const { texto, ms } = await bruto(port, (s) =>
      s.write(
        'POST /api/teste/eco HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      ),
    );
    expect(texto).toMatch(/^HTTP\/1\.1 408 /);
    expect(corpo(texto).codigo).toBe('requisicao.tempo-esgotado');
    expect(ms).toBeLessThan(5_000);
  });
});

describe('configuration of the edge', () => {
  it('has defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      trustProxy: false,
      corsOrigins: [],
      cspImageHosts: [],
      requestTimeoutMs: 10_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1_024,
      maxInFlight: 64,
      maxEventLoopDelayMs: 200,
      rateLimitMax: 600,
      rateLimitWindowMs: 60_000,
    });
  });

  it('reads the variables', () => {
    const config = loadConfig({
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      CORS_ORIGINS: 'https://loja.example/, http://localhost:5173',
      CSP_IMAGE_HOSTS: 'https://*.cdn.example',
      REQUEST_TIMEOUT_MS: '20000',
      RATE_LIMIT_MAX: '0',
    });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.corsOrigins).toEqual(['https://loja.example', 'http://localhost:5173']);
    expect(config.cspImageHosts).toEqual(['https://*.cdn.example']);
    expect(config.requestTimeoutMs).toBe(20_000);
    expect(config.rateLimitMax).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses bad values with pt-BR messages', () => {
    let error: unknown;
    try {
      loadConfig({
        TRUST_PROXY: 'talvez',
        CORS_ORIGINS: 'loja.example',
        CSP_IMAGE_HOSTS: "https://x.example; script-src 'unsafe-inline'",
        REQUEST_TIMEOUT_MS: 'abc',
        MAX_CONNECTIONS: '0',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problemas = (error as ConfigError).problems.join('\n');
    expect(problemas).toContain('TRUST_PROXY="talvez": deve ser true, false');
    expect(problemas).toContain('CORS_ORIGINS="loja.example": deve listar origens');
    expect(problemas).toContain('CSP_IMAGE_HOSTS=');
    expect(problemas).toContain('REQUEST_TIMEOUT_MS="abc": deve ser um número');
    expect(problemas).toContain('MAX_CONNECTIONS="0": deve estar entre 1 e');
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '9000' })).toThrow(
      /HEADERS_TIMEOUT_MS="9000": não pode ser maior que REQUEST_TIMEOUT_MS/,
    );
  });
});
