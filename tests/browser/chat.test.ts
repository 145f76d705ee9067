/**
 * The chat and live updates (issue 30), as the customer and the attendant live them, in two
 * browser contexts: Maria writes on order 100001 from the order's page ('Chat pedido 100001'),
 * Júlia reads and answers from the desk's inbox (/aurora/painel/chat); each sees the other's
 * message without a reload, and the unread counts are right on both sides (the inbox's room, the
 * header's 'Chat' entry, the notification while Maria's chat is closed). Then Júlia, one click
 * from the conversation, sets an attendant price on Maria's cart, and Maria's open cart shows the
 * lock notice within 2 s, without a reload. Own server: Maria's cart and the chat rooms are this
 * file's. Screens at 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { addFromSearch, loginFromHeader, openStorefront, screenshotBoth } from './support/storefront';

const { server, browser } = useOwnServer();

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

/** The desk's own staff login; the page reloads as staff. */
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

/** The header's chat entry, once its socket is connected. */
async function chatConectado(page: Page): Promise<void> {
  await page.locator('[data-testid="chat-entrada"][data-estado="conectado"]').waitFor({ timeout: 30_000 });
}

const entradaDoChat = (page: Page) => page.getByRole('banner').getByTestId('chat-entrada');

const MARIA_ESCREVE = 'Olá! Posso receber o pedido 100001 pela manhã?';
const JULIA_RESPONDE = 'Pode sim, Maria. Os horários estão em https://exemplo.com.br/entregas.';
const JULIA_DE_NOVO = 'Mais alguma dúvida?';

