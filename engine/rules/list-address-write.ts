/**
 * Writing a list's state into its address (issue 35, item 6; ./list-address reads it): what a
 * choice of ordering or filter navigates to. A module of its own, loaded with the first choice,
 * so the first view (which only reads the address) does not carry it.
 */
import type { ListAddress } from './list-address';

/** The query of a list's address: the search text (busca's `q`, null elsewhere), then the list state. */
export function listAddressSearch(q: string | null, lista: ListAddress): string {
  const params = new URLSearchParams();
  if (q !== null) params.set('q', q);
  if (lista.ordenacao) params.set('ordenacao', lista.ordenacao);
  for (const tag of lista.tags) params.append('tag', tag);
  for (const agrupador of lista.agrupadores) params.append('agrupador', agrupador);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The list with `value` added, or taken out when it is there (a filter's checkbox). */
export function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
