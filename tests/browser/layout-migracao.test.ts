/**
 * A stored version-1 layout renders after the schema change of issue 14 (layout schemaVersion 2:
 * the carousel's timing props, spec section 9), and after version 3 (the banner's text props, all
 * optional). The document is written into the database as an older server left it (schemaVersion 1,
 * carousels without the new props, a marker text block); the server migrates it on read: the API
 * serves the current version (LAYOUT_SCHEMA_VERSION) with the timing props written out, the
 * server-rendered page (no JavaScript) shows its blocks, and the browser hydrates it without errors.
 */
import { expect, it } from 'vitest';
import { LAYOUT_SCHEMA_VERSION } from '#schemas/layout';
import { openPglite } from '#server/db/connect';
import { collectPageErrors } from './support/browser';
import { useOwnServer } from './support/setup';
import { confirmAge, fetchSupplier, waitForApp } from './support/storefront';

const MARCA = 'Documento da versão 1 migrado e mostrado pelo servidor';

type No = { type: string; id: string; props?: Record<string, unknown>; children?: No[] };

/** The seeded (current version) layout as version 1 had it: no timing props, schemaVersion 1; plus the marker text first on the home page. */
function comoVersao1(documento: { schemaVersion: number; pages: Record<string, No[]>; regions: Record<string, No[]> }) {
  const semTempos = (nos: No[]): No[] =>
    nos.map((no) => {
      const { atrasoCarregamentoMs: _a, intervaloEntreCarrosseisMs: _b, ...props } = no.props ?? {};
      return { ...no, ...(no.props ? { props } : {}), ...(no.children ? { children: semTempos(no.children) } : {}) };
    });
  const pages = Object.fromEntries(Object.entries(documento.pages).map(([k, v]) => [k, semTempos(v)]));
  pages['home'] = [
    { type: 'static-text', id: 'marca-v1', props: { textoPadrao: MARCA, variante: 'destaque' } },
    ...(pages['home'] ?? []),
  ];
  return { ...documento, schemaVersion: 1, pages };
}

const { server, browser } = useOwnServer({
  prepare: async (dataDir) => {
    const { db, close } = await openPglite(dataDir);
    try {
      const { idfornecedor } = await db
        .selectFrom('fornecedores')
        .select('idfornecedor')
        .where('slug', '=', 'aurora')
        .executeTakeFirstOrThrow();
      const row = await db
        .selectFrom('documentos_loja')
        .select('documento')
        .where('idfornecedor', '=', idfornecedor)
        .where('tipo', '=', 'layout')
        .executeTakeFirstOrThrow();
      const v1 = comoVersao1(row.documento as Parameters<typeof comoVersao1>[0]);
      if (JSON.stringify(v1).includes('atrasoCarregamentoMs'))
        throw new Error('the version-1 document still has the new props');
      await db
        .updateTable('documentos_loja')
        .set({ documento: JSON.stringify(v1) })
        .where('idfornecedor', '=', idfornecedor)
        .where('tipo', '=', 'layout')
        .execute();
    } finally {
      await close();
    }
  },
});

it('serves a stored version-1 layout migrated to the current version, renders it on the server and hydrates it', async () => {
  const aurora = await fetchSupplier(server.baseUrl, 'aurora');
  const api = (await (await fetch(`${server.baseUrl}/api/v4/documentos-loja/${aurora.idfornecedor}`)).json()) as {
    layout: { schemaVersion: number; pages: { home: No[] } };
  };
  expect(LAYOUT_SCHEMA_VERSION).toBeGreaterThan(2);
  expect(api.layout.schemaVersion).toBe(LAYOUT_SCHEMA_VERSION);
  const carrosseis = api.layout.pages.home.filter((n) => n.type === 'carousel');
  expect(carrosseis.length).toBeGreaterThan(0);
  for (const c of carrosseis)
    expect(c.props).toMatchObject({ atrasoCarregamentoMs: 10, intervaloEntreCarrosseisMs: 1000 });

  // What a client without JavaScript gets: the server rendered the migrated document.
  const html = await (await fetch(`${server.baseUrl}/aurora`, { headers: { cookie: 'sf_maioridade=1' } })).text();
  expect(html, server.output().slice(-3000)).toContain(MARCA);
  expect(html).toContain('data-block-id="destaques"');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  try {
    await confirmAge(context, server.baseUrl);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/aurora`);
    await waitForApp(page);
    await page.getByText(MARCA).waitFor({ timeout: 15_000 });
    await page.locator('[data-block-id="destaques"]').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
