/**
 * Price lists per client (issue 33, item 3), the journey at ConstruForte: Maria is on the
 * demo price list B ('Tabela B — Construtoras'), so she sees list B's price of the Cimento CP
 * II-E-32 Votoforte 50 kg (R$ 35,90, wholesale R$ 33,90 from 10) on the card, the product page,
 * the cart and the order she sends; another client (the Mercado Bom Preço, approved at
 * ConstruForte for this journey) sees the supplier's list price (R$ 38,90); a visitor sees no
 * price at all. A server of its own: it approves a client, gives Maria an address in São Paulo
 * (ConstruForte delivers there) and writes an order.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/connect';
import { CONSTRUFORTE_ID } from '#server/db/seed/fornecedores';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { confirmAge, escolherOpcao, loginFromHeader, openStorefront, screenshotBoth } from './support/storefront';

const { server, browser } = useOwnServer({
  prepare: async (dataDir) => {
    const { db, close } = await openPglite(dataDir);
    try {
      // The Mercado Bom Preço (client 2) waits for approval at ConstruForte in the demo data.
      await db
        .updateTable('cadastros_cliente')
        .set({ cadastro_aprovado: true })
        .where('idcliente', '=', 2)
        .where('idfornecedor', '=', CONSTRUFORTE_ID)
        .execute();
      await db
        .insertInto('enderecos')
        .values({
          idcliente: 1,
          idfornecedor: CONSTRUFORTE_ID,
          apelido: 'Obra Paulista',
          cep: '01310100',
          uf: 'SP',
          pais: 'Brasil',
          cidade: 'São Paulo',
          bairro: 'Bela Vista',
          rua: 'Avenida Paulista',
          numero: '1000',
          complemento: null,
          referencia: null,
          lat: -23.5649,
          lng: -46.6519,
          primario: true,
          cod_erp: null,
          manual: false,
        })
        .execute();
    } finally {
      await close();
    }
  },
});

const NOME = /Cimento CP II-E-32 Votoforte 50 kg/;
const LISTA_B = /R\$\s35,90/;
const PRECO_DE_LISTA = /R\$\s38,90/;

async function novaPagina(largura = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: largura, height: 900 }, locale: 'pt-BR' });
  await confirmAge(context, server.baseUrl);
  return { context, page: await context.newPage() };
}

/** The card of the product in a search of ConstruForte's shop. */
async function cartao(page: Page) {
  await openStorefront(page, `${server.baseUrl}/construforte/busca?q=${encodeURIComponent('Cimento Votoforte')}`);
  const card = page.locator('[data-testid="product-card"]').filter({ hasText: NOME }).first();
  await card.waitFor({ timeout: 30_000 });
  return card;
}

async function paginaDoProduto(page: Page) {
  const card = await cartao(page);
  await card.getByRole('link').first().click();
  await page.waitForURL(/\/produto\//);
  const produto = page.locator('article').filter({ has: page.getByRole('heading', { level: 1, name: NOME }) });
  await produto.waitFor();
  return produto;
}

describe('price lists per client at ConstruForte', () => {
  it('Maria, on list B, sees its price on the card, the product page, the cart and the order', async () => {
    const { context, page } = await novaPagina();
    const errors = collectPageErrors(page);
    await openStorefront(page, `${server.baseUrl}/construforte`);
    await loginFromHeader(page);

    const card = await cartao(page);
    expect(await card.textContent()).toMatch(LISTA_B);
    expect(await card.textContent()).not.toMatch(PRECO_DE_LISTA);

    const produto = await paginaDoProduto(page);
    const texto = (await produto.textContent()) ?? '';
    expect(texto).toMatch(LISTA_B);
    expect(texto).toMatch(/Atacado: R\$\s33,90 a partir de 10/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'lista-preco-b-produto');

    await produto.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Seu carrinho' });
    await expect.poll(() => panel.textContent(), { timeout: 15_000 }).toMatch(LISTA_B);
    await panel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
    await panel.waitFor({ state: 'detached' });

    await openStorefront(page, `${server.baseUrl}/construforte/carrinho`);
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 20_000 });
    const linha = page.locator('[data-testid="cart-line"]').filter({ hasText: NOME });
    await expect.poll(() => linha.textContent(), { timeout: 15_000 }).toMatch(LISTA_B);
    await expect
      .poll(() => page.getByRole('radio', { name: /^Obra Paulista/ }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => page.locator('input[name="idformaentrega"]').first().isChecked(), { timeout: 15_000 })
      .toBe(true);
    await escolherOpcao(page.getByRole('radio', { name: /^Boleto/ }));
    await screenshotBoth(page, 'lista-preco-b-carrinho');

    const enviado = page.waitForResponse(
      (r) => /\/usuario\/\d+\/pedido$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    const resposta = await enviado;
    expect(`${resposta.status()} ${await resposta.text()}`).toMatch(/^200 /);
    await page.waitForURL(/\/construforte\/submissao\/\d+$/, { timeout: 20_000 });
    const numero = page.url().split('/').at(-1)!;
    await page.getByRole('link', { name: 'Ver pedido' }).click();
    await page.getByRole('heading', { level: 1, name: `Pedido nº ${numero}` }).waitFor({ timeout: 20_000 });
    const item = page.getByTestId('pedido-item').filter({ hasText: NOME });
    expect(await item.textContent()).toMatch(LISTA_B);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'lista-preco-b-pedido');

    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 240_000);

  it("another client sees the supplier's list price; a visitor sees no price", async () => {
    const { context, page } = await novaPagina(390);
    const errors = collectPageErrors(page);
    await openStorefront(page, `${server.baseUrl}/construforte`);
    await loginFromHeader(page, 'compras@bompreco.com.br', 'bompreco123', 'Olá, Mercado');
    const card = await cartao(page);
    expect(await card.textContent()).toMatch(PRECO_DE_LISTA);
    expect(await card.textContent()).not.toMatch(LISTA_B);
    const produto = await paginaDoProduto(page);
    expect(await produto.textContent()).toMatch(PRECO_DE_LISTA);
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();

    const visitante = await novaPagina();
    const erros = collectPageErrors(visitante.page);
    const doVisitante = await cartao(visitante.page);
    const textoCartao = (await doVisitante.textContent()) ?? '';
    expect(textoCartao).toContain('Faça login para ver o preço');
    expect(textoCartao).not.toMatch(/R\$/);
    const pagina = await paginaDoProduto(visitante.page);
    expect(await pagina.textContent()).not.toMatch(/R\$\s3[58],90/);
    // Nor anywhere in the page's HTML (the server never sends a hidden price).
    expect(await visitante.page.content()).not.toMatch(/"preco(?:conf|vendaatacado)?":3[358]\.9\b/);
    expect(erros.filter((e) => !e.includes('favicon'))).toEqual([]);
    await visitante.context.close();
  }, 180_000);
});
