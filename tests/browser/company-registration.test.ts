/**
 * Issue 34, item 3, as a company registers (390 and 1280 px): a CNPJ opens 'Dados da empresa';
 * 'Preencher pelo CNPJ' fills the razão social and nome fantasia from the server's CNPJ provider
 * (a local fake behind RECEITA_CNPJ_URL); a bad inscrição estadual is refused under its field in
 * pt-BR; with the right one, the phone and the (unticked by default) WhatsApp opt-in, the company
 * lands logged in. The form passes axe.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { openStorefront } from './support/storefront';

let fake: Server;
let fakeUrl = '';
const asked: string[] = [];

beforeAll(async () => {
  fake = createServer((req, res) => {
    const cnpj = /^\/cnpj\/([0-9A-Z]{14})$/.exec(req.url ?? '')?.[1];
    asked.push(req.url ?? '');
    if (!cnpj) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ razao_social: `EMPRESA ${cnpj.slice(0, 8)} LTDA`, nome_fantasia: 'EMPRESA TESTE', uf: 'SP' }),
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/cnpj`;
});
afterAll(async () => {
  await new Promise((resolve) => fake?.close(resolve));
});

const { server, browser } = useOwnServer({ env: () => ({ RECEITA_CNPJ_URL: fakeUrl }) });

/** A valid CNPJ whose first 8 digits are `base`. */
function cnpj(base: number): string {
  const d = `${String(base).padStart(8, '0')}0001`.split('').map(Number);
  const dv = (n: number[]) => {
    const pesos = n.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = n.reduce((s, x, i) => s + x * (pesos[i] ?? 0), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  d.push(dv(d));
  d.push(dv(d));
  return d.join('');
}

describe('a company registers as one (issue 34)', () => {
  it.each([
    [390, 51000001],
    [1280, 51000002],
  ])(
    'at %i px: company data from the CNPJ, a bad IE refused, then registered',
    async (largura, base) => {
      const context = await browser.newContext({ viewport: { width: largura, height: 900 }, locale: 'pt-BR' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      try {
        await openStorefront(page, `${server.baseUrl}/aurora/login`);
        await page.getByLabel('CPF, CNPJ ou e-mail').fill(`compras-${base}@empresa.example.com`);
        await page.getByRole('button', { name: 'Continuar' }).click();
        await page.getByRole('heading', { level: 1, name: 'Criar conta' }).waitFor();
        await page.getByLabel('Nome completo').fill('Carla Compradora Souza');
        await page.getByLabel('CPF ou CNPJ').fill(cnpj(base));
        await page.getByRole('group', { name: 'Dados da empresa' }).waitFor();
        await page.getByRole('button', { name: 'Preencher pelo CNPJ' }).click();
        await page.getByRole('status').filter({ hasText: 'preenchidos' }).waitFor();
        expect(await page.getByLabel('Razão social').inputValue()).toBe(`EMPRESA ${cnpj(base).slice(0, 8)} LTDA`);
        expect(await page.getByLabel('UF da inscrição').inputValue()).toBe('SP');
        expect(asked).toContain(`/cnpj/${cnpj(base)}`);
        await page.getByLabel('Inscrição estadual').fill('110.042.490.115');
        await page.getByLabel('Telefone', { exact: true }).fill('11987654321');
        expect(await page.getByLabel('Telefone', { exact: true }).inputValue()).toBe('(11) 98765-4321');
        expect(await page.getByLabel(/WhatsApp/).isChecked()).toBe(false);
        await page.getByLabel('Senha', { exact: true }).fill('empresa registrada em dezembro');
        await page.getByLabel('Confirme a senha').fill('empresa registrada em dezembro');
        await page.getByLabel(/Li e aceito os termos de uso/).check();
        await page.getByRole('button', { name: 'Criar conta' }).click();
        await page
          .getByText('Inscrição estadual inválida para SP. Confira os números ou informe "isento".')
          .waitFor({ timeout: 15_000 });
        expect(await seriousAxeViolations(page)).toEqual([]);
        const larguraPagina = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(larguraPagina).toBeLessThanOrEqual(largura);
        await screenshot(page, `company-registration-${largura}`);
        await page.getByLabel('Inscrição estadual').fill('110.042.490.114');
        await page.getByLabel(/WhatsApp/).check();
        await page.getByRole('button', { name: 'Criar conta' }).click();
        await page.locator('summary', { hasText: 'Olá, Carla' }).waitFor({ timeout: 45_000 });
        // The refused IE's 422 (and the console's note of it) is the one expected error.
        expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
        expect(errors.length).toBeLessThanOrEqual(2);
      } finally {
        await context.close();
      }
    },
    150_000,
  );
});
