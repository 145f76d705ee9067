import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openSeededTestDatabase, type TestDatabase } from '../testing/test-app';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <!--app-head-->
    <!--app-config-->
    <script type="module" src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let database: TestDatabase;
let staticDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'storefront-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log("ok");\n');
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(join(staticDir, 'app.js.map'), '{"version":3}');
  writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(staticDir, 'third-party-licenses.txt'), '# Licenses\n\n## react - 19.3.1 (MIT)\n');
  database = await openSeededTestDatabase();
  app = buildTestApp(database, { staticDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

async function seo(slug: string) {
  const row = await database.db
    .selectFrom('fornecedores')
    .select(['config', 'nome'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.config.seo;
}

const titulo = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
const unescape = (s: string | undefined) =>
  s
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('storefront HTML with the supplier head', () => {
  async function get(url: string, host = 'localhost:3000') {
    return app.inject({ url, headers: { host } });
  }

  function checkHead(
    html: string,
    s: { title: string; subtitle?: string | null; description?: string | null },
    url: string,
    pagina?: string,
  ) {
    // A page of the shop has its own title before the shop's (issue 35 item 7: 'Carrinho | Aurora').
    const esperado = pagina ? `${pagina} | ${s.title}` : s.subtitle ? `${s.title} | ${s.subtitle}` : s.title;
    expect(unescape(titulo(html))).toBe(esperado);
    expect(unescape(metaContent(html, 'name', 'description'))).toBe(s.description || 'Confira nossas ofertas!');
    expect(metaContent(html, 'name', 'robots')).toBe('noarchive');
    expect(unescape(metaContent(html, 'property', 'og:title'))).toBe(esperado);
    expect(unescape(metaContent(html, 'property', 'og:description'))).toBe(s.description || 'Confira nossas ofertas!');
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^https?:\/\//);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain(
      '<script type="application/json" id="storefront-config">{"apiBaseUrl":"/api","providerHomeUrl":"/","imageBaseUrl":""}</script>',
    );
  }

  it('writes Aurora head for /aurora, /commerce/aurora, /{uuid} and sub-routes', async () => {
    const s = await seo('aurora');
    for (const url of [
      '/aurora',
      '/aurora/',
      '/commerce/aurora',
      '/Commerce/aurora',
      `/${database.aurora}`,
      '/aurora/carrinho?x=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The home page's og:url is its canonical, on the shop's own domain; the cart has none (its own URL).
      checkHead(
        response.body,
        s,
        url.includes('carrinho') ? `http://localhost:3000${url}` : 'https://aurora.localhost/aurora',
        url.includes('carrinho') ? 'Carrinho' : undefined,
      );
    }
  });

  it('writes ConstruForte head for /construforte (description default when unset)', async () => {
    const s = await seo('construforte');
    const response = await get('/construforte');
    expect(response.statusCode).toBe(200);
    checkHead(response.body, s, 'https://construforte.localhost/construforte');
    expect(titulo(response.body)).not.toBe(titulo((await get('/aurora')).body));
  });

  it('resolves the supplier from the Host header (port stripped)', async () => {
    const s = await seo('aurora');
    const response = await get('/', 'aurora.localhost:3000');
    expect(response.statusCode).toBe(200);
    checkHead(response.body, s, 'http://aurora.localhost:3000/aurora');
  });

  it('answers 404 with the list of stores for a segment that names no supplier (spec section 4, step 3)', async () => {
    const response = await get('/loja-que-nao-existe');
    expect(response.statusCode).toBe(404);
    expect(titulo(response.body)).toBe('Loja não encontrada');
    expect(metaContent(response.body, 'name', 'robots')).toBe('noindex');
    expect(response.body).toContain('Não encontramos a loja “loja-que-nao-existe”');
    expect(response.body).toContain('href="/aurora"');
    expect(response.body).toContain('href="/construforte"');
  });

  it('answers 404 for a page no route has and for an unknown product, category or static page; 403 for a page not shown on the web', async () => {
    const produto = await database.db
      .selectFrom('produtos')
      .select('slug')
      .where('idfornecedor', '=', database.aurora)
      .where('ativo', '=', true)
      .limit(1)
      .executeTakeFirstOrThrow();
    const categoria = await database.db
      .selectFrom('categorias')
      .select('slug')
      .where('idfornecedor', '=', database.aurora)
      .limit(1)
      .executeTakeFirstOrThrow();
    const casos: [string, number][] = [
      [`/aurora/produto/${produto.slug}`, 200],
      ['/aurora/produto/produto-que-nao-existe', 404],
      [`/aurora/categoria/${categoria.slug}`, 200],
      ['/aurora/categoria/categoria-que-nao-existe', 404],
      ['/aurora/pagina/politica-de-privacidade', 200],
      ['/aurora/pagina/pagina-que-nao-existe', 404],
      ['/aurora/pagina/tabela-vendedores', 403],
      ['/aurora/nada-aqui', 404],
      ['/aurora/produto/a/b', 404],
      ['/aurora/carrinho', 200],
      ['/aurora/minha-conta/enderecos', 200],
    ];
    for (const [url, status] of casos) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      // The supplier's shell still renders the page (its own 'não encontrada' message).
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
  });

  it('escapes what it writes (supplier data and the request URL)', async () => {
    const original = await database.db
      .selectFrom('fornecedores')
      .select('config')
      .where('slug', '=', 'aurora')
      .executeTakeFirstOrThrow();
    const config = structuredClone(original.config);
    config.seo = { ...config.seo, title: 'Aurora "<script>alert(1)</script>', subtitle: "D'Ávila & Cia" };
    await database.db
      .updateTable('fornecedores')
      .set({ config: JSON.stringify(config) })
      .where('slug', '=', 'aurora')
      .execute();
    try {
      const response = await get('/aurora/carrinho?q=%22%3E%3Cscript%3E');
      expect(response.body).not.toContain('<script>alert(1)');
      // The cart's own title before the shop's (issue 35 item 7).
      expect(response.body).toContain('<title>Carrinho | Aurora &quot;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      const home = await get('/aurora');
      expect(home.body).toContain(
        '<title>Aurora &quot;&lt;script&gt;alert(1)&lt;/script&gt; | D&#39;Ávila &amp; Cia</title>',
      );
      // A search's text, from the address, is escaped in its title.
      const busca = await get('/aurora/busca?q=%3C%2Ftitle%3E%3Cscript%3Ex');
      expect(busca.body).toContain('<title>Resultados para “&lt;/title&gt;&lt;script&gt;x” | Aurora &quot;');
      expect(busca.body).not.toContain('<script>x');
      expect(metaContent(response.body, 'property', 'og:url')).toBe(
        'http://localhost:3000/aurora/carrinho?q=%22%3E%3Cscript%3E',
      );
    } finally {
      await database.db
        .updateTable('fornecedores')
        .set({ config: JSON.stringify(original.config) })
        .where('slug', '=', 'aurora')
        .execute();
    }
  });

  it('serves the provider landing page on a platform host', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="pt-BR">');
    expect(response.body).toContain('href="/aurora"');
    expect(response.body).toContain('href="/construforte"');
    expect(response.body).toContain('Distribuidora Aurora');
  });

  it('serves built assets with immutable caching and root files', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/nao-existe.js')).statusCode).toBe(404);
    // Source maps are for the error report, not for anyone (issue 34 item 6): 404 even when present.
    for (const url of ['/assets/app-abc123.js.map', '/assets/APP-abc123.js.MAP', '/app.js.map']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    // robots.txt is the server's own, made from the route table (server/web/sitemap.ts), not the build's file.
    expect(robots.body).toMatch(/^User-agent: \*\nDisallow: \/api\/\n/);
    // The browser bundle's third-party licence notice (vite.config.ts build.license), shown as text.
    const licencas = await get('/third-party-licenses.txt');
    expect(licencas.statusCode).toBe(200);
    expect(licencas.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(licencas.body).toContain('## react - 19.3.1 (MIT)');
    expect((await get('/manifest.webmanifest')).statusCode).toBe(404);
  });

  it('never treats a reserved segment as a supplier', async () => {
    const api = await get('/api/v9/nada');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ mensagem: 'Recurso não encontrado', codigo: 'nao-encontrado' });
    expect((await get('/imagens/outra-coisa')).statusCode).toBe(404);
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(titulo(login.body)).toBe('Loja virtual');
  });

  it('reports health with the database kind', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: database.kind });
  });
});

