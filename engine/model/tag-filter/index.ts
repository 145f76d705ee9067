/**
 * The catalogue's tag filters (spec section 7 'Tags': `GET /v4/tag-pesquisa/{idfornecedor}/lista`;
 * section 3 'Catalogue search': agrupadoresFiltros, filtrosSelecionados). Loaded with the filter
 * panel, when the shopper first opens it (never at first view): the tags and filter groups of the
 * list on screen (its category or search text), with their counts. Choosing one changes the list's
 * address (engine/rules/list-address, blocks/catalogue-grid/use-list-address), which the catalogue
 * slice reads from the route and sends as `tagsPesquisa` and `agrupadores`.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { isAbortError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $filtro, $filtrosSelecionados } from '../catalogue';
import { $fornecedor } from '../supplier';

export type ListaTagsPesquisa = components['schemas']['ListaTagsPesquisa'];

/** The panel was opened: load the tags of the list on screen (again when the list changes). */
export const filterPanelOpened = createEvent();

const $aberto = createStore(false, { serialize: 'ignore' }).on(filterPanelOpened, () => true);
/** The list the tags belong to: its category and search text (the chosen filters do not change the tags offered). */
const $chaveDaLista = $filtro.map((f) => (f ? `${f.idcategoria ?? ''}|${f.sk}` : null));

const fetchTagsFx = attach({
  source: { api: $api, fornecedor: $fornecedor, filtro: $filtro },
  effect: async ({ api, fornecedor, filtro }): Promise<ListaTagsPesquisa> => {
    if (!fornecedor) throw new Error('Fornecedor ainda não resolvido.');
    return requestData(
      requireApi(api).v4.GET('/v4/tag-pesquisa/{idfornecedor}/lista', {
        params: {
          path: { idfornecedor: fornecedor.idfornecedor },
          query: {
            ...(filtro?.idcategoria ? { idcategoria: filtro.idcategoria } : {}),
            ...(filtro?.sk ? { query: filtro.sk } : {}),
          },
        },
      }),
    );
  },
});

sample({ clock: filterPanelOpened, target: fetchTagsFx });
sample({ clock: $chaveDaLista.updates, filter: $aberto, target: fetchTagsFx });

export const $tagsDisponiveis = createStore<ListaTagsPesquisa | null>(null, { serialize: 'ignore' }).on(
  fetchTagsFx.doneData,
  (_, r) => r,
);
export const $carregandoTags = fetchTagsFx.pending;
export const $erroTags = createStore<string | null>(null, { serialize: 'ignore' })
  .on(fetchTagsFx.failData, (_, e) => (isAbortError(e) ? null : 'Não foi possível carregar os filtros.'))
  .reset(fetchTagsFx.done);
export { $filtrosSelecionados };
