/**
 * An order's documents and payment actions (issue 13), on Aurora:
 * - DANFE and export: the attendant Júlia attaches a DANFE (a real PDF and its NF-e access key) to Maria's
 *   order 100003 in the desk; Maria finds 'Baixar nota fiscal (DANFE)' on the order's page, and the
 *   file she downloads is the same bytes; the desk list's 'Exportar pedidos (Excel)' saves a
 *   workbook with the shop's orders.
 * - payment actions: Maria checks out with Pix, downloads the receipt ('Baixar comprovante (PDF)',
 *   its text read back), then changes the method to boleto in the dialog: the page shows the
 *   boleto's linha digitável (valid) for the new total, Pix's 3 % discount off.
 * - the customer's cart in the desk: Maria puts a product in her cart; Júlia opens 'Ver carrinho do
 *   cliente' from Maria's order, sets a price on the line (the cart says it is locked); Maria's
 *   cart page says an attendant holds it; Júlia releases it.
 * Screenshots at 390 and 1280 px. A server of its own (it writes a DANFE and Maria's orders).
 */
import { readSheet } from 'read-excel-file/node';
import type { Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { codigoDaLinhaDigitavel } from '#engine/rules/boleto';
import { digitoChaveNfe, formatarChaveNfe } from '#engine/rules/nfe-key';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { addFromSearch, escolherOpcao, loginFromHeader, openStorefront, screenshotBoth } from './support/storefront';

const { server, browser } = useOwnServer();

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);
const both = screenshotBoth;

/** A DANFE-like one-page PDF (pdfkit) carrying the key, as a supplier's ERP would print it. */
function danfePdf(chave: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40 });
    const partes: Buffer[] = [];
    doc.on('data', (p: Buffer) => partes.push(p));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.fontSize(16).text('DANFE - Documento Auxiliar da Nota Fiscal Eletrônica');
    doc.moveDown().fontSize(11).text('Distribuidora Aurora Ltda - CNPJ 34.567.812/0001-35');
    doc.moveDown().text('Chave de acesso');
    doc.fontSize(12).text(formatarChaveNfe(chave));
    doc.end();
  });
}

/** Aurora's NF-e key (its CNPJ), SP, November 2026, note 4321. */
const CHAVE = ((base: string) => base + String(digitoChaveNfe(base)))('3526113456781200013555001000004321112345678');

