/**
 * The visual baseline (issue 11 item 7): the home, a category, a search and a product page of
 * both suppliers, at 390 and 1280 px, compared with the committed PNGs in tests/visual/baseline/
 * by pixelmatch. A page fails when more than MAX_DIFF_RATIO of its pixels differ (or its size
 * changed); the new screenshot and the diff image are written to .tmp/visual/.
 *
 * Deterministic by construction: every card rendered (no content-visibility skipping), reduced motion (the carousels do not turn, the free-shipping
 * banner stands still), CSS animations and the caret off, a fixed clock (the footer's year), the
 * cookie banner answered, web fonts ready, every image loaded (scrolled into view first), a fresh
 * context (an empty cart).
 *
 * Regenerate the baselines after an intended change of the look (and look at them before
 * committing): `npm run test:visual:update` (a build first: `npm run build`).
 * Compare only: `npm run test:visual` (npm test runs it with the browser project).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../browser/support/server';
import { useSharedServer } from '../browser/support/setup';
import { confirmAge, waitForApp } from '../browser/support/storefront';
import { PAGE_KINDS, SUPPLIERS, type ShopPage, shopPages } from './pages';

/** The share of pixels that may differ (anti-aliasing, sub-pixel text) before a page fails. */
const MAX_DIFF_RATIO = 0.002;
/** pixelmatch's per-pixel colour threshold (0–1): small enough to see a moved line of text. */
const PIXEL_THRESHOLD = 0.1;
/** Mid-January, at noon in São Paulo: whatever shows a date or a year shows this one. */
const FIXED_TIME = new Date('2026-01-15T15:00:00Z');
const WIDTHS = [390, 1280] as const;

const baselineDir = path.join(repoRoot, 'tests', 'visual', 'baseline');
const outDir = path.join(repoRoot, '.tmp', 'visual');
const updating = process.env.UPDATE_VISUAL === '1';

const { server, browser } = useSharedServer();
const pages = new Map<string, ShopPage[]>();

/** A page at `width`, in a context closed when the test ends (`open`: else, by its caller). */
async function newPage(
  width: number,
  open: (options: BrowserContextOptions) => Promise<BrowserContext> = browser.newTestContext,
): Promise<Page> {
  const context = await open({
    viewport: { width, height: width < 768 ? 844 : 900 },
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
  // ConstruForte's age check is answered in advance (tests/browser/terms-age.test.ts covers it).
  await confirmAge(context, server.baseUrl);
  const page = await context.newPage();
  await page.clock.install({ time: FIXED_TIME });
  return page;
}

beforeAll(async () => {
  await browser.withContexts(async (open) => {
    for (const { slug } of SUPPLIERS) {
      pages.set(
        slug,
        await shopPages(server.baseUrl, slug, async (p) => {
          const page = await newPage(1280, open);
          await page.goto(server.baseUrl + p);
          return page;
        }),
      );
    }
  });
});

/** Opens a page and brings it to rest: banner answered, fonts ready, every image loaded, back at the top. */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Rejeitar todos' }).click();
  await page.getByRole('button', { name: 'Rejeitar todos' }).waitFor({ state: 'detached' });
  // Cards and rails far from the viewport skip rendering (content-visibility: auto), and a full-page
  // screenshot does not scroll: render everything, as a visitor scrolling down would see it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images load as they come near the viewport: walk down the page, then wait for each.
    const step = Math.floor(window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    // The ones out of view sideways (a rail's later cards, the next banner slides) never come near: load them too.
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((image) => (image.complete ? null : image.decode().catch(() => null))),
    );
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.waitForFunction(
    () => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
    undefined,
    { timeout: 20_000 },
  );
  // The chunks that load after hydration (the product page's 'Calcular frete' form, the
  // availability alert) change the layout when they arrive: wait until nothing is loading.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

interface Comparison {
  ratio: number;
  problem: string | null;
}

function compare(name: string, actual: Buffer): Comparison {
  const baselineFile = path.join(baselineDir, `${name}.png`);
  mkdirSync(outDir, { recursive: true });
  if (!existsSync(baselineFile)) {
    writeFileSync(path.join(outDir, `${name}-actual.png`), actual);
    return {
      ratio: 1,
      problem: `no baseline ${path.relative(repoRoot, baselineFile)}: run \`npm run test:visual:update\``,
    };
  }
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(path.join(outDir, `${name}-actual.png`), actual);
    return {
      ratio: 1,
      problem: `size ${got.width}×${got.height} instead of ${expected.width}×${expected.height} (.tmp/visual/${name}-actual.png)`,
    };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (got.width * got.height);
  if (ratio <= MAX_DIFF_RATIO) return { ratio, problem: null };
  writeFileSync(path.join(outDir, `${name}-actual.png`), actual);
  writeFileSync(path.join(outDir, `${name}-diff.png`), PNG.sync.write(diff));
  return {
    ratio,
    problem: `${differing} pixels differ (${(ratio * 100).toFixed(2)} % > ${(MAX_DIFF_RATIO * 100).toFixed(2)} %): .tmp/visual/${name}-diff.png, .tmp/visual/${name}-actual.png`,
  };
}

describe.each(SUPPLIERS.map((s) => s.slug))('the look of %s', (slug) => {
  describe.each(WIDTHS)('at %i px', (width) => {
    it.each(PAGE_KINDS)('the %s page matches its baseline', async (kind) => {
      const shop = pages.get(slug)?.find((p) => p.kind === kind);
      if (!shop) throw new Error(`No ${kind} page for ${slug}`);
      const page = await newPage(width);
      await settle(page, server.baseUrl + shop.path);
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      const name = `${slug}-${kind}-${width}`;
      if (updating) {
        mkdirSync(baselineDir, { recursive: true });
        writeFileSync(path.join(baselineDir, `${name}.png`), shot);
        return;
      }
      expect(compare(name, shot).problem, shop.path).toBeNull();
    });
  });
});
