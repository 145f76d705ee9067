/**
 * Pure tree operations on a layout draft, for the layout studio (issue 14): add, remove,
 * duplicate (with fresh ids), move up/down, into the previous sibling and out of the parent, and
 * reorder among siblings (drag and drop). Every operation returns a new list and leaves its input
 * untouched; ids stay unique across the document and no node is lost (fast-check properties in
 * layout-tree.test.ts).
 *
 * A node is addressed by its path: the indices from the list's root through `children`
 * ([2] is the third node of the list, [2, 0] its first child). An operation that cannot apply
 * (first node moved up, a leaf as the target of "into", a path that names no node) returns the
 * list unchanged (the same reference), so a caller can tell by identity.
 */

/** A layout node as the studio edits it: the draft may carry props the schema will refuse. */
export interface NoArvore {
  type: string;
  id: string;
  props?: unknown;
  children?: NoArvore[];
  when?: unknown;
}

export type CaminhoNo = readonly number[];

/** The node at `caminho`, or undefined. */
export function noEm(lista: readonly NoArvore[], caminho: CaminhoNo): NoArvore | undefined {
  let atual: readonly NoArvore[] | undefined = lista;
  let no: NoArvore | undefined;
  for (const i of caminho) {
    if (!atual || !Number.isInteger(i) || i < 0 || i >= atual.length) return undefined;
    no = atual[i];
    atual = no?.children;
  }
  return no;
}

/** Replaces the list of children at `pai` (the root list when `pai` is []) by `fn(list)`. */
function naLista(
  lista: readonly NoArvore[],
  pai: CaminhoNo,
  fn: (filhos: readonly NoArvore[]) => NoArvore[] | null,
): NoArvore[] | null {
  if (pai.length === 0) return fn(lista);
  const [i, ...resto] = pai;
  const no = i === undefined ? undefined : lista[i];
  if (!no || i === undefined) return null;
  const filhos = naLista(no.children ?? [], resto, fn);
  if (filhos === null) return null;
  const copia = [...lista];
  copia[i] = { ...no, children: filhos };
  return copia;
}

const ou = (lista: readonly NoArvore[], novo: NoArvore[] | null): readonly NoArvore[] => novo ?? lista;

/** Every id of the nodes of `lista` (depth first). */
export function idsDaLista(lista: readonly NoArvore[]): string[] {
  const ids: string[] = [];
  const andar = (nos: readonly NoArvore[]) => {
    for (const n of nos) {
      ids.push(n.id);
      if (Array.isArray(n.children)) andar(n.children);
    }
  };
  andar(lista);
  return ids;
}

/** How many nodes `lista` holds, at any depth. */
export function contarNos(lista: readonly NoArvore[]): number {
  return idsDaLista(lista).length;
}

/**
 * A fresh id for a node of `tipo`: `tipo-2`, `tipo-3`… (letters, digits, '-' and '_', ≤ 64
 * characters, as the layout schema wants), not in `usados`.
 */
