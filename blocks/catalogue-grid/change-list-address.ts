/**
 * The ordering and the tag filters of a category or a search page change its address (issue 35,
 * item 6; engine/rules/list-address): a new history entry, so the back button restores the list
 * before, a reload or a shared link shows the same list, and the model follows the route. Loaded
 * with the first choice (the sort select) or with the filter panel: the first view only reads it.
 */
import type { StoreValue } from 'effector';
import type { NavigateFunction } from 'react-router';
import type { $filtro } from '#engine/model/catalogue';
import type { Rota } from '#engine/model/navigation';
import type { ListAddress } from '#engine/rules/list-address';
import { listAddressSearch } from '#engine/rules/list-address-write';

export function changeListAddress(
  navigate: NavigateFunction,
  rota: Rota,
  filtro: StoreValue<typeof $filtro>,
  mudanca: Partial<ListAddress>,
): void {
  const atual: ListAddress = {
    ordenacao: filtro?.ordenacao ?? null,
    tags: filtro?.tags ?? [],
    agrupadores: filtro?.agrupadores ?? [],
  };
  // A search keeps its text: the one on screen (typed in the header on this page) or the address's.
  const q = rota.pagina === 'busca' ? filtro?.sk || rota.q : null;
  void navigate({ search: listAddressSearch(q, { ...atual, ...mudanca }) });
}