describe('configuration in the page', () => {
  it('writes PUBLIC_API_BASE_URL and PROVIDER_HOME_URL, and redirects / to an external provider home', async () => {
    const outro = buildTestApp(database, {
      staticDir,
      publicApiBaseUrl: 'https://api.example.com/api',
      providerHomeUrl: 'https://provedor.example.com/',
    });
    try {
      const page = await outro.inject({ url: '/aurora' });
      expect(page.body).toContain(
        '{"apiBaseUrl":"https://api.example.com/api","providerHomeUrl":"https://provedor.example.com/","imageBaseUrl":""}',
      );
      const home = await outro.inject({ url: '/' });
      expect(home.statusCode).toBe(302);
      expect(home.headers.location).toBe('https://provedor.example.com/');
      // A supplier's own domain still gets its storefront at '/'.
      expect((await outro.inject({ url: '/', headers: { host: 'construforte.localhost' } })).statusCode).toBe(200);
    } finally {
      await outro.close();
    }
  });
});

describe('without a build', () => {
  it('answers 503 with a pt-BR message saying to run npm run build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'storefront-empty-'));
    const semBuild = buildTestApp(database, { staticDir: empty });
    try {
      const response = await semBuild.inject({ url: '/aurora' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      expect(response.body).toMatch(/loja ainda não foi construída/);
    } finally {
      await semBuild.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
