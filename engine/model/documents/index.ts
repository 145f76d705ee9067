/**
 * The supplier's storefront documents (layout, menu, features) as the API returns them, raw;
 * the storefront slice validates them, with the defaults as fallback.
 */
import { attach, createStore, sample } from 'effector';
import type { Event } from 'effector';
import { requestData } from '../../api';
import { $api, requireApi } from '../app';
import type { ModelSlice } from '../slice';
import { fornecedorReady } from '../supplier';
import type { DocumentosLoja, Fornecedor } from '../types';

const loadDocumentosFx = attach({
  source: $api,
  effect: async (api, fornecedor: Fornecedor): Promise<DocumentosLoja> => {
    const data = await requestData(
      requireApi(api).v4.GET('/v4/documentos-loja/{idfornecedor}', {
        params: { path: { idfornecedor: fornecedor.idfornecedor } },
      }),
    );
    return {
      layout: data.layout,
      ...(data.layout_erros ? { layout_erros: data.layout_erros } : {}),
      menu: data.menu,
      features: data.features,
      atualizado_em: data.atualizado_em,
    };
  },
});
sample({ clock: fornecedorReady, target: loadDocumentosFx });

/** null until loaded; on failure the documents stay null and the defaults are used. */
export const $documentos = createStore<DocumentosLoja | null>(null).on(loadDocumentosFx.doneData, (_, d) => d);
/** Fires once the load settled: the documents, or null when the call failed. */
export const documentosLoaded: Event<DocumentosLoja | null> = loadDocumentosFx.finally.map((r) =>
  r.status === 'done' ? r.result : null,
);

export const documentsSlice: ModelSlice = { name: 'documents' };
