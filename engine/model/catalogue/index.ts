/**
 * Catalogue slice: the product list of the current route (home, categoria/{slug}, busca?q=),
 * page size 20, "load more" appending the next page de-duplicated by id, ordering from the
 * supplier's `ordenacoes_produto`, search debounced 250 ms, earlier in-flight list requests
 * aborted (and their abort errors ignored silently; other errors surfaced in `$listaErro`).
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { ApiError, isAbortError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { debounce } from '../lib/debounce';
import { $rota } from '../navigation';
import type { Rota } from '../navigation';
import { $token } from '../session';
import { $categorias, $categoriasCarregadas } from '../categories';
import { findCategory } from '../../rules/categories';
import { cleanSearch } from '../../rules/search';
import { sameListAddress } from '../../rules/list-address';
import type { ModelSlice } from '../slice';
import { $fornecedor } from '../supplier';
import type { Categoria, ListaProdutos, Produto } from '../types';
import { appendUnique } from './append-unique';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 250;
const MENSAGEM_CATEGORIA_NAO_ENCONTRADA = 'Categoria não encontrada.';

interface FiltroLista {
  idcategoria: number | null;
  /** Search text (spec: '&' removed). */
  sk: string;
  /** An idordenacao of the supplier; null = the server's default. */
  ordenacao: string | null;
  /** Search tags (tagsPesquisa) and filter-group values (agrupadores) the shopper chose. */
  tags: readonly string[];
  agrupadores: readonly string[];
}

/** The tag filters the shopper chose (in the address of a category or a search: engine/rules/list-address). */
export interface FiltrosSelecionados {
  tags: readonly string[];
  agrupadores: readonly string[];
}
const SEM_FILTROS: FiltrosSelecionados = { tags: [], agrupadores: [] };

interface PedidoLista {
  filtro: FiltroLista;
  page: number;
}

interface PedidoListaIniciado extends PedidoLista {
  previous: AbortController | null;
  controller: AbortController;
}

export const loadMoreClicked = createEvent();
export const sortChanged = createEvent<string>();
/** The shopper typed in the search box; the list follows 250 ms after the last keystroke. */
export const searchTyped = createEvent<string>();
const searchSettled = debounce(searchTyped, SEARCH_DEBOUNCE_MS);
const listRequested = createEvent<PedidoLista>();

/** The ordering chosen on the home page's list (saved; a category's or a search's is in its address). */
export const $ordenacao = createStore<string | null>(null).on(sortChanged, (_, id) => id);
/** Search text typed on the busca page (debounced); the route's ?q= wins when it changes. */
const $buscaDigitada = createStore<string | null>(null)
  .on(searchSettled, (_, q) => cleanSearch(q))
  .reset($rota);

function sameFiltro(a: FiltroLista | null, b: FiltroLista | null): boolean {
  return a !== null && b !== null && a.idcategoria === b.idcategoria && a.sk === b.sk && sameListAddress(a, b);
}

type FiltroCalculado = { filtro: FiltroLista } | { erro: string } | null;

function filtroDaRota(
  rota: Rota,
  categorias: readonly Categoria[],
  categoriasCarregadas: boolean,
  ordenacaoSalva: string | null,
  buscaDigitada: string | null,
  oferece: (ordenacao: string | null) => string | null,
): FiltroCalculado {
  switch (rota.pagina) {
    case 'home':
      return { filtro: { idcategoria: null, sk: '', ordenacao: oferece(ordenacaoSalva), ...SEM_FILTROS } };
    case 'busca':
      // Spec section 4: a new search text (typed on this page) drops the address's filters.
      return {
        filtro: {
          idcategoria: null,
          sk: buscaDigitada ?? cleanSearch(rota.q),
          ...(buscaDigitada === null ? rota.lista : SEM_FILTROS),
          ordenacao: oferece(rota.lista.ordenacao),
        },
      };
    case 'categoria': {
      if (!categoriasCarregadas) return null;
      const categoria = findCategory(categorias, (c) => c.slug === rota.slug);
      return categoria
        ? {
            filtro: {
              idcategoria: categoria.idcategoria,
              sk: '',
              ...rota.lista,
              ordenacao: oferece(rota.lista.ordenacao),
            },
          }
        : { erro: MENSAGEM_CATEGORIA_NAO_ENCONTRADA };
    }
    default:
      return null;
  }
}

const $filtroCalculado = combine(
  {
    rota: $rota,
    categorias: $categorias,
    carregadas: $categoriasCarregadas,
    ordenacao: $ordenacao,
    busca: $buscaDigitada,
    fornecedor: $fornecedor,
  },
  ({ rota, categorias, carregadas, ordenacao, busca, fornecedor }): FiltroCalculado =>
    fornecedor
      ? filtroDaRota(rota, categorias, carregadas, ordenacao, busca, (id) =>
          // Only an ordering this supplier offers (a saved one may come from another supplier, an address from anywhere).
          id !== null && fornecedor.ordenacoes_produto.some((o) => o.idordenacao === id) ? id : null,
        )
      : null,
);

