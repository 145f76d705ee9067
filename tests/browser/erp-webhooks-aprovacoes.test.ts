/**
 * The desk's webhooks and registration approvals (issue 33, items 4 and 5), as Roberto (Aurora's
 * admin) uses them: on 'Integração com o ERP' he creates a webhook for status changes to a receiver
 * started here (its secret shown once), moves an order in the desk, and the receiver gets the
 * signed event; 'Entregas recentes' shows it delivered. In 'Aprovação de cadastros' he sees a
 * registration awaiting approval with its data, refuses it with a reason, finds it under
 * 'Recusados' and approves it. Looked at 390 and 1280 px wide. A server of its own: it writes.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/connect';
import { verificarAssinaturaWebhook } from '#server/modules/integracao-pedidos';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { openStorefront } from './support/storefront';

const PADARIA = 'Padaria Pão Quente Ltda';

const { server, browser } = useOwnServer({
  // A customer of Aurora whose registration awaits approval (the seed has none there).
  prepare: async (dataDir) => {
    const { db, close } = await openPglite(dataDir);
    try {
      const { idfornecedor } = await db
        .selectFrom('fornecedores')
        .select('idfornecedor')
        .where('slug', '=', 'aurora')
        .executeTakeFirstOrThrow();
      const { idcliente } = await db
        .insertInto('clientes')
        .values({
          nome: PADARIA,
          documento: '11444777000161',
          tipo_documento: 'CNPJ',
          email: 'compras@paoquente.com.br',
          tags: JSON.stringify([]),
          telefone: '11987654321',
        })
        .returning('idcliente')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('cadastros_cliente')
        .values({ idcliente, idfornecedor, cadastro_aprovado: false, tags: JSON.stringify([]) })
        .execute();
    } finally {
      await close();
    }
  },
});

const recebidos: { headers: IncomingHttpHeaders; corpo: string }[] = [];
const receptor = createServer((req, res) => {
  let corpo = '';
  req.setEncoding('utf8');
  req.on('data', (c: string) => (corpo += c));
  req.on('end', () => {
    recebidos.push({ headers: req.headers, corpo });
    res.writeHead(204).end();
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => receptor.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  await new Promise((r) => receptor.close(r));
});

async function entrarNoPainel(page: Page): Promise<void> {
  await openStorefront(page, `${server.baseUrl}/aurora/painel`);
  await page.getByRole('heading', { level: 2, name: 'Entrar na conta da equipe' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill('admin@aurora.com.br');
  await page.getByLabel('Senha').fill('admin123');
  await Promise.all([
    page.waitForEvent('load', { timeout: 45_000 }),
    page.getByRole('button', { name: 'Entrar no painel' }).click(),
  ]);
}

async function fotografar(page: Page, nome: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/hooks-${nome}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('webhooks and registration approvals in the desk', () => {
  it('Roberto creates a webhook, a status change reaches it signed, and the log shows it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await entrarNoPainel(page);
    await page.getByRole('link', { name: 'Integração com o ERP' }).click();
    await page.getByRole('heading', { level: 2, name: 'Webhooks' }).waitFor({ timeout: 20_000 });
    // The key form offers the order and webhook scopes again.
    for (const rotulo of ['Pedidos: leitura', 'Pedidos: situação, data de entrega e DANFE', 'Webhooks'])
      expect(await page.getByTestId('criar-credencial').getByLabel(rotulo, { exact: true }).count()).toBe(1);

    const url = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}/erp/webhooks`;
    await page.getByLabel('Endereço do webhook').fill(url);
    await page.getByLabel('Situação do pedido alterada').check();
    await page.getByRole('button', { name: 'Criar webhook' }).click();
    const segredo = (await page.getByTestId('segredo-novo').textContent({ timeout: 20_000 })) ?? '';
    expect(segredo).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await page.locator('[data-webhook]').filter({ hasText: url }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Order 100003 is out for delivery: the desk marks it delivered.
    await page.goto(`${server.baseUrl}/aurora/painel/pedidos/100003`);
    await page.getByRole('button', { name: 'Marcar como entregue' }).click({ timeout: 30_000 });
    const fim = Date.now() + 30_000;
    while (recebidos.length === 0 && Date.now() < fim) await new Promise((r) => setTimeout(r, 250));
    expect(recebidos).toHaveLength(1);
    const [recebido] = recebidos;
    expect(recebido!.headers['x-storefront-evento']).toBe('pedido.status-alterado');
    expect(
      verificarAssinaturaWebhook(
        segredo,
        String(recebido!.headers['x-storefront-timestamp']),
        recebido!.corpo,
        String(recebido!.headers['x-storefront-assinatura']),
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true);
    expect(JSON.parse(recebido!.corpo).dados).toMatchObject({
      statusAnterior: 'EMENTREGA',
      pedido: { numpedido: 100003, status: 'ENTREGUE' },
    });

    await page.goto(`${server.baseUrl}/aurora/painel/integracao`);
    const entregas = page.getByTestId('entregas-webhook');
    await entregas.getByRole('cell', { name: /Situação do pedido alterada/ }).waitFor({ timeout: 20_000 });
    expect(await entregas.locator('tbody tr').first().textContent()).toContain('Entregue');
    expect(await page.getByTestId('segredo-novo').count()).toBe(0);
    await fotografar(page, 'integracao');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('Roberto refuses a registration with a reason, then approves it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await entrarNoPainel(page);
    await page.getByRole('link', { name: 'Aprovação de cadastros' }).click();
    await page.getByRole('heading', { level: 1, name: 'Aprovação de cadastros' }).waitFor({ timeout: 20_000 });
    const cadastro = page.locator('[data-cadastro]').filter({ hasText: PADARIA });
    await cadastro.waitFor({ timeout: 20_000 });
    const texto = (await cadastro.textContent()) ?? '';
    expect(texto).toContain('11.444.777/0001-61');
    expect(texto).toContain('compras@paoquente.com.br');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fotografar(page, 'cadastros');

    await cadastro.getByRole('button', { name: 'Recusar' }).click();
    await page.getByLabel('Motivo da recusa').fill('Endereço fora da área de atendimento.');
    await page.getByRole('button', { name: 'Recusar cadastro' }).click();
    await page.getByText(`Cadastro de ${PADARIA} recusado.`).waitFor({ timeout: 20_000 });
    expect(await cadastro.count()).toBe(0);

    await page.getByRole('button', { name: 'Recusados' }).click();
    await cadastro.waitFor({ timeout: 20_000 });
    expect(await cadastro.textContent()).toContain('Endereço fora da área de atendimento.');
    await cadastro.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText(`Cadastro de ${PADARIA} aprovado.`).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Aguardando aprovação' }).click();
    await page.getByTestId('cadastros-vazio').waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
