/**
 * /api/docs: the documentation UI and its assets are served by the server itself (no CDN), and
 * the three OpenAPI documents are there to pick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSIONS, loadOpenApiDocument } from './api/openapi-documents';
import { startTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every src/href of the page. */
function references(html: string): string[] {
  return [...html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1] as string);
}

describe('GET /api/docs', () => {
  it('redirects /api/docs to /api/docs/ (the page names its assets relative to itself)', async () => {
    const response = await t.app.inject({ url: '/api/docs?x=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/api/docs/?x=1');
  });

  it.each(['/api/docs/'])(
    '%s serves the page; it and every asset it names answer 200, with no external host',
    async (url) => {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Documentação da API da loja');
      const refs = references(page.body);
      expect(refs.length).toBeGreaterThanOrEqual(5);
      for (const ref of refs) {
        expect(ref, 'an external host').not.toMatch(/^(?:[a-z][a-z0-9+.-]*:)?\/\//i);
        const resolved = new URL(ref, `http://localhost${url}`).pathname;
        expect(resolved.startsWith('/api/docs/static/'), ref).toBe(true);
        const asset = await t.app.inject({ url: resolved });
        expect(asset.statusCode, resolved).toBe(200);
        expect(asset.body.length, resolved).toBeGreaterThan(0);
      }
      expect(refs.some((r) => r.endsWith('/swagger-ui-bundle.js'))).toBe(true);
      expect(refs.some((r) => r.endsWith('/swagger-ui.css'))).toBe(true);
    },
  );

  it('configures the UI with the three documents, served from this server, and no validator', async () => {
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    for (const version of API_VERSIONS) expect(init.body).toContain(`/api/docs/openapi/${version}.json`);
    expect(init.body).toContain('validatorUrl: null');
  });

  it.each(API_VERSIONS)('serves the %s document as JSON, as the server validates with it', async (version) => {
    const response = await t.app.inject({ url: `/api/docs/openapi/${version}.json` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(loadOpenApiDocument(version));
  });

  it('answers 404 in pt-BR for an unknown document', async () => {
    const response = await t.app.inject({ url: '/api/docs/openapi/v3.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ mensagem: 'Recurso não encontrado', codigo: 'nao-encontrado' });
  });

  it('sends a Content-Security-Policy that allows only this origin', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/https:|http:|upgrade-insecure-requests|\.io/);
  });
});
