/**
 * The additional services of the product on screen (spec section 2 'Additional services on a
 * product'): products sold with another one (`produto_adicional_de`), which the catalogue lists
 * with `GET /v2/app/{auth}/listaprodutos/{idfornecedor}?produtoprincipal={id}` (and leaves out of
 * every other list). Off the first view: this module loads with the product page's chunk, and for
 * an entry on a product page both the server render and the browser's hydration run
 * `productServicesOpened` before React renders (src/app/route-models.ts), so the services are in
 * the server's HTML and the browser hydrates them from the recorded answer. Later, each product
 * the page loads has its services asked once; a failure shows none (they are an extra: the page
 * never waits on them nor says they failed).
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $produto } from '../product';
import { $token } from '../session';
import { $fornecedor } from '../supplier';
import type { Produto } from '../types';

/** At most this many services of one product are asked for (a product has a handful). */
export const SERVICES_LIMIT = 20;

/** The product page is on screen (or about to be): its product's services are asked unless already known. */
export const productServicesOpened = createEvent();

interface ServicesAnswer {
  idproduto: number;
  services: Produto[];
  /** The list's `listaTemPrecos`: false hides every price. */
  withPrices: boolean;
}

const loadServicesFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }, idproduto: number): Promise<ServicesAnswer> => {
    if (!fornecedor) throw new Error('Fornecedor ainda não resolvido.');
    const lista = await requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/listaprodutos/{idfornecedor}', {
        params: {
          path: { auth: token, idfornecedor: fornecedor.idfornecedor },
          query: { produtoprincipal: idproduto, limit: SERVICES_LIMIT, canalVenda: 'WEB' },
        },
      }),
    );
    return { idproduto, services: lista.produtos, withPrices: lista.listaTemPrecos };
  },
});

/**
 * The product whose services are in the store (or on their way), so reopening its page asks
 * nothing; a failure without the server's answer (no connection) is forgotten, so it is asked again.
 */
const $requestedFor = createStore<number | null>(null)
  .on(loadServicesFx, (_, idproduto) => idproduto)
  .on(loadServicesFx.fail, (atual, { error }) => (error instanceof ApiError && error.status >= 400 ? atual : null));

sample({
  clock: [productServicesOpened, $produto.updates],
  source: { produto: $produto, requested: $requestedFor },
  filter: ({ produto, requested }) => produto !== null && produto.id !== requested,
  fn: ({ produto }) => produto!.id,
  target: loadServicesFx,
});

const $answer = createStore<ServicesAnswer | null>(null)
  .on(loadServicesFx.doneData, (_, answer) => answer)
  .on(loadServicesFx.fail, () => null);

/** The services of the product on screen (none until its answer arrives, and when the call failed). */
export const $productServices = combine($answer, $produto, (answer, produto) =>
  answer && produto && answer.idproduto === produto.id ? answer.services : [],
);
/** Whether the services' list shows prices (the list's `listaTemPrecos`). */
export const $servicesWithPrices = $answer.map((answer) => answer?.withPrices ?? true);
