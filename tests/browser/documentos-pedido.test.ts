/**
 * An order's documents and payment actions (issue 13), on Aurora:
 * - DANFE: the attendant Júlia attaches a DANFE (a real PDF and its NF-e access key) to Maria's
 *   order 100001 in the desk; Maria finds 'Baixar nota fiscal (DANFE)' on the order's page, and the
 *   file she downloads is the same bytes.
 * Screenshots at 390 and 1280 px. A server of its own (it writes a DANFE).
 */
import type { Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { digitoChaveNfe, formatarChaveNfe } from '../../engine/rules/nfe-chave';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { loginFromHeader, openStorefront, screenshotBoth } from './support/storefront';

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
  await Promise.all([page.waitForEvent('load', { timeout: 45_000 }), page.getByRole('button', { name: 'Entrar no painel' }).click()]);
}

describe("an order's documents", () => {
  it('DANFE: the attendant attaches it in the desk, the customer downloads the same bytes', async () => {
    const pdf = await danfePdf(CHAVE);
    const equipe = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const painel = await equipe.newPage();
    const errosPainel = collectPageErrors(painel);
    await entrarNoPainel(painel, '/aurora/painel/pedidos/100001');
    await painel.getByRole('heading', { level: 1, name: 'Pedido nº 100001' }).waitFor({ timeout: 20_000 });
    await painel.getByText('Nenhuma nota fiscal anexada a este pedido.').waitFor();
    // A wrong check digit is refused on the page, in pt-BR, before anything is sent.
    await painel.getByLabel('Chave de acesso da NF-e').fill(`${CHAVE.slice(0, 43)}${(Number(CHAVE[43]) + 1) % 10}`);
    await painel.getByLabel('Arquivo do DANFE (PDF, até 5 MB)').setInputFiles({ name: 'danfe-100001.pdf', mimeType: 'application/pdf', buffer: pdf });
    await painel.getByRole('button', { name: 'Anexar nota fiscal' }).click();
    await painel.getByText('O dígito verificador da chave de acesso não confere. Confira a chave digitada.').waitFor();
    await painel.getByLabel('Chave de acesso da NF-e').fill(formatarChaveNfe(CHAVE));
    const anexou = painel.waitForResponse((r) => r.url().includes('/pedidos/100001/danfe') && r.request().method() === 'PUT', { timeout: 15_000 });
    await painel.getByRole('button', { name: 'Anexar nota fiscal' }).click();
    expect((await anexou).status()).toBe(200);
    await painel.getByText('Nota fiscal anexada. O cliente já pode baixá-la na página do pedido.').waitFor({ timeout: 15_000 });
    expect((await painel.getByTestId('painel-danfe-chave').textContent())?.trim()).toBe(formatarChaveNfe(CHAVE));
    await painel.getByRole('button', { name: 'Substituir nota fiscal' }).waitFor();
    expect(await seriousAxeViolations(painel)).toEqual([]);
    await both(painel, 'danfe-painel');
    expect(errosPainel.filter((e) => !e.includes('favicon'))).toEqual([]);
    await equipe.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    await open(page, '/aurora/pedidos/100001');
    await page.getByRole('heading', { level: 1, name: 'Pedido nº 100001' }).waitFor({ timeout: 20_000 });
    const link = page.getByRole('link', { name: 'Baixar nota fiscal (DANFE)' });
    await link.waitFor({ timeout: 15_000 });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/api\/v4\/danfe\/100001\//);
    const resposta = await page.request.get(new URL(href ?? '', server.baseUrl).href);
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await resposta.body()).equals(pdf)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await both(page, 'danfe-pedido');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  }, 240_000);
});
