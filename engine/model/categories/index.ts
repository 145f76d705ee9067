/** The supplier's category tree (sorted by `ordem`), loaded once the supplier is ready. */
import { attach, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $token } from '../session';
import type { ModelSlice } from '../slice';
import { fornecedorReady } from '../supplier';
import type { Categoria, Fornecedor } from '../types';
import { findCategory } from '../../rules/categories';
import { isOffersCategory } from '../../rules/offers';

const loadCategoriasFx = attach({
  source: { api: $api, token: $token },
  effect: ({ api, token }, fornecedor: Fornecedor): Promise<Categoria[]> =>
    requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/listacategoriasprodutos/{idfornecedor}', {
        params: { path: { auth: token, idfornecedor: fornecedor.idfornecedor }, query: { device: 'desktop' } },
      }),
    ),
});
sample({ clock: fornecedorReady, target: loadCategoriasFx });

export const $categorias = createStore<Categoria[]>([]).on(loadCategoriasFx.doneData, (_, c) =>
  [...c].sort((a, b) => a.ordem - b.ordem),
);
/** True once the load settled (a category route waits for it before saying "not found"). */
export const $categoriasCarregadas = createStore(false).on(loadCategoriasFx.finally, () => true);

/** The first OFERTAS category (depth-first), for the floating OFERTAS button. */
export const $categoriaOfertas = $categorias.map((cats) => findCategory(cats, isOffersCategory));

export const categoriesSlice: ModelSlice = { name: 'categories' };
