/**
 * A supplier's static page (`/{slug}/pagina/{slug}`; spec section 7 `GET /v4/pagina-estatica/
 * {idfornecedor}/slug/{slug}`), off the first view: this module loads with the page's chunk, and
 * for an entry on such a page both the server render and the browser's hydration run
 * `staticPageOpened` before React renders (src/app/route-models.ts), so the page's content is in
 * the server's HTML and the browser hydrates it from the recorded answer.
 * The page named by the route is loaded when opened, unless it is already the one on screen.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { ApiError, isAbortError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $rota } from '../navigation';
import { $fornecedor } from '../supplier';

export type PaginaEstatica = components['schemas']['PaginaEstatica'];

export const ERRO_PAGINA = 'Não foi possível carregar a página. Tente novamente.';

/** The page on screen (or about to be) is opened: loads the route's page unless it is the one shown. */
export const staticPageOpened = createEvent();

const $slugDaRota = $rota.map((r) => (r.pagina === 'pagina' ? r.slug : null));

const loadPaginaFx = attach({
  source: { api: $api, fornecedor: $fornecedor },
  effect: async ({ api, fornecedor }, slug: string): Promise<PaginaEstatica> => {
    if (!fornecedor) throw new Error(ERRO_PAGINA);
    return requestData(
      requireApi(api).v4.GET('/v4/pagina-estatica/{idfornecedor}/slug/{slug}', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, slug } },
      }),
    );
  },
});

/**
 * The slug whose answer is in the stores (or on its way), so reopening it asks nothing; a failure
 * without the server's answer (no connection) is forgotten, so opening the page again retries.
 */
const $slugCarregado = createStore<string | null>(null)
  .on(loadPaginaFx, (_, slug) => slug)
  .on(loadPaginaFx.fail, (atual, { error }) => (error instanceof ApiError && error.status >= 400 ? atual : null));

sample({
  clock: staticPageOpened,
  source: { slug: $slugDaRota, carregado: $slugCarregado },
  filter: ({ slug, carregado }) => slug !== null && slug !== carregado,
  fn: ({ slug }) => slug!,
  target: loadPaginaFx,
});

export const $pagina = createStore<PaginaEstatica | null>(null)
  .on(loadPaginaFx.doneData, (_, p) => p)
  .reset(loadPaginaFx);

export interface ErroPagina {
  /** 404: no such page; 403: it exists but is not for the storefront (not tagged WEB). */
  status: number;
  mensagem: string;
}

export const $erroPagina = createStore<ErroPagina | null>(null)
  .on(loadPaginaFx.failData, (_, e) =>
    isAbortError(e)
      ? null
      : e instanceof ApiError
        ? { status: e.status, mensagem: e.mensagem || ERRO_PAGINA }
        : { status: 0, mensagem: ERRO_PAGINA },
  )
  .reset(loadPaginaFx);

export const $carregandoPagina = loadPaginaFx.pending;
