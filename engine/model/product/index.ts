/**
 * The product page's data (getProduto) for the route produto/{slug}. Off the first view: this
 * module loads with the product page's chunk, and for an entry on a product page both the server
 * render and the browser's hydration run `productPageOpened` before React renders
 * (src/app/route-models.ts), so the product is in the server's HTML and the browser hydrates it
 * from the recorded answer; the page's frame fires the same event when it mounts (the product on
 * screen, or on its way, is not asked again). Once loaded, a change of the route's product (or of
 * the supplier) loads it again, as the page always did.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { analyticsEventsTracked, analyticsItem, commerceEvent } from '../analytics/events';
import { $api, requireApi } from '../app';
import { $rota } from '../navigation';
import { $token } from '../session';
import { $fornecedor } from '../supplier';
import type { ProdutoDetalhe } from '../types';

const MENSAGEM_PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado.';

export const loadProdutoFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }, slug: string): Promise<ProdutoDetalhe> => {
    if (!fornecedor) throw new Error('Fornecedor ainda não resolvido.');
    return requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/fornecedor/{idfornecedor}/produto/{slug}', {
        params: {
          path: { auth: token, idfornecedor: fornecedor.idfornecedor, slug },
          query: { canalVenda: 'WEB', tipoEntrega: 'DELIVERY' },
        },
      }),
    );
  },
});

/** The product page is on screen (or about to be): loads the route's product unless it is the one shown or on its way. */
export const productPageOpened = createEvent();

const $slugProduto = $rota.map((r) => (r.pagina === 'produto' ? r.slug : null));

/**
 * The slug whose answer is in the stores (or on its way); a failure without the server's answer
 * (no connection) is forgotten, so opening the page again retries.
 */
const $slugCarregado = createStore<string | null>(null)
  .on(loadProdutoFx, (_, slug) => slug)
  .on(loadProdutoFx.fail, (atual, { error }) => (error instanceof ApiError && error.status >= 400 ? atual : null));

sample({
  clock: [$slugProduto, $fornecedor],
  source: { slug: $slugProduto, fornecedor: $fornecedor },
  filter: ({ slug, fornecedor }) => slug !== null && fornecedor !== null,
  fn: ({ slug }) => slug!,
  target: loadProdutoFx,
});

sample({
  clock: productPageOpened,
  source: { slug: $slugProduto, fornecedor: $fornecedor, carregado: $slugCarregado },
  filter: ({ slug, fornecedor, carregado }) => slug !== null && fornecedor !== null && slug !== carregado,
  fn: ({ slug }) => slug!,
  target: loadProdutoFx,
});

export const $produto = createStore<ProdutoDetalhe | null>(null)
  .on(loadProdutoFx.doneData, (_, p) => p)
  .reset(loadProdutoFx);
export const $produtoErro = createStore<string | null>(null)
  .on(loadProdutoFx.failData, (_, e) =>
    e instanceof ApiError && e.status === 404
      ? MENSAGEM_PRODUTO_NAO_ENCONTRADO
      : e instanceof ApiError
        ? e.mensagem
        : 'Não foi possível carregar o produto.',
  )
  .reset(loadProdutoFx);
export const $carregandoProduto = loadProdutoFx.pending;

// GA4 view_item (spec section 9 'Tracking'), sent by the analytics model with consent.
sample({
  clock: loadProdutoFx.doneData,
  fn: (produto) => [commerceEvent('view_item', [analyticsItem(produto)])],
  target: analyticsEventsTracked,
});
