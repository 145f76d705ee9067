/**
 * Password recovery as a customer does it, in Chromium against the real server and a real SMTP
 * sink started here (smtp-server on 127.0.0.1, random port, SMTP_URL pointing at it): ask for
 * the link (the call the login form's 'Esqueci minha senha' makes, with the CNPJ's slash
 * stripped), read the message from the sink, open its link, set a new password on the reset
 * page, see the confirmation with the login link; the same link then refuses a second use, and
 * the new password logs in. The server's log (at info) never holds the code.
 * Screenshots at 390 and 1280 px of the reset page and of the e-mail's HTML; axe on the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useOwnServerWithMail } from './support/setup';

const { server, browser, mail: smtp } = useOwnServerWithMail({ LOG_LEVEL: 'info' });

async function newPage(width: number): Promise<Page> {
  const context = await browser.newTestContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

describe('password recovery through the SMTP sink', () => {
  it('e-mails a link whose page sets the new password once', async () => {
    const aurora = (await (
      await fetch(`${server.baseUrl}/api/v2/app/anon-${'0'.repeat(32)}/fornecedor?idfornecedor=aurora`)
    ).json()) as {
      idfornecedor: string;
    }[];
    const idfornecedor = aurora[0]!.idfornecedor;
    const login = '11.222.333/0001-81'.replace(/\//g, '');
    const pedido = await fetch(
      `${server.baseUrl}/api/v2/app/anon-${'1'.repeat(32)}/cliente/senha/recuperar/${login}?idfornecedor=${idfornecedor}`,
    );
    expect(pedido.status).toBe(200);
    expect(await pedido.json()).toEqual({ email: 'c***@bompreco.com.br' });

    const mail = await smtp.proximaMensagem();
    expect(mail.subject).toBe('Redefinição de senha | Distribuidora Aurora');
    const html = typeof mail.html === 'string' ? mail.html : '';
    const link = /(http:\/\/127\.0\.0\.1:\d+\/aurora\/redefinir-senha\/[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(html).toContain(`href="${link}"`);

    // The e-mail as a mail client shows it.
    for (const width of [390, 1280]) {
      const page = await newPage(width);
      await page.setContent(html, { waitUntil: 'load' });
      await screenshot(page, `email-recuperacao-${width}`);
    }

    const page = await newPage(390);
    const errors = collectPageErrors(page);
    await page.goto(link!);
    await page.waitForSelector('html[data-app-pronto]');
    expect(await page.getByRole('heading', { level: 1, name: 'Redefinir senha' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'redefinir-senha-390');

    await page.getByLabel('Nova senha', { exact: true }).fill('senha nova do bom preco');
    await page.getByLabel('Confirme a nova senha').fill('senha diferente');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('A confirmação não é igual à nova senha.');

    await page.getByLabel('Confirme a nova senha').fill('senha nova do bom preco');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByRole('heading', { level: 1, name: 'Senha redefinida' }).waitFor();
    expect(
      await page.locator('[data-tone="positive"]').getByRole('link', { name: 'Entrar' }).getAttribute('href'),
    ).toBe('/aurora/login');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // The same link a second time: refused in pt-BR.
    const desktop = await newPage(1280);
    await desktop.goto(link!);
    await desktop.waitForSelector('html[data-app-pronto]');
    await screenshot(desktop, 'redefinir-senha-1280');
    await desktop.getByLabel('Nova senha', { exact: true }).fill('outra senha qualquer');
    await desktop.getByLabel('Confirme a nova senha').fill('outra senha qualquer');
    await desktop.getByRole('button', { name: 'Redefinir senha' }).click();
    await desktop.getByRole('alert').waitFor();
    expect(await desktop.getByRole('alert').textContent()).toBe(
      'Este link de redefinição de senha já foi usado. Solicite um novo.',
    );

    // The new password logs in (the spec's login call, as the login form makes it).
    const entrar = await fetch(`${server.baseUrl}/api/v1/app/anon-${'2'.repeat(32)}/usuario/autenticar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cpf: '11.222.333/0001-81', senha: 'senha nova do bom preco', idfornecedor }),
    });
    expect(entrar.status).toBe(200);
    expect(typeof ((await entrar.json()) as { token?: unknown }).token).toBe('string');

    // The server logged the page requests (LOG_LEVEL=info), never the code.
    expect(server.output()).toContain('/aurora/redefinir-senha/***');
    expect(server.output()).not.toContain(link!.split('/').pop()!);
  });
});
