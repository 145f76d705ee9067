/**
 * Search-as-you-type suggestions of the header's search box (spec section 7, `GET
 * /v2/app/token/listaprodutos/full-text/pesquisar`; section 9: 1000 ms after the last keystroke,
 * the first 10 hits). Loaded with the suggestions list on the first keystroke, never at first view.
 * A newer request aborts the one in flight (AbortController), and so does a keystroke or closing
 * the list: an answer for text the shopper has already changed is never shown.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v2';
import { ApiError, isAbortError, requestData } from '../../api';
import { cleanSearch } from '../../rules/search';
import { $api, requireApi } from '../app';
import { debounce } from '../lib/debounce';
import { $session } from '../session';
import { $fornecedor } from '../supplier';

export type SugestoesPesquisa = components['schemas']['SugestoesPesquisa'];

export const SUGGESTION_DEBOUNCE_MS = 1000;
/** Spec section 9: the first 10 hits are kept. */
export const SUGESTOES_MAXIMO = 10;
/** Fewer letters than this ask nothing (one letter matches too much to help). */
export const SUGESTAO_MIN_LETRAS = 2;

/** The shopper typed in the header's search box (every keystroke). */
export const suggestionsTyped = createEvent<string>();
/** Escape, a choice, leaving the box or submitting the search. */
export const suggestionsClosed = createEvent();

interface Pedido {
  query: string;
  previous: AbortController | null;
  controller: AbortController;
}

// Closing (Escape, a choice, leaving the box) also drops the keystroke still waiting to be asked.
const settled = debounce(suggestionsTyped, SUGGESTION_DEBOUNCE_MS, suggestionsClosed);
const $controller = createStore<AbortController | null>(null, { serialize: 'ignore' });
const abortFx = createEffect((controller: AbortController | null) => controller?.abort());

// A keystroke or closing supersedes what is in flight.
sample({ clock: [suggestionsTyped, suggestionsClosed], source: $controller, target: abortFx });

const pedido = sample({
  clock: settled,
  source: $controller,
  filter: (_, texto) => cleanSearch(texto).length >= SUGESTAO_MIN_LETRAS,
  fn: (previous, texto): Pedido => ({ query: cleanSearch(texto), previous, controller: new AbortController() }),
});
$controller.on(pedido, (_, { controller }) => controller);

export const fetchSuggestionsFx = attach({
  source: { api: $api, session: $session, fornecedor: $fornecedor },
  effect: async (
    { api, session, fornecedor },
    { query, previous, controller }: Pedido,
  ): Promise<SugestoesPesquisa & { query: string }> => {
    previous?.abort();
    if (!fornecedor) throw new Error('Fornecedor ainda não resolvido.');
    const cliente = session.authenticated && session.idcliente > 0 ? session.idcliente : null;
    const data = await requestData(
      requireApi(api).v2.GET('/v2/app/token/listaprodutos/full-text/pesquisar', {
        params: {
          query: { idfornecedor: fornecedor.idfornecedor, query, ...(cliente !== null ? { idcliente: cliente } : {}) },
        },
        ...(session.authenticated ? { headers: { Authorization: `Bearer ${session.token}` } } : {}),
        signal: controller.signal,
      }),
    );
    if (controller.signal.aborted) throw new ApiError({ status: 0, aborted: true });
    return { ...data, produtos: data.produtos.slice(0, SUGESTOES_MAXIMO), query };
  },
});
sample({ clock: pedido, target: fetchSuggestionsFx });

/** The suggestions on screen (null: the list is closed). */
export const $sugestoes = createStore<(SugestoesPesquisa & { query: string }) | null>(null, { serialize: 'ignore' })
  .on(fetchSuggestionsFx.doneData, (_, r) => r)
  .reset(suggestionsClosed);
// Too little text left: close.
sample({
  clock: suggestionsTyped,
  filter: (texto) => cleanSearch(texto).length < SUGESTAO_MIN_LETRAS,
  target: suggestionsClosed,
});

/** Suggestions are a help: a failure only closes the list (an abort changes nothing). */
const falhou = sample({ clock: fetchSuggestionsFx.failData, filter: (e) => !isAbortError(e) });
$sugestoes.reset(falhou);
export const $buscandoSugestoes = fetchSuggestionsFx.pending;
