/** Carousels of the home page (BANNER slides and PRODUTOS rails), loaded once the supplier is known. */
import { attach, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $authClienteSegment } from '../session';
import type { ModelSlice } from '../slice';
import { fornecedorReady } from '../supplier';
import type { Carrossel, Fornecedor } from '../types';

const loadCarrosseisFx = attach({
  source: { api: $api, authCliente: $authClienteSegment },
  effect: async ({ api, authCliente }, fornecedor: Fornecedor): Promise<Carrossel[]> =>
    requestData(
      requireApi(api).v2.GET('/v2/app/{authCliente}/customizacao/carrossel/list-for-page/{idfornecedor}', {
        params: {
          path: { authCliente, idfornecedor: fornecedor.idfornecedor },
          query: { page: 'HOME', loadProdutos: true, device: 'desktop' },
        },
      }),
    ),
});

sample({ clock: fornecedorReady, target: loadCarrosseisFx });

export const $carrosseis = createStore<Carrossel[]>([]).on(loadCarrosseisFx.doneData, (_, list) =>
  [...list].sort((a, b) => a.ordem - b.ordem),
);

export const carouselSlice: ModelSlice = { name: 'carousel' };
