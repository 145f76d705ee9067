/**
 * Search-as-you-type (issue 10; spec sections 7 and 9), as a shopper uses it: type 'caf' in the
 * header's search box, and about a second after the last keystroke see 'Café…' suggestions (at
 * most 10, with one request for the whole word), move with the arrow keys and open the product
 * with Enter; type a typo ('acucar') and see 'Açúcar'; Escape closes. The suggestions' code is
 * not in the first view: its chunk loads with the first keystroke. axe with the list open;
 * screenshots at 390 and 1280 px.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot, seriousAxeViolations } from './support/browser';
import { useSharedServer } from './support/setup';
import { openStorefront } from './support/storefront';

const { server, browser } = useSharedServer();

/** The suggestions' lazy chunk, found by its source in the build's manifest (chunks are named by hash alone). */
const CHUNK_SUGESTOES = (
  JSON.parse(readFileSync(new URL('../../dist/client/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >
)['../blocks/header/search-suggestions.tsx']!.file;

const open = (page: Page, path: string): Promise<void> => openStorefront(page, `${server.baseUrl}${path}`);

describe('search suggestions in the header', () => {
  for (const largura of [390, 1280]) {
    it(`'caf' suggests Café products; arrow down + Enter opens one; 'acucar' suggests Açúcar (${largura} px)`, async () => {
      const context = await browser.newContext({ viewport: { width: largura, height: 900 }, locale: 'pt-BR' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const sugestoes: string[] = [];
      const abortadas: string[] = [];
      const chunks: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/full-text/pesquisar')) sugestoes.push(new URL(r.url()).searchParams.get('query') ?? '');
        if (new URL(r.url()).pathname.endsWith(`/${CHUNK_SUGESTOES}`)) chunks.push(r.url());
      });
      page.on('requestfailed', (r) => {
        if (r.url().includes('/full-text/pesquisar')) abortadas.push(new URL(r.url()).searchParams.get('query') ?? '');
      });
      await open(page, '/aurora');
      expect(chunks).toEqual([]);

      const busca = page.getByRole('combobox', { name: /buscar|pesquis/i });
      await busca.click();
      await busca.pressSequentially('caf', { delay: 120 });
      const inicio = Date.now();
      expect(chunks).toHaveLength(1);
      const lista = page.getByRole('listbox', { name: 'Sugestões de produtos' });
      await lista.waitFor();
      // Debounced: nothing asked before ~1000 ms after the last keystroke, one request for the word.
      expect(Date.now() - inicio).toBeGreaterThanOrEqual(900);
      expect(sugestoes).toEqual(['caf']);
      const opcoes = lista.getByRole('option');
      const nomes = await opcoes.allInnerTexts();
      expect(nomes.length).toBeGreaterThan(0);
      expect(nomes.length).toBeLessThanOrEqual(10);
      expect(nomes[0]).toMatch(/^Café/);
      expect(await busca.getAttribute('aria-expanded')).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `search-suggestions-${largura}`);

      await busca.press('ArrowDown');
      await busca.press('ArrowDown');
      await busca.press('ArrowUp');
      const primeira = await opcoes.first().getAttribute('id');
      await expect.poll(() => busca.getAttribute('aria-activedescendant')).toBe(primeira);
      expect(await opcoes.first().getAttribute('aria-selected')).toBe('true');
      await busca.press('Enter');
      await page.getByRole('heading', { level: 1, name: nomes[0]! }).waitFor();
      expect(page.url()).toMatch(/\/aurora\/produto\//);
      await lista.waitFor({ state: 'detached' });

      // A typo: 'acucar' finds Açúcar. Typing on while a request is in flight aborts it.
      await busca.fill('');
      await busca.pressSequentially('acucar', { delay: 60 });
      await page
        .getByRole('option', { name: /Açúcar/ })
        .first()
        .waitFor();
      expect(await busca.getAttribute('aria-expanded')).toBe('true');
      await busca.press('Escape');
      await lista.waitFor({ state: 'detached' });
      // The input's state follows the list on the next render (the header reads it from an effect).
      await expect.poll(() => busca.getAttribute('aria-expanded')).toBe('false');
      expect(await busca.inputValue()).toBe('acucar');
      expect(sugestoes.at(-1)).toBe('acucar');
      expect(abortadas).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
