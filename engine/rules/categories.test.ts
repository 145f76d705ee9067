// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categoryAndDescendants, findCategory, type CategoryRow } from './categories';

/** A random forest: each category's parent is an earlier one or none. */
const forest = fc
  .array(fc.option(fc.nat(), { nil: null }), { maxLength: 30 })
  .map((parents): CategoryRow[] =>
    parents.map((p, i) => ({ idcategoria: i + 1, idcategoriapai: p === null || i === 0 ? null : (p % i) + 1 })),
  );

describe('categoryAndDescendants', () => {
  const rows: CategoryRow[] = [
    { idcategoria: 1, idcategoriapai: null },
    { idcategoria: 2, idcategoriapai: 1 },
    { idcategoria: 3, idcategoriapai: 2 },
    { idcategoria: 4, idcategoriapai: null },
  ];
  it('lists the category first, then every descendant', () => {
    expect(categoryAndDescendants(rows, 1).sort()).toEqual([1, 2, 3]);
    expect(categoryAndDescendants(rows, 1)[0]).toBe(1);
    expect(categoryAndDescendants(rows, 4)).toEqual([4]);
    expect(categoryAndDescendants(rows, 99)).toEqual([99]);
  });
  it('stops on a cycle', () => {
    expect(
      categoryAndDescendants(
        [
          { idcategoria: 1, idcategoriapai: 2 },
          { idcategoria: 2, idcategoriapai: 1 },
        ],
        1,
      ).sort(),
    ).toEqual([1, 2]);
  });
  it('includes the category, is closed under children, and holds nothing else', () => {
    fc.assert(
      fc.property(forest, fc.nat(), (categorias, n) => {
        if (categorias.length === 0) return;
        const id = (n % categorias.length) + 1;
        const result = new Set(categoryAndDescendants(categorias, id));
        expect(result.has(id)).toBe(true);
        expect(result.size).toBe(categoryAndDescendants(categorias, id).length);
        for (const c of categorias) {
          if (c.idcategoriapai !== null && result.has(c.idcategoriapai)) expect(result.has(c.idcategoria)).toBe(true);
          // Everything but the category itself has its parent in the set.
          if (result.has(c.idcategoria) && c.idcategoria !== id)
            expect(result.has(c.idcategoriapai as number)).toBe(true);
        }
      }),
    );
  });
});

describe('findCategory', () => {
  type Node = { slug: string; subcategorias: Node[] };
  const tree: Node[] = [
    { slug: 'bebidas', subcategorias: [{ slug: 'sucos', subcategorias: [] }] },
    { slug: 'sucos', subcategorias: [] },
  ];
  it('searches depth-first, parents before children', () => {
    expect(findCategory(tree, (c) => c.slug === 'sucos')).toBe(tree[0]?.subcategorias[0]);
    expect(findCategory(tree, (c) => c.slug === 'x')).toBeNull();
  });
});
