/**
 * A product's own picture (issue 11: "a supplier can replace any product image by uploading a
 * file"), on Aurora: the admin opens 'Imagens dos produtos' from the desk, finds a coffee, sends a
 * file that is not a picture (refused in pt-BR, nothing changes), then a real JPEG; the shopper's
 * search shows the product with the new picture (its pixels are the uploaded colour, a WebP
 * without the file's metadata); 'Voltar à imagem padrão' brings the drawing back. An attendant
 * is told the screen is not for them. Screenshots at 390 and 1280 px. A server of its own.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, seriousAxeViolations } from './support/browser';
import { useOwnServer } from './support/setup';
import { openStorefront, screenshotBoth } from './support/storefront';

const { server, browser } = useOwnServer();

async function entrar(page: Page, email: string, senha: string): Promise<void> {
  await openStorefront(page, `${server.baseUrl}/aurora/painel/produtos`);
  await page.getByRole('heading', { level: 2, name: 'Entrar na conta da equipe' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await Promise.all([
    page.waitForEvent('load', { timeout: 45_000 }),
    page.getByRole('button', { name: 'Entrar no painel' }).click(),
  ]);
}

/** The centre pixel of a picture served by the storefront. */
async function centro(
  page: Page,
  src: string,
): Promise<{ r: number; g: number; b: number; formato: string | undefined; exif: boolean }> {
  const res = await page.request.get(new URL(src, server.baseUrl).toString());
  expect(res.status()).toBe(200);
  const bytes = await res.body();
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, formato: meta.format, exif: meta.exif !== undefined };
}

describe('product pictures uploaded by the admin', () => {
  it('the admin replaces a product picture; the shopper sees it; back to the drawn one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await entrar(page, 'admin@aurora.com.br', 'admin123');
    await page.getByRole('heading', { level: 1, name: 'Imagens dos produtos' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Buscar produto', { exact: true }).fill('cafe');
    await page.getByLabel('Buscar produto', { exact: true }).press('Enter');
    const lista = page.getByTestId('painel-produtos');
    const primeiro = lista.locator('li').first();
    await expect
      .poll(async () => (await primeiro.locator('h2').textContent())?.toLowerCase() ?? '', { timeout: 15_000 })
      .toContain('caf');
    const id = Number(await primeiro.getAttribute('data-produto'));
    const nome = (await primeiro.locator('h2').textContent())!.trim();
    expect(await primeiro.getByTestId('imagem-origem').textContent()).toBe('Imagem padrão da loja');

    // Not a picture: the server's pt-BR refusal on that product; nothing changed.
    await primeiro
      .getByLabel(/Nova imagem/)
      .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('isto não é uma imagem') });
    await primeiro.getByRole('button', { name: 'Enviar imagem' }).click();
    await primeiro
      .getByText('O arquivo não é uma imagem que possamos ler. Envie um JPEG, PNG, WebP, AVIF ou GIF.')
      .waitFor({ timeout: 15_000 });
    expect(await primeiro.getByTestId('imagem-origem').textContent()).toBe('Imagem padrão da loja');

    // A real photo (with camera data in its EXIF): accepted, re-encoded.
    const foto = await sharp({
      create: { width: 900, height: 700, channels: 3, background: { r: 200, g: 30, b: 140 } },
    })
      .withExif({ IFD0: { Make: 'CameraDoFornecedor' } })
      .jpeg()
      .toBuffer();
    await primeiro.getByLabel(/Nova imagem/).setInputFiles({ name: 'cafe.jpg', mimeType: 'image/jpeg', buffer: foto });
    await primeiro.getByRole('button', { name: 'Enviar imagem' }).click();
    await primeiro.getByText('Imagem trocada. Os clientes já veem a nova imagem.').waitFor({ timeout: 15_000 });
    expect(await primeiro.getByTestId('imagem-origem').textContent()).toMatch(
      /^Imagem enviada em [0-9]{2}\/[0-9]{2}\/[0-9]{4} \(900 × 700 px\)$/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'produtos-imagens');

    // The shopper: the product in a search, with the uploaded picture.
    const lojaContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const loja = await lojaContext.newPage();
    await openStorefront(loja, `${server.baseUrl}/aurora/busca?q=${encodeURIComponent(nome)}`);
    const img = loja.locator(`img[src*="/${id}-"], img[src*="/${id}.webp"]`).first();
    await img.waitFor({ timeout: 20_000 });
    const src = (await img.getAttribute('src'))!;
    expect(src).toMatch(/\?v=[0-9]{14}$/);
    const pixel = await centro(loja, src);
    expect(pixel).toMatchObject({ formato: 'webp', exif: false });
    expect(pixel.r).toBeGreaterThan(160);
    expect(pixel.g).toBeLessThan(80);
    expect(pixel.b).toBeGreaterThan(100);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    // Back to the drawn picture.
    await primeiro.getByRole('button', { name: 'Voltar à imagem padrão' }).click();
    await primeiro.getByText('A imagem padrão voltou a ser mostrada.').waitFor({ timeout: 15_000 });
    expect(await primeiro.getByTestId('imagem-origem').textContent()).toBe('Imagem padrão da loja');
    await openStorefront(loja, `${server.baseUrl}/aurora/busca?q=${encodeURIComponent(nome)}`);
    const desenho = await centro(
      loja,
      (await loja.locator(`img[src*="/${id}-"], img[src*="/${id}.webp"]`).first().getAttribute('src'))!,
    );
    expect(desenho.r > 160 && desenho.g < 80 && desenho.b > 100).toBe(false);
    // The one 400 is the refused file, asked for above.
    expect(errors.filter((e) => !/400/.test(e))).toEqual([]);
    expect(errors.filter((e) => /HTTP 400/.test(e))).toHaveLength(1);
    await Promise.all([context.close(), lojaContext.close()]);
  });

  it('an attendant is told the pictures are for the admins', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await entrar(page, 'atendente@aurora.com.br', 'atende123');
    await page
      .getByText('As imagens dos produtos são só para os administradores da loja.')
      .waitFor({ timeout: 20_000 });
    await page.goto(`${server.baseUrl}/aurora/painel`);
    await page.getByRole('heading', { level: 1, name: 'Painel de pedidos' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Imagens dos produtos' }).count()).toBe(0);
    await context.close();
  });
});
