/**
 * The supplier's colours (spec section 9): the theme call, else the configuration's or the
 * supplier record's, else the last theme seen for this supplier (saved as the 'supplier' part
 * under performance cookies, so a return visit is in the supplier's colours before the theme
 * call answers), else null (the default tokens).
 */
import { attach, combine, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { $api, $entryLocation, requireApi } from '../app';
import type { ModelSlice } from '../slice';
import { parseStorefrontPath } from '../../rules/storefront-path';
import { isCor, resolveTema } from '#schemas/theme';
import { $fornecedor, fornecedorReady } from '../supplier';
import { $configuracao } from '../supplier-config';
import type { Fornecedor, Tema } from '../types';

const loadTemaFx = attach({
  source: $api,
  effect: (api, fornecedor: Fornecedor): Promise<Tema> =>
    requestData(
      requireApi(api).v2.GET('/v2/configuracao/fornecedor/{idfornecedor}/tema', {
        params: { path: { idfornecedor: fornecedor.idfornecedor } },
      }),
    ),
});
sample({ clock: fornecedorReady, target: loadTemaFx });

const $temaCarregado = createStore<Tema | null>(null).on(loadTemaFx.doneData, (_, t) => t);

interface TemaEmCache {
  slug: string;
  idfornecedor: string;
  tema: Tema;
}
const $temaEmCache = createStore<TemaEmCache | null>(null).on(loadTemaFx.done, (_, { params, result }) => ({
  slug: params.slug,
  idfornecedor: params.idfornecedor,
  tema: result,
}));
const $temaInicial = combine($temaEmCache, $entryLocation, (cache, location): Tema | null => {
  if (!cache || !location) return null;
  const { segmento, fselecionado } = parseStorefrontPath(location.pathname, location.search);
  const id = fselecionado ?? segmento;
  return id !== null && (id === cache.slug || id.toLowerCase() === cache.idfornecedor.toLowerCase())
    ? cache.tema
    : null;
});

/** Validates a saved theme cache (local storage is user-controlled input). */
function restoreTemaEmCache(saved: unknown): TemaEmCache | undefined {
  if (typeof saved !== 'object' || saved === null) return undefined;
  const c = saved as Record<string, unknown>;
  const t = c.tema as Record<string, unknown> | null | undefined;
  if (typeof c.slug !== 'string' || typeof c.idfornecedor !== 'string' || typeof t !== 'object' || t === null)
    return undefined;
  const cores = [t.cor_primaria, t.cor_secundaria, t.cor_auxiliar, t.cor_texto];
  if (!cores.every(isCor)) return undefined;
  return { slug: c.slug, idfornecedor: c.idfornecedor, tema: resolveTema(t) };
}

export const $tema = combine(
  $temaCarregado,
  $configuracao,
  $fornecedor,
  $temaInicial,
  (tema, conf, forn, inicial) => tema ?? conf?.config.tema ?? forn?.config.tema ?? inicial,
);

export const themeSlice: ModelSlice = {
  name: 'theme',
  persisted: [{ name: 'supplier', store: $temaEmCache, category: 'performance', restore: restoreTemaEmCache }],
};
