/** What the supplier configures for its storefront: the configuration, the footer and the static texts. */
import { attach, combine, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $token } from '../session';
import type { ModelSlice } from '../slice';
import { fornecedorReady } from '../supplier';
import type { ConfiguracaoFornecedor, Fornecedor, Rodape } from '../types';

const loadConfiguracaoFx = attach({
  source: { api: $api, token: $token },
  effect: ({ api, token }, fornecedor: Fornecedor): Promise<ConfiguracaoFornecedor> =>
    requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/configuracao/fornecedor', {
        params: { path: { auth: token }, query: { idfornecedor: fornecedor.idfornecedor } },
      }),
    ),
});

const loadRodapeFx = attach({
  source: $api,
  effect: (api, fornecedor: Fornecedor): Promise<Rodape> =>
    requestData(
      requireApi(api).v2.GET('/v2/app/config/fornecedor/{idfornecedor}/rodape', {
        params: { path: { idfornecedor: fornecedor.idfornecedor } },
      }),
    ),
});

const loadTextosFx = attach({
  source: $api,
  effect: async (api, fornecedor: Fornecedor): Promise<Record<string, string>> => {
    const data = await requestData(
      requireApi(api).v4.GET('/v4/static-text/{idfornecedor}', {
        params: { path: { idfornecedor: fornecedor.idfornecedor } },
      }),
    );
    return data.translation;
  },
});

sample({ clock: fornecedorReady, target: [loadConfiguracaoFx, loadRodapeFx, loadTextosFx] });

export const $configuracao = createStore<ConfiguracaoFornecedor | null>(null).on(
  loadConfiguracaoFx.doneData,
  (_, c) => c,
);
/** The footer call's answer (the configuration's footer stands in until it arrives or when it fails). */
export const $rodapeCarregado = createStore<Rodape | null>(null).on(loadRodapeFx.doneData, (_, r) => r);
export const $rodape = combine(
  $rodapeCarregado,
  $configuracao,
  (rodape, conf) => rodape ?? conf?.config.rodape ?? null,
);
export const $textos = createStore<Record<string, string>>({}).on(loadTextosFx.doneData, (_, t) => t);

export const supplierConfigSlice: ModelSlice = { name: 'supplier-config' };
