/**
 * Recommendations as Maria lives them (issue 31, 'Checks it must pass'): at Aurora (tag
 * enable-recommendation-system) she puts a coffee in her cart, the cart page shows 'Aproveite e
 * leve também' with products from Aurora's orders, she adds one, and the feedback rows in the
 * database record the view, the click and the add of that product with the one `sessao_id` the
 * recommendations call answered. A server of its own, stopped before its PGlite folder is read
 * (one process at a time).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from '#server/db/connect';
import { collectPageErrors, launchBrowser, seriousAxeViolations } from './support/browser';
import { freshSeededDataDir, removeDataDir, startServer, type RunningServer } from './support/server';
import { addFromSearch, loginFromHeader, openStorefront, screenshotBoth } from './support/storefront';

let dataDir: string;
let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  dataDir = await freshSeededDataDir();
  server = await startServer({ dataDir, forTests: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) removeDataDir(dataDir);
});

interface Feedback {
  acao: string;
  visao: string;
  item_id: number;
  sessao_id: string;
}

it('Maria sees a recommendation in her cart, adds it, and the view, the click and the add are recorded with one sessao_id', async () => {
  const running = server as RunningServer;
  const context = await (browser as Browser).newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const shop = `${running.baseUrl}/aurora`;

  await openStorefront(page, shop);
  await loginFromHeader(page);
  await addFromSearch(page, shop, 'Café', /Café/);

  // Every feedback the page sends, as the server answered it.
  const enviados: Feedback[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('/v4/sugestao/feedback') && r.status() === 200)
      enviados.push(r.request().postDataJSON() as Feedback);
  });
  const recomendacao = page.waitForResponse(
    (r) => new URL(r.url()).pathname.includes('/v4/sugestao/produtos/') && r.request().method() === 'GET',
    { timeout: 30_000 },
  );
  await openStorefront(page, `${shop}/carrinho`);
  const resposta = await recomendacao;
  expect(resposta.status()).toBe(200);
  const { sessao_id, produtos } = (await resposta.json()) as { sessao_id: string; produtos: { id: number }[] };
  expect(new URL(resposta.url()).searchParams.get('visao')).toBe('CART');
  expect(produtos.length).toBeGreaterThan(0);

  const bloco = page.getByTestId('recommendations');
  await bloco.getByRole('heading', { level: 2, name: 'Aproveite e leve também' }).waitFor({ timeout: 20_000 });
  await bloco.scrollIntoViewIfNeeded();
  const card = bloco.getByTestId('recommended-product-card').first();
  const idproduto = Number(await card.getAttribute('data-product-id'));
  const nome = (await card.getAttribute('aria-label')) ?? '';
  expect(produtos.map((p) => p.id)).toContain(idproduto);
  await expect.poll(() => enviados.filter((f) => f.acao === 'VIEW').length, { timeout: 15_000 }).toBe(produtos.length);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshotBoth(page, 'recomendacoes-carrinho');

  // 'Adicionar … ao carrinho' on the recommended product: it joins the cart's lines.
  await card.getByRole('button', { name: `Adicionar ao carrinho: ${nome}` }).click();
  await expect
    .poll(() => enviados.filter((f) => f.item_id === idproduto).map((f) => f.acao), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['VIEW', 'CLICK', 'ADD_TO_CART']));
  expect(errors).toEqual([]);
  await context.close();

  // The rows, read from the database once the server has stopped.
  await running.stop();
  server = undefined;
  const { db, close } = await openPglite(dataDir);
  try {
    const linhas = await db
      .selectFrom('recomendacao_feedback')
      .innerJoin('recomendacao_sessoes', 'recomendacao_sessoes.sessao_id', 'recomendacao_feedback.sessao_id')
      .select(['recomendacao_feedback.acao', 'recomendacao_feedback.visao', 'recomendacao_feedback.sessao_id'])
      .select(['recomendacao_sessoes.idcliente'])
      .where('recomendacao_feedback.item_id', '=', idproduto)
      .orderBy('recomendacao_feedback.id')
      .execute();
    expect(linhas.map((l) => l.acao)).toEqual(['VIEW', 'CLICK', 'ADD_TO_CART']);
    expect(new Set(linhas.map((l) => l.sessao_id))).toEqual(new Set([sessao_id]));
    expect(linhas.every((l) => l.visao === 'CART' && l.idcliente === 1)).toBe(true);
  } finally {
    await close();
  }
});
