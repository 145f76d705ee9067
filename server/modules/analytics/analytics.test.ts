/**
 * Analytics (issue 31): the event log call writes one line per event, only with performance
 * consent and for a supplier with the tag; a supplier's page names its measurement and widens its
 * CSP only when it measures on that host (never on localhost unless enabled).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/test-app';
import { ehLocalhost, origensDaMedicao } from './analytics-service';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <!--app-head-->
    <!--app-config-->
  </head>
  <body><div id="root"></div></body>
</html>
`;

let database: TestDatabase;
let staticDir: string;
const linhas: string[] = [];
let app: FastifyInstance;
/** The same server measuring on localhost (ANALYTICS_LOCALHOST=true) with a collector's script. */
let appLocal: FastifyInstance;
const COLETOR = 'http://127.0.0.1:9/gtag/js';

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'storefront-analytics-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  database = await openSeededTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      linhas.push(chunk.toString('utf8'));
      callback();
    },
  });
  app = buildApp({
    config: testConfig({ staticDir, platformHosts: ['localhost', 'loja.example.com.br'] }),
    db: database.db,
    dbKind: database.kind,
    logger: { level: 'info', stream },
  });
  appLocal = buildApp({
    config: testConfig({ staticDir, analytics: { scriptUrl: COLETOR, localhost: true } }),
    db: database.db,
    dbKind: database.kind,
    logger: false,
  });
  await Promise.all([app.ready(), appLocal.ready()]);
});

afterAll(async () => {
  await app?.close();
  await appLocal?.close();
  await database?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

const compra = {
  nome: 'purchase',
  parametros: {
    transaction_id: '100009',
    currency: 'BRL',
    value: 99.9,
    shipping: 10,
    coupon: 'AURORA5',
    items: [{ item_id: '7', item_name: 'Café 500 g', price: 29.97, quantity: 3 }],
  },
};

describe('POST /v4/log/google-analytics/{idfornecedor}', () => {
  it('logs the event with its parameters, with performance consent', async () => {
    const resposta = await app.inject({
      method: 'POST',
      url: `/api/v4/log/google-analytics/${database.aurora}`,
      headers: { cookie_desempenho: 'true', 'x-idfornecedor': JSON.stringify([database.aurora]) },
      payload: compra,
    });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toEqual({ sucesso: true });
    const registro = linhas
      .map((l) => JSON.parse(l) as { msg: string; evento_ga4?: unknown })
      .find((l) => l.msg === 'google-analytics: evento registrado');
    expect(registro?.evento_ga4).toEqual({
      idfornecedor: database.aurora,
      nome: 'purchase',
      parametros: compra.parametros,
    });
  });

  it('refuses without consent, for a supplier without the tag, and for another shop', async () => {
    const antes = linhas.length;
    const semConsentimento = await app.inject({
      method: 'POST',
      url: `/api/v4/log/google-analytics/${database.aurora}`,
      payload: compra,
    });
    expect(semConsentimento.statusCode).toBe(403);
    expect(semConsentimento.json()).toMatchObject({ codigo: 'analytics.sem-consentimento' });
    const semTag = await app.inject({
      method: 'POST',
      url: `/api/v4/log/google-analytics/${database.construforte}`,
      headers: { cookie_desempenho: 'true' },
      payload: compra,
    });
    expect(semTag.statusCode).toBe(404);
    expect(semTag.json()).toMatchObject({
      codigo: 'analytics.desativado',
      mensagem: 'Esta loja não registra eventos de navegação.',
    });
    const outraLoja = await app.inject({
      method: 'POST',
      url: `/api/v4/log/google-analytics/${database.aurora}`,
      headers: { cookie_desempenho: 'true', 'x-idfornecedor': JSON.stringify([database.construforte]) },
      payload: compra,
    });
    expect(outraLoja.statusCode).toBe(403);
    expect(linhas.slice(antes).some((l) => l.includes('evento registrado'))).toBe(false);
  });
});

describe('a measuring page', () => {
  const meta = (html: string) => /<meta name="sf-ga4" content="([^"]*)">/.exec(html)?.[1]?.replace(/&quot;/g, '"');

  it('on localhost: no measurement and the strict CSP, unless enabled', async () => {
    const pagina = await app.inject({ url: '/aurora', headers: { host: 'localhost:3000' } });
    expect(pagina.statusCode).toBe(200);
    expect(meta(pagina.body)).toBeUndefined();
    expect(pagina.headers['content-security-policy']).toContain("script-src 'self';");

    const medida = await appLocal.inject({ url: '/aurora', headers: { host: '127.0.0.1:3000' } });
    expect(JSON.parse(meta(medida.body) ?? 'null')).toEqual({ id: 'G-AURORADEMO1', script: COLETOR });
    const csp = String(medida.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:9;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9");
  });

  it('on a public host it measures with Google; a supplier without the tag never', async () => {
    const aurora = await app.inject({ url: '/aurora', headers: { host: 'loja.example.com.br' } });
    expect(JSON.parse(meta(aurora.body) ?? 'null')).toMatchObject({ id: 'G-AURORADEMO1' });
    expect(String(aurora.headers['content-security-policy'])).toContain('https://*.googletagmanager.com');
    const construforte = await app.inject({ url: '/construforte', headers: { host: 'loja.example.com.br' } });
    expect(meta(construforte.body)).toBeUndefined();
    expect(construforte.headers['content-security-policy']).not.toContain('googletagmanager');
  });

  it('knows localhost hosts and the origins to allow', () => {
    for (const host of ['localhost', 'localhost:3000', 'aurora.localhost:3000', '127.0.0.1', '[::1]:3000'])
      expect(ehLocalhost(host)).toBe(true);
    for (const host of ['aurora.com.br', 'example.localhost.com', '10.0.0.1:3000'])
      expect(ehLocalhost(host)).toBe(false);
    expect(origensDaMedicao('https://www.googletagmanager.com/gtag/js')).toContain('https://*.google-analytics.com');
    expect(origensDaMedicao('http://127.0.0.1:4000/gtag/js')).toEqual(['http://127.0.0.1:4000']);
  });
});