export function idNovo(tipo: string, usados: ReadonlySet<string>): string {
  const base = (
    tipo
      .replace(/[^A-Za-z0-9_-]/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'bloco'
  ).slice(0, 50);
  if (!usados.has(base)) return base;
  for (let n = 2; ; n++) {
    const id = `${base}-${n}`;
    if (!usados.has(id)) return id;
  }
}

/** Inserts `no` in the children of `pai` (the root list when []) at `indice` (clamped). */
export function inserirNo(
  lista: readonly NoArvore[],
  pai: CaminhoNo,
  indice: number,
  no: NoArvore,
): readonly NoArvore[] {
  return ou(
    lista,
    naLista(lista, pai, (filhos) => {
      const i = Math.max(0, Math.min(filhos.length, Math.trunc(indice)));
      return [...filhos.slice(0, i), no, ...filhos.slice(i)];
    }),
  );
}

/** Removes the node at `caminho` (with its children). */
export function removerNo(lista: readonly NoArvore[], caminho: CaminhoNo): readonly NoArvore[] {
  if (caminho.length === 0 || !noEm(lista, caminho)) return lista;
  const i = caminho[caminho.length - 1]!;
  return ou(
    lista,
    naLista(lista, caminho.slice(0, -1), (filhos) => filhos.filter((_, k) => k !== i)),
  );
}

/** A deep copy of `no` where it and every descendant get a fresh id (added to `usados`). */
function copiaComIdsNovos(no: NoArvore, usados: Set<string>): NoArvore {
  const id = idNovo(no.id.replace(/-\d+$/, '') || no.type, usados);
  usados.add(id);
  const copia: NoArvore = { ...structuredClone(no), id };
  if (Array.isArray(no.children)) copia.children = no.children.map((f) => copiaComIdsNovos(f, usados));
  return copia;
}

/**
 * Duplicates the node at `caminho` right after it; the copy and its descendants get ids unused in
 * `usados` (the whole document's ids). Returns the new list and the copy's id.
 */
export function duplicarNo(
  lista: readonly NoArvore[],
  caminho: CaminhoNo,
  usados: ReadonlySet<string>,
): { lista: readonly NoArvore[]; id: string | null } {
  const no = noEm(lista, caminho);
  if (!no) return { lista, id: null };
  const todos = new Set([...usados, ...idsDaLista(lista)]);
  const copia = copiaComIdsNovos(no, todos);
  return { lista: inserirNo(lista, caminho.slice(0, -1), caminho[caminho.length - 1]! + 1, copia), id: copia.id };
}

/** Moves the node at index `de` of the children of `pai` to index `para` (drag and drop). */
export function reordenarNo(lista: readonly NoArvore[], pai: CaminhoNo, de: number, para: number): readonly NoArvore[] {
  if (de === para) return lista;
  return ou(
    lista,
    naLista(lista, pai, (filhos) => {
      if (de < 0 || de >= filhos.length || para < 0 || para >= filhos.length) return null;
      const copia = [...filhos];
      const [no] = copia.splice(de, 1);
      copia.splice(para, 0, no!);
      return copia;
    }),
  );
}

/** Swaps the node with its previous sibling. */
export function moverParaCima(lista: readonly NoArvore[], caminho: CaminhoNo): readonly NoArvore[] {
  const i = caminho[caminho.length - 1];
  if (i === undefined || i === 0 || !noEm(lista, caminho)) return lista;
  return reordenarNo(lista, caminho.slice(0, -1), i, i - 1);
}

/** Swaps the node with its next sibling. */
export function moverParaBaixo(lista: readonly NoArvore[], caminho: CaminhoNo): readonly NoArvore[] {
  const i = caminho[caminho.length - 1];
  if (i === undefined || !noEm(lista, caminho)) return lista;
  return reordenarNo(lista, caminho.slice(0, -1), i, i + 1);
}

/**
 * Moves the node into its previous sibling, as that sibling's last child, when the sibling's
 * block accepts children (`aceitaFilhos`).
 */
export function moverParaDentro(
  lista: readonly NoArvore[],
  caminho: CaminhoNo,
  aceitaFilhos: (tipo: string) => boolean,
): readonly NoArvore[] {
  const i = caminho[caminho.length - 1];
  const no = noEm(lista, caminho);
  if (i === undefined || i === 0 || !no) return lista;
  const pai = caminho.slice(0, -1);
  const alvo = noEm(lista, [...pai, i - 1]);
  if (!alvo || !aceitaFilhos(alvo.type)) return lista;
  const sem = removerNo(lista, caminho);
  return inserirNo(sem, [...pai, i - 1], (alvo.children ?? []).length, no);
}

/** Moves the node out of its parent: it becomes the sibling right after the parent. */
export function moverParaFora(lista: readonly NoArvore[], caminho: CaminhoNo): readonly NoArvore[] {
  const no = noEm(lista, caminho);
  if (caminho.length < 2 || !no) return lista;
  const pai = caminho.slice(0, -1);
  const sem = removerNo(lista, caminho);
  return inserirNo(sem, pai.slice(0, -1), pai[pai.length - 1]! + 1, no);
}

/** Where the node with `id` sits in `lista`, or null. */
export function caminhoDoId(lista: readonly NoArvore[], id: string): number[] | null {
  const buscar = (nos: readonly NoArvore[], base: number[]): number[] | null => {
    for (let i = 0; i < nos.length; i++) {
      const n = nos[i]!;
      if (n.id === id) return [...base, i];
      if (Array.isArray(n.children)) {
        const achado = buscar(n.children, [...base, i]);
        if (achado) return achado;
      }
    }
    return null;
  };
  return buscar(lista, []);
}

/** Replaces the node at `caminho` by `fn(node)`. */
export function alterarNo(
  lista: readonly NoArvore[],
  caminho: CaminhoNo,
  fn: (no: NoArvore) => NoArvore,
): readonly NoArvore[] {
  const no = noEm(lista, caminho);
  if (!no || caminho.length === 0) return lista;
  const i = caminho[caminho.length - 1]!;
  return ou(
    lista,
    naLista(lista, caminho.slice(0, -1), (filhos) => {
      const copia = [...filhos];
      copia[i] = fn(no);
      return copia;
    }),
  );
}