/** The filter of the list on screen; changes only when the filter really changes. */
export const $filtro = createStore<FiltroLista | null>(null);
const filtroMudou = sample({
  clock: $filtroCalculado,
  source: $filtro,
  filter: (atual, calc) => calc !== null && 'filtro' in calc && !sameFiltro(atual, calc.filtro),
  fn: (_, calc) => (calc as { filtro: FiltroLista }).filtro,
});
$filtro.on(filtroMudou, (_, f) => f);
/** The tag filters of the list on screen (from its address; the filter panel's checkboxes). */
export const $filtrosSelecionados = $filtro.map((f): FiltrosSelecionados =>
  f ? { tags: f.tags, agrupadores: f.agrupadores } : SEM_FILTROS,
);
sample({ clock: filtroMudou, fn: (filtro) => ({ filtro, page: 1 }), target: listRequested });

const $controller = createStore<AbortController | null>(null, { serialize: 'ignore' });
const iniciado = sample({
  clock: listRequested,
  source: $controller,
  fn: (previous, pedido): PedidoListaIniciado => ({ ...pedido, previous, controller: new AbortController() }),
});
$controller.on(iniciado, (_, { controller }) => controller);

const fetchListaFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }, pedido: PedidoListaIniciado): Promise<ListaProdutos> => {
    pedido.previous?.abort();
    if (!fornecedor) throw new Error('Fornecedor ainda não resolvido.');
    const { filtro, page, controller } = pedido;
    const data = await requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/listaprodutos/{idfornecedor}', {
        params: {
          path: { auth: token, idfornecedor: fornecedor.idfornecedor },
          query: {
            page,
            limit: PAGE_SIZE,
            canalVenda: 'WEB',
            ...(filtro.idcategoria !== null ? { categ: filtro.idcategoria } : {}),
            ...(filtro.sk ? { sk: filtro.sk } : {}),
            ...(filtro.ordenacao ? { ordenacao: filtro.ordenacao } : {}),
            ...(filtro.tags.length > 0 ? { tagsPesquisa: filtro.tags.join(',') } : {}),
            ...(filtro.agrupadores.length > 0 ? { agrupadores: filtro.agrupadores.join(',') } : {}),
          },
        },
        signal: controller.signal,
      }),
    );
    // An answer that arrived just as a newer request started is stale: treat it as aborted.
    if (controller.signal.aborted) throw new ApiError({ status: 0, aborted: true });
    return data;
  },
});
sample({ clock: iniciado, target: fetchListaFx });

const falhou = sample({ clock: fetchListaFx.failData, filter: (e) => !isAbortError(e) });

export const $produtos = createStore<Produto[]>([]).on(fetchListaFx.done, (atual, { params, result }) =>
  params.page === 1 ? result.produtos : appendUnique(atual, result.produtos),
);
export const $quantidadeProdutos = createStore(0).on(fetchListaFx.doneData, (_, r) => r.quantidadeProdutos);
/** The server's `quantidadeProdutosLimitada` (undefined from an answer without it): the count is a bound. */
export const $quantidadeLimitada = createStore<boolean | null>(null).on(
  fetchListaFx.doneData,
  (_, r) => r.quantidadeProdutosLimitada ?? null,
);
const $pagina = createStore(0).on(fetchListaFx.done, (_, { params }) => params.page);
export const $listaTemPrecos = createStore(true).on(fetchListaFx.doneData, (_, r) => r.listaTemPrecos);
/** The ordering the server applied (the select's value). */
export const $ordenacaoAtual = createStore<string | null>(null).on(
  fetchListaFx.doneData,
  (_, r) => r.ordenacao || null,
);
/** A list or search that failed (not one aborted): its error (./logout-action reads it, spec 8.33). */
export const listFailed = falhou;
export const $listaErro = createStore<string | null>(null)
  .on(falhou, (_, e) => (e instanceof ApiError ? e.mensagem : 'Não foi possível carregar os produtos.'))
  .reset(iniciado);

/** The page being loaded (1 = a fresh list, >1 = "load more"), null when idle. */
const $paginaCarregando = createStore<number | null>(null)
  .on(iniciado, (_, { page }) => page)
  .reset(fetchListaFx.done, falhou);
export const $carregandoLista = $paginaCarregando.map((p) => p === 1);
export const $carregandoMais = $paginaCarregando.map((p) => p !== null && p > 1);
export const $restantes = combine($quantidadeProdutos, $produtos, (total, produtos) =>
  Math.max(0, total - produtos.length),
);
const $temMais = $restantes.map((n) => n > 0);

// A category that does not exist: an empty list with a pt-BR message.
const categoriaInexistente = sample({
  clock: $filtroCalculado,
  filter: (calc): calc is { erro: string } => calc !== null && 'erro' in calc,
});
$listaErro.on(categoriaInexistente, (_, { erro }) => erro);
$produtos.reset(categoriaInexistente);
$quantidadeProdutos.reset(categoriaInexistente);
$quantidadeLimitada.reset(categoriaInexistente);
$filtro.reset(categoriaInexistente);

sample({
  clock: loadMoreClicked,
  source: { filtro: $filtro, pagina: $pagina, temMais: $temMais, carregando: $paginaCarregando },
  filter: ({ filtro, temMais, carregando }) => filtro !== null && temMais && carregando === null,
  fn: ({ filtro, pagina }) => ({ filtro: filtro!, page: pagina + 1 }),
  target: listRequested,
});

export { appendUnique } from './append-unique';

export const catalogueSlice: ModelSlice = {
  name: 'catalogue',
  persisted: [
    {
      name: 'catalogue',
      store: $ordenacao,
      category: 'performance',
      restore: (saved: unknown) =>
        saved === null || (typeof saved === 'string' && saved.length <= 100) ? saved : undefined,
    },
  ],
};
