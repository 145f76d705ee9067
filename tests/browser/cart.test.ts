/**
 * Cart, as a new shopper does it (issue 10, first part): on a product page add a KG product (from
 * the default minimum of 1) in 0,5 steps and see '1,50'; hit a kit's maximum per order and read why + stops; on the cart page
 * see the lines sorted by name and the TOTAL, toggle the gift wrap and see it priced in; log in as
 * Maria and find the cart kept and saved on the server (it comes back with the browser's storage
 * cleared), with the observations and her own order number. axe: no serious or critical violation on the product and cart pages.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import writeExcelFile from 'write-excel-file/node';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useSharedServer } from './support/setup';
import { openProductFromSearch, openStorefront } from './support/storefront';

const { server, browser } = useSharedServer();

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

/** The product page of the first search hit for `busca` whose card names `nome`. */
async function openProduct(page: Page, busca: string, nome: RegExp): Promise<void> {
  await openProductFromSearch(page, `${server.baseUrl}/aurora`, busca, nome);
}

/** Aurora's supplier id in the demo data (server/db/seed/fornecedores.ts). */
const AURORA_ID = '3f6c1d52-7a0e-4b8f-9c21-5e4d8a7b1c01';

/** 'Adicionar ao carrinho' opens the side panel: CONTINUAR COMPRANDO closes it (after its animation). */
async function closePanel(page: Page): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Seu carrinho' });
  await panel.getByRole('button', { name: 'CONTINUAR COMPRANDO' }).click();
  await panel.waitFor({ state: 'detached' });
}

const reais = (texto: string) => Number(texto.replace(/[^\d,]/g, '').replace(',', '.'));

