/**
 * Category tree rules: a category stands for itself and all its descendants (a product of
 * 'Bebidas > Refrigerantes' is listed under 'Bebidas'). The server reads categories as flat rows
 * with a parent id; the browser receives them as a tree with `subcategorias`.
 */

/** A category row with its parent (null at the root). */
export interface CategoryRow {
  idcategoria: number;
  idcategoriapai: number | null;
}

/** The ids of a category and of all its descendants, the category first; safe on cycles. */
export function categoryAndDescendants(categorias: readonly CategoryRow[], idcategoria: number): number[] {
  const children = new Map<number, number[]>();
  for (const c of categorias) {
    if (c.idcategoriapai === null) continue;
    const list = children.get(c.idcategoriapai) ?? [];
    list.push(c.idcategoria);
    children.set(c.idcategoriapai, list);
  }
  const out: number[] = [];
  const seen = new Set<number>();
  const stack = [idcategoria];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** A category node of the tree the API returns. */
export interface CategoryNode<C> {
  subcategorias: readonly C[];
}

/** The first category of a tree (depth-first, parents before children) that matches. */
export function findCategory<C extends CategoryNode<C>>(
  categorias: readonly C[],
  predicate: (c: C) => boolean,
): C | null {
  for (const categoria of categorias) {
    if (predicate(categoria)) return categoria;
    const inner = findCategory(categoria.subcategorias, predicate);
    if (inner) return inner;
  }
  return null;
}
