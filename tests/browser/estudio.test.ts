/**
 * The layout studio (issue 14, 'Checks it must pass'), as Aurora's admin does it:
 * - logs in at /aurora/painel/loja and opens the studio;
 * - adds a carousel at the top of the home page, chooses 'Café e Chás' in the form, sets the
 *   block's title (`titulo`) and sees both in the live preview;
 * - moves the catalogue grid out of its section (its button) and above the carousel by dragging
 *   with the keyboard alone (dnd-kit's keyboard sensor), hearing the pt-BR announcements;
 * - saves with a note and publishes; a shopper (another browser context) sees the new home within 5 s;
 * - rolls back (restores version 1 as a draft, publishes it) and the shopper's home returns;
 * - a second admin session saving a stale version gets the server's conflict message;
 * - an invalid prop typed in the JSON view shows the pt-BR error at its path and cannot be published;
 * - an attendant gets the refusal; axe finds no serious or critical violation; screenshots at 390 and 1280.
 * A server of its own (it publishes Aurora's layout).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { repoRoot } from './support/server';
import { useOwnServer } from './support/setup';
import { openStorefront, screenshotBoth } from './support/storefront';

const { server, browser } = useOwnServer();

/** The title the admin gives the new carousel in the form (the carousel's `titulo`, layout v3). */
const TITULO = 'Cafés torrados na semana';

