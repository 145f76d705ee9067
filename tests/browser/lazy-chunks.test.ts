/**
 * What the built bundle loads with what (dist/client/.vite/manifest.json; chunks are named by hash
 * alone, so they are found by their source): Radix's dialog (`dialog` group, 12.9 kB gz) loads
 * only when a dialog first opens (ui/lazy-dialog), never with a page type's chunk nor with the
 * entry checks every logged-in page and every age-checked visit load after hydration; and those
 * entry checks do not bring the cart's group (12 kB) either.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Chunk {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const manifest = JSON.parse(
  readFileSync(new URL('../../dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, Chunk>;

/** The named groups a chunk loads with it (its static imports, transitively). */
function groupsLoadedWith(key: string): Set<string> {
  const groups = new Set<string>();
  const seen = new Set<string>();
  const walk = (k: string): void => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`${k} is not in the build's manifest`);
    if (!chunk.isDynamicEntry && chunk.name) groups.add(chunk.name);
    for (const i of chunk.imports ?? []) walk(i);
  };
  walk(key);
  return groups;
}

const pageChunks = Object.keys(manifest).filter((k) => /^\.\.\/blocks\/groups\/[^/]+\/(page\.tsx|parts\/)/.test(k));

describe('lazy chunks in the build', () => {
  it('finds the page types and the entry checks in the manifest', () => {
    expect(pageChunks).toContain('../blocks/groups/cart/page.tsx');
    expect(pageChunks).toContain('../blocks/groups/orders/page.tsx');
    expect(pageChunks.length).toBeGreaterThanOrEqual(8);
    expect(manifest['pages/entry-checks/entry-gate.tsx']?.isDynamicEntry).toBe(true);
  });

  it("no page type's chunk loads the dialog's group with it", () => {
    const withDialog = pageChunks.filter((k) => groupsLoadedWith(k).has('dialog'));
    expect(withDialog).toEqual([]);
  });

  it('the entry checks (terms of use, age) load neither the dialog nor the cart with them', () => {
    const groups = groupsLoadedWith('pages/entry-checks/entry-gate.tsx');
    expect(groups.has('dialog')).toBe(false);
    expect(groups.has('cart')).toBe(false);
  });
});
