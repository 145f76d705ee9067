/**
 * The login gate on the page side (tag requires-supplier-to-access): a visitor is sent to the
 * login; the login, the password recovery, the static pages and the terms still open; a customer
 * logged in at that supplier gets the page; a session at another supplier does not count. The
 * other shops are not affected.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA_ATACADO_ID } from '../db/seed/fornecedores';
import { buildTestApp, criarSessao, openSeededTestDatabase, type TestDatabase } from '../testing/test-app';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><!--app-head--><!--app-config--></head><body><div id="root"></div></body></html>';

let database: TestDatabase;
let staticDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'storefront-login-gate-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  database = await openSeededTestDatabase();
  await database.db
    .updateTable('fornecedores')
    .set({ tags: JSON.stringify(['has-collect', 'support-budget', 'requires-supplier-to-access']) })
    .where('idfornecedor', '=', AURORA_ATACADO_ID)
    .execute();
  app = buildTestApp(database, { staticDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, token?: string, host = 'localhost:3000') =>
  app.inject({ url, headers: { host, ...(token ? { cookie: `sf_token=${token}` } : {}) } });

describe('address-required gate (spec section 5: has-delivery and requires-address-to-access)', () => {
  it("sends a visitor to the store selection and a customer without an address to 'Meus endereços'; with one, the page renders", async () => {
    await database.db
      .updateTable('fornecedores')
      .set({
        tags: JSON.stringify([
          'has-delivery',
          'hide-price-for-logged-out-customers',
          'block-not-approved-user',
          'requires-address-to-access',
        ]),
      })
      .where('idfornecedor', '=', database.construforte)
      .execute();
    const visitante = await get('/construforte/categoria/cimento');
    expect(visitante.statusCode).toBe(302);
    expect(visitante.headers.location).toBe('/construforte/lojas');
    for (const url of [
      '/construforte/lojas',
      '/construforte/login',
      '/construforte/minha-conta/enderecos',
      '/construforte/pagina/politica-de-privacidade',
    ]) {
      expect((await get(url)).statusCode, url).not.toBe(302);
    }
    const cliente = await criarSessao(database.db, { idfornecedor: database.construforte });
    // On the shop's own domain (elsewhere a logged-in customer is handed over to it first).
    const semEndereco = await get('/construforte', cliente.token, 'construforte.localhost:3000');
    expect(semEndereco.statusCode).toBe(302);
    expect(semEndereco.headers.location).toBe('/construforte/minha-conta/enderecos');
    await database.db
      .insertInto('enderecos')
      .values({
        idcliente: cliente.idcliente,
        idfornecedor: database.construforte,
        cep: '80010000',
        uf: 'PR',
        cidade: 'Curitiba',
        bairro: 'Centro',
        rua: 'Rua XV de Novembro',
        numero: '1',
        primario: true,
      })
      .execute();
    expect((await get('/construforte', cliente.token, 'construforte.localhost:3000')).statusCode).toBe(200);
    // Aurora has no such tag.
    expect((await get('/aurora/categoria/bebidas')).statusCode).not.toBe(302);
  });
});

describe('login gate (spec section 5: requires-supplier-to-access)', () => {
  it('sends a visitor of any page to the login, and lets the login and the public pages open', async () => {
    for (const url of [
      '/aurora-atacado',
      '/aurora-atacado/carrinho',
      '/aurora-atacado/categoria/bebidas',
      '/commerce/aurora-atacado/lojas',
      `/${AURORA_ATACADO_ID}/busca?q=arroz`,
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(302);
      expect(r.headers.location, url).toMatch(
        /^\/(?:commerce\/)?(?:aurora-atacado|c4a7e2d1-5b3f-4e8a-9d16-7f2b8c3e4a03)\/login$/,
      );
      expect(r.headers['cache-control']).toBe('no-store');
    }
    // The order desk has its own staff login (the customers' login page refuses staff).
    for (const url of [
      '/aurora-atacado/login',
      '/aurora-atacado/termouso',
      '/aurora-atacado/redefinir-senha/abc',
      '/aurora-atacado/erro/too-many-request',
      '/aurora-atacado/painel',
      '/aurora-atacado/painel/pedidos/100007',
    ]) {
      expect((await get(url)).statusCode, url).not.toBe(302);
    }
    // Other shops have no such tag.
    expect((await get('/aurora')).statusCode).toBe(200);
  });

  it('a customer logged in at that supplier gets the page; a session at another supplier does not count', async () => {
    const dali = await criarSessao(database.db, { idfornecedor: AURORA_ATACADO_ID });
    expect((await get('/aurora-atacado', dali.token)).statusCode).toBe(200);
    const deOutra = await criarSessao(database.db, { idfornecedor: database.aurora });
    const r = await get('/aurora-atacado/carrinho', deOutra.token);
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/aurora-atacado/login');
  });
});