async function entrarNoPainel(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.getByRole('heading', { level: 2, name: 'Entrar na conta da equipe' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill('atendente@aurora.com.br');
  await page.getByLabel('Senha').fill('atende123');
  await Promise.all([
    page.waitForEvent('load', { timeout: 45_000 }),
    page.getByRole('button', { name: 'Entrar no painel' }).click(),
  ]);
}

describe("an order's documents", () => {
  it('DANFE and export: the attendant attaches it, the customer downloads the same bytes; the desk list exports', async () => {
    const pdf = await danfePdf(CHAVE);
    const equipe = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'pt-BR',
      acceptDownloads: true,
    });
    const painel = await equipe.newPage();
    const errosPainel = collectPageErrors(painel);
    await entrarNoPainel(painel, '/aurora/painel/pedidos/100003');
    await painel.getByRole('heading', { level: 1, name: 'Pedido nº 100003' }).waitFor({ timeout: 20_000 });
    await painel.getByText('Nenhuma nota fiscal anexada a este pedido.').waitFor();
    // A wrong check digit is refused on the page, in pt-BR, before anything is sent.
    await painel.getByLabel('Chave de acesso da NF-e').fill(`${CHAVE.slice(0, 43)}${(Number(CHAVE[43]) + 1) % 10}`);
    await painel
      .getByLabel('Arquivo do DANFE (PDF, até 5 MB)')
      .setInputFiles({ name: 'danfe-100003.pdf', mimeType: 'application/pdf', buffer: pdf });
    await painel.getByRole('button', { name: 'Anexar nota fiscal' }).click();
    await painel.getByText('O dígito verificador da chave de acesso não confere. Confira a chave digitada.').waitFor();
    await painel.getByLabel('Chave de acesso da NF-e').fill(formatarChaveNfe(CHAVE));
    const anexou = painel.waitForResponse(
      (r) => r.url().includes('/pedidos/100003/danfe') && r.request().method() === 'PUT',
      { timeout: 15_000 },
    );
    await painel.getByRole('button', { name: 'Anexar nota fiscal' }).click();
    expect((await anexou).status()).toBe(200);
    await painel
      .getByText('Nota fiscal anexada. O cliente já pode baixá-la na página do pedido.')
      .waitFor({ timeout: 15_000 });
    expect((await painel.getByTestId('painel-danfe-chave').textContent())?.trim()).toBe(formatarChaveNfe(CHAVE));
    await painel.getByRole('button', { name: 'Substituir nota fiscal' }).waitFor();
    expect(await seriousAxeViolations(painel)).toEqual([]);
    await both(painel, 'danfe-painel');

    // The desk list's 'Exportar pedidos (Excel)': the workbook the browser saves has the orders.
    await painel.getByRole('link', { name: '← Painel de pedidos' }).click();
    await painel.getByTestId('painel-pedidos').waitFor({ timeout: 15_000 });
    const baixando = painel.waitForEvent('download', { timeout: 20_000 });
    await painel.getByRole('button', { name: 'Exportar pedidos (Excel)' }).click();
    const planilha = await baixando;
    expect(planilha.suggestedFilename()).toBe('pedidos-aurora.xlsx');
    const folha = await readSheet(await planilha.path(), 'Pedidos');
    const numeros = folha.slice(1).map((row) => Number(row[0]));
    expect(numeros).toContain(100003);
    expect(numeros).toContain(100005);
    expect(errosPainel.filter((e) => !e.includes('favicon'))).toEqual([]);
    await equipe.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    await open(page, '/aurora/pedidos/100003');
    await page.getByRole('heading', { level: 1, name: 'Pedido nº 100003' }).waitFor({ timeout: 20_000 });
    const link = page.getByRole('link', { name: 'Baixar nota fiscal (DANFE)' });
    await link.waitFor({ timeout: 15_000 });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/api\/v4\/danfe\/100003\//);
    const resposta = await page.request.get(new URL(href ?? '', server.baseUrl).href);
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await resposta.body()).equals(pdf)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'danfe-pedido');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 240_000);

  it('receipt and payment method: the PDF downloads; Pix to boleto shows the linha digitável for the new total', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'pt-BR',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    await addFromSearch(page, `${server.baseUrl}/aurora`, 'Queijo Minas Frescal', /Queijo Minas Frescal/);
    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    await escolherOpcao(page.getByRole('radio', { name: 'Retirar na loja' }));
    await escolherOpcao(page.getByRole('radio', { name: /Loja Taquaral/ }));
    const recarregado = page
      .waitForResponse((r) => r.url().includes('/cart?') && r.request().method() === 'GET', { timeout: 15_000 })
      .catch(() => null);
    await escolherOpcao(page.getByRole('radio', { name: /^Pix/ }));
    await recarregado;
    await page.getByLabel('Horário preferido para recebimento *').selectOption('Manhã (8h às 12h)');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await page.waitForURL(/\/aurora\/submissao\/\d+$/, { timeout: 20_000 });
    const numero = page.url().split('/').at(-1) ?? '';
    await page.getByRole('link', { name: 'Ver pedido' }).click();
    await page.getByRole('heading', { level: 1, name: `Pedido nº ${numero}` }).waitFor({ timeout: 15_000 });
    await page.getByTestId('pix-copia-e-cola').waitFor({ timeout: 15_000 });
    const totalPix = (await page.getByTestId('pedido-total').textContent())?.trim() ?? '';

    // The receipt: a real PDF of this order.
    const baixando = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Baixar comprovante (PDF)' }).click();
    const download = await baixando;
    expect(download.suggestedFilename()).toBe(`comprovante-${numero}.pdf`);
    const caminho = await download.path();
    const { readFile, copyFile, mkdir } = await import('node:fs/promises');
    const bytes = await readFile(caminho);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(numero);
    expect(text).toContain('Queijo Minas Frescal');
    await mkdir('.tmp/screens', { recursive: true });
    await copyFile(caminho, `.tmp/screens/comprovante-${numero}.pdf`);

    // Pix → boleto in the dialog.
    await page.getByRole('button', { name: 'Alterar forma de pagamento' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Alterar forma de pagamento' });
    await escolherOpcao(dialogo.getByRole('radio', { name: /Boleto bancário/ }));
    await dialogo
      .getByText('O total do pedido é recalculado com o desconto ou acréscimo da forma escolhida.')
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'pedido-trocar-forma');
    await dialogo.getByRole('button', { name: 'Confirmar alteração' }).click();
    await page.getByText('Forma de pagamento alterada para Boleto bancário.').waitFor({ timeout: 15_000 });
    await dialogo.waitFor({ state: 'detached' });
    const linha = (await page.getByTestId('boleto-linha-digitavel').textContent({ timeout: 15_000 }))?.trim() ?? '';
    const totalBoleto = (await page.getByTestId('pedido-total').textContent())?.trim() ?? '';
    const centavos = (brl: string) => Number(brl.replace(/[^\d]/g, ''));
    // Pix had 3 % off every unit price; the boleto total is higher, and the boleto carries it.
    expect(centavos(totalBoleto)).toBeGreaterThan(centavos(totalPix));
    expect(codigoDaLinhaDigitavel(linha)).toMatchObject({ ok: true, boleto: { valorCentavos: centavos(totalBoleto) } });
    expect(await page.getByTestId('pix-copia-e-cola').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'pedido-boleto-trocado');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 240_000);

  it("the customer's cart in the desk: an attendant's price locks it for the customer, releasing unlocks it", async () => {
    const cliente = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await cliente.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    const salvo = page.waitForResponse((r) => /\/cart\?/.test(r.url()) && r.request().method() === 'POST' && r.ok(), {
      timeout: 20_000,
    });
    await addFromSearch(page, `${server.baseUrl}/aurora`, 'Café', /Café/);
    await salvo;

    const equipe = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const painel = await equipe.newPage();
    const errosPainel = collectPageErrors(painel);
    await entrarNoPainel(painel, '/aurora/painel/pedidos/100003');
    await painel.getByRole('heading', { level: 1, name: 'Pedido nº 100003' }).waitFor({ timeout: 20_000 });
    await painel.getByRole('link', { name: 'Ver carrinho do cliente' }).click();
    await painel.waitForURL(/\/aurora\/painel\/clientes\/1\/carrinho$/);
    await painel.getByRole('heading', { level: 1, name: 'Carrinho do cliente' }).waitFor({ timeout: 15_000 });
    const linha = painel.getByTestId('carrinho-cliente-linha').filter({ hasText: /Café/ }).first();
    await linha.waitFor({ timeout: 15_000 });
    // A price that is not a number is refused in pt-BR; then R$ 5,00 locks the cart.
    const campo = linha.getByLabel(/Preço do atendente para/);
    await campo.fill('abc');
    await linha.getByRole('button', { name: 'Salvar preço' }).click();
    await painel.getByText('Informe um preço maior que zero (ex.: 12,50).').waitFor();
    await campo.fill('5,00');
    await linha.getByRole('button', { name: 'Salvar preço' }).click();
    await painel.getByTestId('carrinho-cliente-bloqueado').waitFor({ timeout: 15_000 });
    await painel.getByText(/Preço salvo\. O carrinho do cliente está bloqueado/).waitFor();
    expect(
      await painel.getByTestId('carrinho-cliente-linha').filter({ hasText: /Café/ }).first().textContent(),
    ).toContain('R$ 5,00');
    expect(await seriousAxeViolations(painel)).toEqual([]);
    await both(painel, 'painel-carrinho-cliente');

    await open(page, '/aurora/carrinho');
    await page
      .getByText('Seu carrinho está sendo atendido por um atendente e não pode ser alterado agora.')
      .waitFor({ timeout: 15_000 });
    await both(page, 'carrinho-bloqueado-cliente');

    await painel.getByRole('button', { name: 'Liberar carrinho' }).click();
    await painel.getByText('Carrinho liberado: o cliente pode alterá-lo de novo.').waitFor({ timeout: 15_000 });
    expect(await painel.getByTestId('carrinho-cliente-bloqueado').count()).toBe(0);
    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Seu carrinho está sendo atendido por um atendente').count()).toBe(0);
    expect(errosPainel.filter((e) => !e.includes('favicon'))).toEqual([]);
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await equipe.close();
    await cliente.close();
  }, 240_000);
});