describe('cart', () => {
  it('adds in the product steps, stops at the maximum per order, totals and wraps on the cart page, and keeps the cart through login', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // A KG product in 0,5 steps.
    await openProduct(page, 'Queijo Minas Frescal', /Queijo Minas Frescal/);
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
    await closePanel(page);
    const queijo = page.getByRole('textbox', { name: /^Quantidade de Queijo Minas Frescal/ });
    // The minimum per order defaults to 1 (spec section 5), then the step of 0,5 kg.
    await expect.poll(() => queijo.inputValue()).toBe('1,00');
    await page.getByRole('button', { name: /^Aumentar quantidade de Queijo Minas Frescal/ }).click();
    await expect.poll(() => queijo.inputValue()).toBe('1,50');
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Carrinho/ })
          .getAttribute('aria-label'),
      )
      .toMatch(/1/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A kit: at most 10 per order.
    await openProduct(page, 'kit', /Kit/);
    const nomeKit = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
    await closePanel(page);
    const kit = page.getByRole('textbox', { name: `Quantidade de ${nomeKit}` });
    await kit.fill('50');
    await kit.press('Enter');
    await expect.poll(() => kit.inputValue()).toBe('10');
    expect(await page.getByRole('button', { name: `Aumentar quantidade de ${nomeKit}` }).isDisabled()).toBe(true);
    await page.getByText('Máximo por pedido: 10 UN').waitFor();
    await screenshot(page, 'cart-product-max-1280');

    // The cart page: lines by name, the total, the gift wrap.
    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 1, name: 'Carrinho' }).waitFor();
    const nomes = await page.locator('[data-testid="cart-line"] p:first-of-type').allTextContents();
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const linhas = await page.locator('[data-testid="cart-line-total"]').allTextContents();
    const total = reais((await page.getByTestId('cart-total').textContent()) ?? '');
    expect(total).toBeCloseTo(
      linhas.reduce((s, t) => s + reais(t), 0),
      2,
    );
    await page.getByRole('checkbox', { name: /Embalar para presente/ }).check();
    await expect
      .poll(async () => reais((await page.getByTestId('cart-total').textContent()) ?? ''))
      .toBeCloseTo(total + 99, 2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'cart-page-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'cart-page-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Log in as Maria: the cart is kept, and saved on the server.
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.getByLabel('CPF, CNPJ ou e-mail').fill('maria@exemplo.com.br');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByLabel('Senha', { exact: true }).fill('maria123');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.locator('summary', { hasText: 'Olá, Maria' }).waitFor({ timeout: 45_000 });
    await open(page, '/aurora/carrinho');
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count(), { timeout: 15_000 }).toBe(2);
    // Wait for the save (1000 ms after the merge), then forget the browser's copy.
    await page
      .waitForResponse((r) => r.url().includes('/cart') && r.request().method() === 'POST', { timeout: 15_000 })
      .catch(() => undefined);
    await page.evaluate(() => localStorage.clear());
    await open(page, '/aurora/carrinho');
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count(), { timeout: 15_000 }).toBe(2);

    // The order's observations and the customer's order number go with the cart's save and come back.
    await page.getByLabel('Observações').fill('Entregar pela manhã');
    const salvo = page.waitForResponse(
      (r) =>
        r.url().includes('/cart') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes('PC-42'),
      { timeout: 15_000 },
    );
    await page.getByLabel('Número do seu pedido (opcional)').fill('PC-42');
    expect((await salvo).status()).toBe(200);
    await open(page, '/aurora/carrinho');
    await expect
      .poll(() => page.getByLabel('Observações').inputValue(), { timeout: 15_000 })
      .toBe('Entregar pela manhã');
    expect(await page.getByLabel('Número do seu pedido (opcional)').inputValue()).toBe('PC-42');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The subscription choice: saved with the cart, the server's notice shows, and it comes back.
    const repetir = page.getByLabel('Repetir este pedido');
    expect(await repetir.inputValue()).toBe('0');
    const assinado = page.waitForResponse(
      (r) =>
        r.url().includes('/cart?') &&
        r.request().method() === 'POST' &&
        new URL(r.url()).searchParams.has('idtipoassinatura'),
      { timeout: 15_000 },
    );
    await repetir.selectOption({ label: 'Quinzenal (a cada 15 dias)' });
    expect((await assinado).status()).toBe(200);
    await page
      .getByText('Assinatura quinzenal: este pedido será repetido a cada 15 dias, até você cancelar.')
      .waitFor();
    await screenshot(page, 'cart-subscription-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await repetir.scrollIntoViewIfNeeded();
    await screenshot(page, 'cart-subscription-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A new login in another browser (no shared storage): the same cart, notes and subscription.
    const outro = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const outraPagina = await outro.newPage();
    await open(outraPagina, '/aurora');
    await outraPagina.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    const outroDialogo = outraPagina.getByRole('dialog', { name: 'Entrar' });
    await outroDialogo.getByLabel('CPF, CNPJ ou e-mail').fill('maria@exemplo.com.br');
    await outroDialogo.getByRole('button', { name: 'Continuar' }).click();
    await outroDialogo.getByLabel('Senha', { exact: true }).fill('maria123');
    await outroDialogo.getByRole('button', { name: 'Entrar', exact: true }).click();
    await outraPagina.locator('summary', { hasText: 'Olá, Maria' }).waitFor({ timeout: 45_000 });
    await open(outraPagina, '/aurora/carrinho');
    await expect.poll(() => outraPagina.locator('[data-testid="cart-line"]').count(), { timeout: 15_000 }).toBe(2);
    expect(await outraPagina.getByLabel('Observações').inputValue()).toBe('Entregar pela manhã');
    await expect.poll(() => outraPagina.getByLabel('Repetir este pedido').inputValue()).not.toBe('0');
    expect(await outraPagina.getByLabel('Repetir este pedido').locator('option:checked').textContent()).toBe(
      'Quinzenal (a cada 15 dias)',
    );
    await outro.close();
    await repetir.selectOption('0');
    await expect.poll(() => page.getByText(/^Assinatura quinzenal/).count(), { timeout: 15_000 }).toBe(0);

    // The attendant prices a line through the API: the cart locks; a change opens the notice; the customer unlocks.
    const equipe = await page.request.post(
      `${server.baseUrl}/api/v1/app/anon-0123456789abcdef0123456789abcdef/equipe/autenticar`,
      {
        data: { cpf: 'atendente@aurora.com.br', senha: 'atende123', idfornecedor: AURORA_ID },
      },
    );
    expect(equipe.status()).toBe(200);
    const { token: tokenAtendente } = (await equipe.json()) as { token: string };
    const cookies = await context.cookies();
    const usuario = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'sf_usuario')!.value)) as {
      idcliente: number;
    };
    const carrinho = (await (
      await page.request.get(
        `${server.baseUrl}/api/v2/app/${tokenAtendente}/atendimento/carrinho/${usuario.idcliente}?idfornecedor=aurora`,
      )
    ).json()) as {
      produtosSelecionados: { id: number; nome: string }[];
    };
    const linha = carrinho.produtosSelecionados[0]!;
    const preco = await page.request.post(
      `${server.baseUrl}/api/v2/app/${tokenAtendente}/atendimento/carrinho/${usuario.idcliente}/item/${linha.id}?idfornecedor=aurora`,
      {
        data: { precoatendente: 1 },
      },
    );
    expect(preco.status()).toBe(200);
    // The page is live once it asks for the cart itself (its frame's load on mount): before that a
    // tap that changes the model may reach a part of the page still hydrating (React 418).
    const vivo = page.waitForResponse((r) => /\/usuario\/\d+\/cart\?/.test(r.url()) && r.request().method() === 'GET', {
      timeout: 30_000,
    });
    await open(page, '/aurora/carrinho');
    await vivo;
    await page.getByText('Seu carrinho está sendo atendido por um atendente').waitFor();
    await page.getByRole('button', { name: `Remover ${linha.nome} do carrinho` }).isDisabled();
    await page
      .getByRole('button', { name: new RegExp(`^Diminuir quantidade de ${linha.nome}`) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Desbloquear carrinho' }).waitFor();
    await screenshot(page, 'cart-locked-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Desbloquear carrinho' }).click();
    await expect.poll(() => page.getByText('Seu carrinho está sendo atendido por um atendente').count()).toBe(0);
    expect(await page.getByRole('button', { name: `Remover ${linha.nome} do carrinho` }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a quick order from a pasted list and from a CSV file: each line checked with a message, the valid ones go to the cart', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const resposta = await page.request.get(
      `${server.baseUrl}/api/v2/app/anon-0123456789abcdef0123456789abcdef/listaprodutos/${AURORA_ID}?sk=kit&limit=5`,
    );
    expect(resposta.status(), await resposta.text()).toBe(200);
    const lista = (await resposta.json()) as {
      produtos: { idcadastroextraproduto: number; nome: string; maxporpedido: number | null }[];
    };
    const kit = lista.produtos.find((p) => p.maxporpedido !== null)!;
    await open(page, '/aurora/pedido-rapido');
    await page
      .getByLabel('Código e quantidade')
      .fill(`código;quantidade\n${kit.idcadastroextraproduto};50\n99999999 2\nlinha-sem-quantidade`);
    await page.getByRole('button', { name: 'Conferir linhas' }).click();
    await page.getByText('1 de 3 linhas podem ir para o carrinho').waitFor();
    await page.getByText(/quantidade ajustada para 10 \(máximo de 10 por pedido\)/).waitFor();
    await page.getByText('código não encontrado').waitFor();
    await page.getByText(/linha não reconhecida/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'quick-order-1280');
    await page.getByRole('button', { name: 'Adicionar 1 item ao carrinho' }).click();
    await page.getByRole('link', { name: 'Ver carrinho' }).click();
    await page.getByRole('heading', { level: 1, name: 'Carrinho' }).waitFor();
    expect(await page.getByRole('textbox', { name: `Quantidade de ${kit.nome}` }).inputValue()).toBe('10');

    // The same from a CSV file: its text fills the box, then the same check.
    await open(page, '/aurora/pedido-rapido');
    await page.getByLabel('Arquivo Excel, CSV ou TXT').setInputFiles({
      name: 'pedido.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`codigo;quantidade\n${kit.idcadastroextraproduto};4\n99999999;1\n`),
    });
    await page.waitForFunction(() =>
      (document.querySelector('#pedido-rapido-linhas') as HTMLTextAreaElement | null)?.value.includes('99999999;1'),
    );
    await page.getByRole('button', { name: 'Conferir linhas' }).click();
    await page.getByText('1 de 2 linhas podem ir para o carrinho').waitFor();
    await page.getByText('código não encontrado').waitFor();
    expect(await page.getByTestId('pedido-rapido-linha').first().innerText()).toContain(
      kit.idcadastroextraproduto.toString(),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a quick order from an Excel file (.xlsx): read on the server, the lines shown as for CSV, the valid ones go to the cart in one step', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const resposta = await page.request.get(
      `${server.baseUrl}/api/v2/app/anon-0123456789abcdef0123456789abcdef/listaprodutos/${AURORA_ID}?sk=kit&limit=5`,
    );
    const lista = (await resposta.json()) as {
      produtos: { idcadastroextraproduto: number; nome: string; maxporpedido: number | null }[];
    };
    const kit = lista.produtos.find((p) => p.maxporpedido !== null)!;
    const outro = lista.produtos.find((p) => p !== kit && p.maxporpedido === null) ?? null;

    // A real workbook, written by write-excel-file into a temporary folder, picked like a user would.
    const pasta = mkdtempSync(path.join(tmpdir(), 'pedido-xlsx-'));
    const arquivo = path.join(pasta, 'pedido.xlsx');
    await writeExcelFile(
      [
        ['Código', 'Quantidade'],
        [kit.idcadastroextraproduto, 50],
        [],
        [99999999, 2],
        ...(outro ? [[outro.idcadastroextraproduto, 1]] : []),
      ],
      { sheet: 'Pedido' },
    ).toFile(arquivo);
    const ruim = path.join(pasta, 'quebrado.xlsx');
    writeFileSync(ruim, 'isto não é uma planilha');

    await open(page, '/aurora/pedido-rapido');
    const input = page.getByLabel('Arquivo Excel, CSV ou TXT');
    await input.setInputFiles(ruim);
    await page.getByText(/Não foi possível ler a planilha: envie um arquivo do Excel \(\.xlsx\) válido/).waitFor();

    await input.setInputFiles(arquivo);
    const validas = outro ? 2 : 1;
    await page.getByText(`${validas} de ${validas + 1} linhas podem ir para o carrinho`).waitFor();
    await page.getByText(/quantidade ajustada para 10 \(máximo de 10 por pedido\)/).waitFor();
    await page.getByText('código não encontrado').waitFor();
    // Row numbers of the sheet (row 1 is the header, row 3 empty).
    const linhas = await page.getByTestId('pedido-rapido-linha').allInnerTexts();
    expect(linhas.map((l) => l.split('\t')[0])).toEqual(outro ? ['2', '4', '5'] : ['2', '4']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'quick-order-xlsx-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'quick-order-xlsx-390');
    await page
      .getByRole('button', { name: `Adicionar ${validas} ${validas === 1 ? 'item' : 'itens'} ao carrinho` })
      .click();
    await page.getByRole('link', { name: 'Ver carrinho' }).click();
    await page.getByRole('heading', { level: 1, name: 'Carrinho' }).waitFor();
    expect(await page.getByRole('textbox', { name: `Quantidade de ${kit.nome}` }).inputValue()).toBe('10');
    if (outro) expect(await page.getByRole('textbox', { name: `Quantidade de ${outro.nome}` }).count()).toBe(1);
    rmSync(pasta, { recursive: true, force: true });
    // The damaged file's 400 is the one expected answer; nothing else went wrong.
    expect(
      errors.filter((e) => e.startsWith('HTTP 400: POST') && e.includes('/api/v4/product/spreadsheet/')),
    ).toHaveLength(1);
    expect(errors.filter((e) => !e.includes('/api/v4/product/spreadsheet/') && !e.includes('status of 400'))).toEqual(
      [],
    );
    await context.close();
  });
});
