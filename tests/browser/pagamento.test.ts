/**
 * Paying an order on Aurora (issue 13): Maria checks out with Pix and finds, on the success page,
 * the QR code and the "copia e cola" code, which parses as a valid BR Code (CRC, Aurora's key,
 * merchant, the order's total and txid) and 'Copiar código' puts on the clipboard; then with
 * boleto, whose linha digitável is shown with valid check digits, and whose PDF, downloaded with
 * the page's session, carries the same linha digitável. Screenshots at 390 and 1280 px. A server
 * of its own: it writes Maria's cart and orders.
 */
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { codigoDaLinhaDigitavel } from '#engine/rules/boleto';
import { lerBrCode } from '#engine/rules/pix-br-code';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { addFromSearch, escolherOpcao, loginFromHeader, openStorefront, screenshotBoth } from './support/storefront';

const { server, browser } = useOwnServer();

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

const addProduct = (page: Page, busca: string, nome: RegExp): Promise<void> =>
  addFromSearch(page, `${server.baseUrl}/aurora`, busca, nome);

const both = screenshotBoth;

/** Checks out the cart with the payment method whose radio is named `forma`; returns the order number and total shown. */
async function enviarCom(page: Page, forma: RegExp): Promise<{ numero: string; total: string }> {
  await open(page, '/aurora/carrinho');
  await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
  await escolherOpcao(page.getByRole('radio', { name: 'Retirar na loja' }));
  await escolherOpcao(page.getByRole('radio', { name: /Loja Taquaral/ }));
  await expect.poll(() => page.getByTestId('checkout-taxa').textContent(), { timeout: 15_000 }).toBe('Grátis');
  const recarregado = page
    .waitForResponse((r) => r.url().includes('/cart?') && r.request().method() === 'GET', { timeout: 15_000 })
    .catch(() => null);
  await escolherOpcao(page.getByRole('radio', { name: forma }));
  await recarregado;
  // Aurora asks one required question at checkout (its order characteristics).
  await page.getByLabel('Horário preferido para recebimento *').selectOption('Manhã (8h às 12h)');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await page.waitForURL(/\/aurora\/submissao\/\d+$/, { timeout: 20_000 });
  const numero = page.url().split('/').at(-1) ?? '';
  await page.getByRole('heading', { level: 1, name: 'Pedido submetido' }).waitFor();
  const total = (await page.getByTestId('submissao-total').textContent({ timeout: 15_000 }))?.trim() ?? '';
  return { numero, total };
}

const centavos = (brl: string) => Number(brl.replace(/[^\d]/g, ''));

describe('payment of an order', () => {
  it('Pix: QR code and a valid copia-e-cola of the order, copied to the clipboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    await addProduct(page, 'Queijo Minas Frescal', /Queijo Minas Frescal/);

    const { numero, total } = await enviarCom(page, /^Pix/);
    const codigo = page.getByTestId('pix-copia-e-cola');
    await codigo.waitFor({ timeout: 15_000 });
    await page.getByTestId('pix-qrcode').waitFor();
    const payload = await codigo.inputValue();
    const lido = lerBrCode(payload);
    expect(lido).toEqual({
      ok: true,
      dados: {
        chave: '34567812000135',
        nome: 'Distribuidora Aurora',
        cidade: 'Campinas',
        valorCentavos: centavos(total),
        txid: `PEDIDO${numero}`,
        mensagem: null,
      },
    });
    // A changed last digit of what is shown would not pass.
    expect(lerBrCode(`${payload.slice(0, -1)}${payload.endsWith('0') ? '1' : '0'}`).ok).toBe(false);

    await page.getByRole('button', { name: 'Copiar código' }).click();
    await page.getByText('Código copiado!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'pagamento-pix-submissao');

    // The order's page shows the same code.
    await page.getByRole('link', { name: 'Ver pedido' }).click();
    await page.getByRole('heading', { level: 1, name: `Pedido nº ${numero}` }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pix-copia-e-cola').inputValue()).toBe(payload);
    await both(page, 'pagamento-pix-pedido');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 180_000);

  it('boleto: the linha digitável with valid check digits, and the PDF with the same one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    await addProduct(page, 'Café', /Café/);

    const { numero, total } = await enviarCom(page, /^Boleto/);
    const linhaNaTela = page.getByTestId('boleto-linha-digitavel');
    await linhaNaTela.waitFor({ timeout: 15_000 });
    const linha = (await linhaNaTela.textContent())?.trim() ?? '';
    expect(linha).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const lido = codigoDaLinhaDigitavel(linha);
    expect(lido).toMatchObject({ ok: true, boleto: { banco: '001', valorCentavos: centavos(total) } });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'pagamento-boleto-submissao');

    // 'Baixar boleto (PDF)': the file the link names, fetched with the page's session cookie.
    const link = page.getByRole('link', { name: 'Baixar boleto (PDF)' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`/api/v4/payment/boleto/${numero}/`));
    const resposta = await page.request.get(new URL(href ?? '', server.baseUrl).href);
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await resposta.body()));
    const { text } = await extractText(pdf, { mergePages: true });
    const noPdf = /\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}/.exec(text)?.[0] ?? '';
    expect(noPdf).toBe(linha);
    expect(codigoDaLinhaDigitavel(noPdf).ok).toBe(true);
    expect(text).toContain('Distribuidora Aurora');

    await page.getByRole('link', { name: 'Ver pedido' }).click();
    await page.getByRole('heading', { level: 1, name: `Pedido nº ${numero}` }).waitFor({ timeout: 15_000 });
    expect((await page.getByTestId('boleto-linha-digitavel').textContent())?.trim()).toBe(linha);
    await both(page, 'pagamento-boleto-pedido');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 180_000);

  it('card sandbox: "Ambiente de testes" on screen, the decline test card refused, the approved one validated', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    await addProduct(page, 'Café', /Café/);
    await open(page, '/aurora/carrinho');
    await page.getByRole('heading', { level: 2, name: 'Entrega e pagamento' }).waitFor({ timeout: 15_000 });
    await escolherOpcao(page.getByRole('radio', { name: /Cartão de crédito/ }));
    await page.getByTestId('cartao-ambiente').getByText('Ambiente de testes').waitFor();
    const validade = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
    await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
    await page.getByLabel('Nome impresso no cartão').fill('Maria O Santos');
    await page.getByLabel('Validade (MM/AA)').fill(validade);
    await page.getByLabel('CVV').fill('123');
    const recusa = page.waitForResponse((r) => r.url().endsWith('/v4/payment-sdk/generate-token'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Validar cartão' }).click();
    expect((await recusa).status()).toBe(422);
    await page.getByText('Cartão recusado pelo emissor.').waitFor();
    await page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Validar cartão' }).click();
    await page.getByText('Cartão Visa •••• 1111 validado.').waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'pagamento-cartao-sandbox');
    expect(errors.filter((e) => !/favicon|422|Unprocessable|generate-token/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);
});
