/** The product page's data (getProduto), requested when the route is produto/{slug}. */
import { attach, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $rota } from '../navigation';
import { $token } from '../session';
import type { ModelSlice } from '../slice';
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

const $slugProduto = $rota.map((r) => (r.pagina === 'produto' ? r.slug : null));

sample({
  clock: [$slugProduto, $fornecedor],
  source: { slug: $slugProduto, fornecedor: $fornecedor },
  filter: ({ slug, fornecedor }) => slug !== null && fornecedor !== null,
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

export const productSlice: ModelSlice = { name: 'product' };