async function novaSessao(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'pt-BR',
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

/** The studio's own staff login; the page reloads as the admin. */
async function entrarNoEstudio(page: Page, email = 'admin@aurora.com.br', senha = 'admin123'): Promise<void> {
  await openStorefront(page, `${server.baseUrl}/aurora/painel/loja`);
  await page.getByRole('heading', { level: 2, name: 'Entrar na conta da equipe' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar no estúdio' }).click();
}

async function abrirEstudio(page: Page): Promise<void> {
  await entrarNoEstudio(page);
  // The page reloads as the admin: the studio's tabs replace the login. On a loaded machine the
  // reload may land before the session cookies: once more then (the login itself answered).
  const abas = page.getByRole('tab', { name: 'Layout' });
  try {
    await abas.waitFor({ timeout: 30_000 });
  } catch {
    await page.screenshot({ path: path.join(repoRoot, '.tmp', 'screens', 'estudio-login-lento.png'), fullPage: true });
    await openStorefront(page, `${server.baseUrl}/aurora/painel/loja`);
    await abas.waitFor({ timeout: 30_000 });
  }
  await page.getByRole('heading', { name: 'Blocos de Página inicial' }).waitFor({ timeout: 20_000 });
}

/** The preview's iframe (made again when the document tab changes). */
async function previa(page: Page): Promise<Frame> {
  const limite = Date.now() + 15_000;
  for (;;) {
    const frame = page.frames().find((f) => f.url().endsWith('/painel/loja/previa') && !f.isDetached());
    if (frame) return frame;
    if (Date.now() > limite) throw new Error('prévia ausente');
    await page.waitForTimeout(100);
  }
}

/** The block headings in order (h2s; a rail's heading may be off screen, hence its text content). */
async function titulos(page: Page | Frame, onde: string): Promise<string[]> {
  return page.locator(`${onde} h2`).evaluateAll((hs) => hs.map((h) => (h.textContent ?? '').trim()));
}

/** The order of the home's block headings a shopper sees (h2s of the page's main). */
const titulosDaHome = (page: Page) => titulos(page, 'main');

/** Presses Enter on a button reached by focus (the keyboard alone, no click). */
async function teclar(page: Page, nome: string | RegExp, vezes = 1): Promise<void> {
  for (let i = 0; i < vezes; i++) {
    const botao = page.getByRole('button', { name: nome, exact: typeof nome === 'string' });
    await botao.focus();
    await page.keyboard.press('Enter');
  }
}

describe('layout studio', () => {
  it('an admin adds a carousel, moves the grid by keyboard, publishes, a shopper sees it; rollback; conflict; invalid JSON', async () => {
    const { context, page } = await novaSessao();
    const errors = collectPageErrors(page);
    await abrirEstudio(page);
    expect(await page.getByTestId('estudio-versao').textContent()).toContain('Rascunho: versão 1');

    // A shopper's home before: the grid comes after the carousels.
    const loja = await novaSessao(1280);
    await openStorefront(loja.page, `${server.baseUrl}/aurora`);
    const antes = await titulosDaHome(loja.page);
    expect(antes.indexOf('Todos os produtos')).toBeGreaterThan(antes.indexOf('Café e Chás'));

    // Add a carousel at the top of the home page, choose 'Café e Chás' and set its title in the form.
    await page.getByText('Adicionar bloco', { exact: true }).click();
    await page.getByLabel('Onde').selectOption('inicio');
    await page.getByRole('button', { name: 'Adicionar Carrossel' }).click();
    await page.getByRole('heading', { name: 'Carrossel (carousel)' }).waitFor();
    await page.getByLabel('Tipo').selectOption('PRODUTOS');
    await page.getByLabel('Carrossel', { exact: true }).selectOption({ label: 'Café e Chás (produtos) · nº 3' });
    await page.getByLabel('Título', { exact: true }).fill(TITULO);
    // The preview draws it first, with the real block and its title, within a moment.
    const frame = await previa(page);
    await expect
      .poll(async () => (await titulos(frame, '[data-testid="previa"]')).slice(0, 2), { timeout: 10_000 })
      .toEqual([TITULO, 'Café e Chás']);

    // The catalogue grid: out of its section (its button, by Enter), then above the carousel by
    // dragging with the keyboard alone (dnd-kit's keyboard sensor: focus the handle, Espaço, ↑ × 6, Espaço).
    const grade = page.getByRole('button', { name: /Grade de produtos\s*grade-home/ });
    await grade.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Grade de produtos (grade-home)' }).waitFor();
    await teclar(page, 'Mover para fora da seção');
    const alca = page.getByRole('button', { name: 'Arrastar Grade de produtos (grade-home)' });
    expect(await alca.getAttribute('aria-roledescription')).toBe('bloco arrastável');
    // The handle describes how to drag, in pt-BR.
    const instrucoes = await alca.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${instrucoes}"]`).textContent()).toBe(
      'Para mover um bloco, pressione Espaço, use as setas para cima e para baixo e pressione Espaço de novo para soltar; Esc cancela.',
    );
    const anuncio = page.locator('[role="status"][aria-live="assertive"]');
    const ouvido = async () => (await anuncio.allTextContents()).filter(Boolean).join(' | ');
    await alca.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(ouvido)
      .toContain('Grade de produtos (grade-home) pego. Use as setas para mover e Espaço para soltar.');
    // Each ↑ passes one sibling, and says which (at a person's pace: one key, then what is heard).
    for (const acima of [
      'secao-catalogo',
      'vitrine-cafes',
      'vitrine-ofertas',
      'boas-vindas-cliente',
      'destaques',
      'carousel',
    ]) {
      await page.keyboard.press('ArrowUp');
      await expect
        .poll(ouvido)
        .toMatch(new RegExp(`^Grade de produtos \\(grade-home\\) sobre a posição de [^(]+ \\(${acima}\\)\\.$`));
    }
    await page.keyboard.press('Space');
    await expect.poll(ouvido).toContain('Grade de produtos (grade-home) solto na posição de Carrossel (carousel).');
    await expect
      .poll(async () => (await titulos(frame, '[data-testid="previa"]')).slice(0, 3), { timeout: 10_000 })
      .toEqual(['Todos os produtos', TITULO, 'Café e Chás']);
    // The tree says the same order: the grid first, the new carousel second.
    expect(
      await page.locator('[data-no]').evaluateAll((lis) => lis.slice(0, 2).map((li) => li.getAttribute('data-no'))),
    ).toEqual(['grade-home', 'carousel']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'estudio-layout');

    // Save with a note, publish.
    await page.getByLabel('Nota da versão').fill('Cafés no topo, grade acima');
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.getByText('Rascunho salvo (versão 2).').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('Versão 2 publicada.').waitFor({ timeout: 15_000 });

    // The shopper sees the new home within 5 seconds.
    const publicadoEm = Date.now();
    await expect
      .poll(
        async () => {
          await openStorefront(loja.page, `${server.baseUrl}/aurora`);
          return (await titulosDaHome(loja.page)).slice(0, 3);
        },
        { timeout: 5_000, interval: 250 },
      )
      .toEqual(['Todos os produtos', TITULO, 'Café e Chás']);
    expect(Date.now() - publicadoEm).toBeLessThan(5_000);

    // The history with its diff; roll back to version 1 and publish it: the shopper's home returns.
    await page.getByRole('button', { name: 'Histórico' }).click();
    const versoes = page.getByTestId('estudio-versoes');
    await versoes.locator('[data-versao="2"]').getByText('Cafés no topo, grade acima').waitFor({ timeout: 15_000 });
    expect(await versoes.locator('[data-versao="2"]').innerText()).toMatch(/Adicionado:.*carousel/);
    await screenshotBoth(page, 'estudio-historico');
    await versoes.getByRole('button', { name: 'Restaurar como rascunho a versão 1' }).click();
    await page.getByText('A versão 1 virou o rascunho (versão 3).').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('Versão 3 publicada.').waitFor({ timeout: 15_000 });
    await expect
      .poll(
        async () => {
          await openStorefront(loja.page, `${server.baseUrl}/aurora`);
          return titulosDaHome(loja.page);
        },
        { timeout: 5_000, interval: 250 },
      )
      .toEqual(antes);

    // A second admin session, opened now (version 3), saves after the first saved version 4: the conflict message.
    const outro = await novaSessao();
    await abrirEstudio(outro.page);
    await page.getByRole('button', { name: /Texto\s*boas-vindas-cliente/ }).click();
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.getByText('Rascunho salvo (versão 4).').waitFor({ timeout: 15_000 });
    await outro.page.getByRole('button', { name: /Carrossel\s*destaques/ }).click();
    await outro.page.getByRole('button', { name: 'Remover' }).click();
    await outro.page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await outro.page
      .getByText(
        /^Outra pessoa salvou esta página enquanto você editava \(versão 4, por .+\)\. Recarregue para ver as mudanças antes de salvar; nada foi sobrescrito\.$/,
      )
      .waitFor({ timeout: 15_000 });
    await outro.context.close();

    // An invalid prop typed in the JSON view: the pt-BR error at its path; it cannot be published.
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Documento em JSON' });
    await editor.waitFor();
    const invalido = JSON.parse(
      readFileSync(path.join(repoRoot, 'server/db/seed/documents/aurora.layout.json'), 'utf8'),
    ) as { pages: { home: { props?: Record<string, unknown> }[] } };
    invalido.pages.home[0]!.props = { ...invalido.pages.home[0]!.props, intervaloMs: 500 };
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify(invalido, null, 2));
    await page
      .getByText(/1 erro no rascunho: ele pode ser salvo, mas não publicado\. pages\.home\[0\]\.props\.intervaloMs: /)
      .waitFor({ timeout: 10_000 });
    await page.keyboard.press('ControlOrMeta+Home');
    await page.locator('.cm-lintRange-error').first().hover();
    const dica = page.locator('.cm-tooltip-lint');
    await dica.waitFor({ timeout: 10_000 });
    expect(await dica.innerText()).toMatch(/^pages\.home\[0\]\.props\.intervaloMs: .*2000/);
    await screenshotBoth(page, 'estudio-json');
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.getByText('Rascunho salvo (versão 5).').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Publicar' }).isDisabled()).toBe(true);
    await page.getByText('O rascunho tem erros: corrija-os para publicar.').waitFor();
    // The preview shows the refused props as an error box, never silently dropping the block.
    await (
      await previa(page)
    )
      .getByText(/Bloco "carousel" \(id destaques\) com propriedades inválidas/)
      .waitFor({ timeout: 10_000 });
    await errorsOk(errors);
    await loja.context.close();
    await context.close();
  }, 240_000);
});

describe('layout studio: menu, recursos, tema; who may use it', () => {
  it('the tema tab warns of a text colour below WCAG AA and previews it; menu and features tabs pass axe', async () => {
    const { context, page } = await novaSessao();
    await abrirEstudio(page);
    await page.getByRole('tab', { name: 'Tema' }).click();
    const texto = page.getByLabel('Cor do texto (sobre a primária e a secundária)', { exact: true });
    await texto.waitFor({ timeout: 15_000 });
    // The text colour of the primary itself: contrast 1:1.
    await texto.fill(await page.getByLabel('Cor primária', { exact: true }).inputValue());
    await page
      .getByText(/O texto sobre a cor primária tem contraste 1,00:1, abaixo do mínimo de 4,5:1 \(WCAG AA\)/)
      .waitFor();
    // The tema has no zod check in the browser: the emitted JSON Schema (tema/v1.json) checks it as typed.
    const primaria = page.getByLabel('Cor primária', { exact: true });
    const original = await primaria.inputValue();
    await primaria.fill('azul');
    const resumo = page.getByText(
      /^1 erro no rascunho: ele pode ser salvo, mas não publicado\. cor_primaria: formato inválido \(esperado o padrão \^#\[0-9a-fA-F\]\{6\}\$\)$/,
    );
    await resumo.waitFor({ timeout: 10_000 });
    await page.getByText('formato inválido (esperado o padrão ^#[0-9a-fA-F]{6}$)', { exact: true }).waitFor();
    await primaria.fill(original);
    await resumo.waitFor({ state: 'detached' });
    await page.getByLabel('Título da página').fill('Aurora — atacado de alimentos');
    await (await previa(page)).getByText('Aurora — atacado de alimentos').waitFor({ timeout: 10_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'estudio-tema');
    await page.getByRole('tab', { name: 'Menu' }).click();
    await page.getByLabel('Texto do item 1', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Ver como').selectOption('cliente');
    await (await previa(page)).getByText('Meus pedidos').waitFor({ timeout: 10_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'estudio-menu');
    await page.getByRole('tab', { name: 'Recursos' }).click();
    await page.getByLabel('Restringir Preços').check();
    await page.getByLabel('Ver como').selectOption('anonimo');
    await expect
      .poll(async () => (await previa(page)).locator('tr', { hasText: 'precos' }).innerText(), { timeout: 10_000 })
      .toContain('Desativado');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Export the four documents as one file, import it back: each becomes a new draft.
    const [baixado] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      page.getByRole('button', { name: 'Exportar documentos' }).click(),
    ]);
    expect(baixado.suggestedFilename()).toBe('aurora-documentos.json');
    const arquivo = await baixado.path();
    const exportado = JSON.parse(readFileSync(arquivo, 'utf8')) as {
      formato: string;
      documentos: Record<string, unknown>;
    };
    expect(exportado.formato).toBe('vitrine-documentos');
    expect(Object.keys(exportado.documentos).sort()).toEqual(['features', 'layout', 'menu', 'tema']);
    await page.getByLabel('Arquivo de documentos para importar').setInputFiles(arquivo);
    await page
      .getByText('Documentos importados como rascunhos. Confira e publique cada um.')
      .waitFor({ timeout: 15_000 });
    await page
      .getByLabel('Arquivo de documentos para importar')
      .setInputFiles({ name: 'ruim.json', mimeType: 'application/json', buffer: Buffer.from('{ isto não é JSON') });
    await page
      .getByText('O arquivo não é um JSON válido. Escolha o arquivo exportado pelo estúdio.')
      .waitFor({ timeout: 15_000 });
    await context.close();
  }, 180_000);

  it('an attendant gets the refusal, not the studio', async () => {
    const { context, page } = await novaSessao(390);
    await entrarNoEstudio(page, 'atendente@aurora.com.br', 'atende123');
    await page
      .getByText('Acesso negado: o estúdio da loja é só para os administradores desta loja.')
      .waitFor({ timeout: 60_000 });
    expect(await page.getByRole('tab', { name: 'Layout' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'estudio-recusa');
    await context.close();
  }, 120_000);
});

async function errorsOk(errors: string[]): Promise<void> {
  // The conflict answers 409 on purpose.
  expect(errors.filter((e) => !/HTTP 409/.test(e))).toEqual([]);
}