describe('chat', () => {
  it("Maria writes on order 100001, Júlia answers from the inbox, both live; Júlia's price locks Maria's open cart within 2 s", async () => {
    const maria = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await maria.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/aurora');
    await loginFromHeader(page);
    await addFromSearch(page, `${server.baseUrl}/aurora`, 'Queijo Minas Frescal', /Queijo Minas Frescal/);

    // Maria, on her order's page: 'Conversar sobre este pedido' opens 'Chat pedido 100001'.
    await open(page, '/aurora/pedidos/100001');
    await page.getByRole('heading', { level: 1, name: 'Pedido nº 100001' }).waitFor({ timeout: 20_000 });
    await chatConectado(page);
    // The demo chat (docs/demo-data.md): Júlia's answer in Maria's 'Chat geral' is unread.
    await expect.poll(() => entradaDoChat(page).getAttribute('aria-label')).toBe('Chat: 1 mensagem não lida');
    const conversar = page.getByRole('button', { name: /^Conversar sobre este pedido/ });
    await expect.poll(() => conversar.isEnabled(), { timeout: 15_000 }).toBe(true);
    await conversar.click();
    const janela = page.getByTestId('chat-janela');
    await janela.getByRole('heading', { level: 2, name: 'Chat pedido 100001' }).waitFor();
    await janela.getByText('Chegou tudo certo, obrigada!').waitFor({ timeout: 15_000 });
    // The limit is shown as she types.
    await janela.getByLabel('Mensagem').fill('x'.repeat(2001));
    await janela.getByText('2001/2000 caracteres').waitFor();
    expect(await janela.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);
    await janela.getByLabel('Mensagem').fill(MARIA_ESCREVE);
    await janela.getByRole('button', { name: 'Enviar' }).click();
    await janela.getByTestId('chat-mensagem').filter({ hasText: MARIA_ESCREVE }).waitFor();
    await expect.poll(() => janela.getByLabel('Mensagem').inputValue()).toBe('');

    // Júlia, in a second context: the inbox lists the room with 2 unread (the demo's thanks and this one).
    const julia = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const painel = await julia.newPage();
    const errosPainel = collectPageErrors(painel);
    await entrarNoPainel(painel, '/aurora/painel/chat');
    await painel.getByRole('heading', { level: 1, name: 'Chat com clientes' }).waitFor({ timeout: 30_000 });
    const sala = painel.getByRole('button', { name: /^Chat pedido 100001/ });
    await expect.poll(() => sala.getAttribute('aria-label'), { timeout: 20_000 }).toMatch(/: 2 mensagens não lidas$/);
    await painel.getByText('(2 mensagens não lidas)').waitFor();
    await sala.click();
    const conversa = painel.getByTestId('chat-mensagens');
    await conversa.getByText(MARIA_ESCREVE).waitFor({ timeout: 15_000 });
    // Read by opening it: the count drops on her side.
    await expect.poll(() => sala.getAttribute('aria-label')).not.toMatch(/não lida/);
    await painel.getByText('(0 mensagens não lidas)').waitFor();
    await painel.getByLabel('Mensagem').fill(JULIA_RESPONDE);
    await painel.getByRole('button', { name: 'Enviar' }).click();
    await conversa.getByText(JULIA_RESPONDE).waitFor();

    // Maria sees the answer without a reload, its address a safe link; she is reading it: still only
    // the general room's 1 unread.
    const resposta = janela.getByTestId('chat-mensagem').filter({ hasText: 'Pode sim, Maria.' });
    await resposta.waitFor({ timeout: 10_000 });
    const link = resposta.getByRole('link', { name: 'https://exemplo.com.br/entregas' });
    expect(await link.getAttribute('href')).toBe('https://exemplo.com.br/entregas');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    await expect.poll(() => entradaDoChat(page).getAttribute('aria-label')).toBe('Chat: 1 mensagem não lida');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'chat-cliente');

    // Maria closes the chat; Júlia writes again: a notification and one more unread in Maria's header.
    await janela.getByRole('button', { name: 'Fechar chat' }).click();
    await janela.waitFor({ state: 'detached' });
    await painel.getByLabel('Mensagem').fill(JULIA_DE_NOVO);
    await painel.getByRole('button', { name: 'Enviar' }).click();
    await conversa.getByText(JULIA_DE_NOVO).waitFor();
    const notificacao = page.getByTestId('chat-notificacao');
    await notificacao.getByText(`Nova mensagem em Chat pedido 100001 — Júlia Atendente: ${JULIA_DE_NOVO}`).waitFor({
      timeout: 10_000,
    });
    await expect.poll(() => entradaDoChat(page).getAttribute('aria-label')).toBe('Chat: 2 mensagens não lidas');
    // 'Abrir' opens the room, which reads it.
    await notificacao.getByRole('button', { name: 'Abrir' }).click();
    await janela.getByTestId('chat-mensagem').filter({ hasText: JULIA_DE_NOVO }).waitFor();
    await expect.poll(() => entradaDoChat(page).getAttribute('aria-label')).toBe('Chat: 1 mensagem não lida');
    // The room names its client; 'Atribuir a' offers the shop's staff: Júlia gives it to Roberto, then to nobody.
    await painel
      .getByRole('heading', { level: 2, name: 'Maria Oliveira Santos · Chat pedido 100001' })
      .waitFor({ timeout: 10_000 });
    expect(await sala.getAttribute('aria-label')).toMatch(/^Chat pedido 100001, Pedido 100001 · Maria Oliveira Santos/);
    const atribuirA = painel.getByLabel('Atribuir a');
    await expect
      .poll(() => atribuirA.locator('option').allTextContents(), { timeout: 10_000 })
      .toEqual(['Ninguém', 'Júlia Atendente (você)', 'Roberto Admin']);
    const atribuida = painel.waitForResponse(
      (r) => r.url().includes('/v4/painel/chat/salas/') && r.request().method() === 'POST',
    );
    await atribuirA.selectOption({ label: 'Roberto Admin' });
    expect((await atribuida).status()).toBe(200);
    await painel.getByText('Atribuída a Roberto Admin.').waitFor();
    await sala.getByText('com Roberto Admin').waitFor();
    expect(await seriousAxeViolations(painel)).toEqual([]);
    await screenshotBoth(painel, 'chat-painel');
    await atribuirA.selectOption({ label: 'Ninguém' });
    await painel.getByText('Sem atendente atribuído.').waitFor();

    // Maria's cart open; Júlia goes from the conversation to Maria's cart and prices its line.
    const vivo = page.waitForResponse((r) => /\/usuario\/\d+\/cart\?/.test(r.url()) && r.request().method() === 'GET', {
      timeout: 30_000,
    });
    await open(page, '/aurora/carrinho');
    await vivo;
    await chatConectado(page);
    expect(await page.getByText('Seu carrinho está sendo atendido por um atendente').count()).toBe(0);

    await painel.getByRole('link', { name: 'Ver carrinho do cliente' }).click();
    const preco = painel.getByRole('textbox', { name: /^Preço do atendente para Queijo Minas Frescal/ });
    await preco.waitFor({ timeout: 20_000 });
    await preco.fill('1,00');
    const salvo = painel.waitForResponse(
      (r) => /\/atendimento\/carrinho\/\d+\/item\//.test(r.url()) && r.request().method() === 'POST',
    );
    await painel.getByRole('button', { name: 'Salvar preço' }).first().click();
    expect((await salvo).status()).toBe(200);
    // Within 2 s of the attendant's saved price, without a reload.
    await page.getByText('Seu carrinho está sendo atendido por um atendente').first().waitFor({ timeout: 2_000 });
    await page.getByTestId('chat-aviso').getByText('Júlia Atendente está atendendo o seu carrinho.').waitFor();
    await screenshotBoth(page, 'chat-carrinho-bloqueado');

    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    expect(errosPainel.filter((e) => !e.includes('favicon'))).toEqual([]);
    await julia.close();
    await maria.close();
  }, 300_000);
});
