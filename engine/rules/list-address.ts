/**
 * The state of a category or search list kept in its address (issue 35, item 6): the ordering and
 * the tag filters the shopper chose, so a shared or reloaded link shows the same list and the back
 * button restores the one before. `?ordenacao=preco-asc&tag=sem-gluten&agrupador=marca%3ABom+Gr%C3%A3o`:
 * one parameter per chosen tag (`tagsPesquisa`) and filter-group value (`agrupadores`), named as
 * the list API names them. The browser's router and the server's render read the same address.
 */

export interface ListAddress {
  /** An idordenacao of the supplier (null: the server's default). */
  ordenacao: string | null;
  tags: readonly string[];
  agrupadores: readonly string[];
}

/** At most this many of each, this long each: an address is not a place to send a list of thousands. */
const MAX_VALUES = 20;
const MAX_LENGTH = 100;

const kept = (values: string[]): string[] =>
  [...new Set(values.filter((v) => v !== '' && v.length <= MAX_LENGTH))].slice(0, MAX_VALUES);

/** The list state of an address's query (`?…`, with or without the '?'). */
export function readListAddress(search: string): ListAddress {
  const params = new URLSearchParams(search);
  const ordenacao = params.get('ordenacao');
  return {
    ordenacao: ordenacao && ordenacao.length <= MAX_LENGTH ? ordenacao : null,
    tags: kept(params.getAll('tag')),
    agrupadores: kept(params.getAll('agrupador')),
  };
}

/** Whether two list states are the same (the order of the filters counts: it is the address's). */
export function sameListAddress(a: ListAddress, b: ListAddress): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return a.ordenacao === b.ordenacao && same(a.tags, b.tags) && same(a.agrupadores, b.agrupadores);
}
