/**
 * Supplier slice: resolution at start (spec section 4), white-label mode, and the supplier's
 * configuration, theme, footer, categories, static texts and storefront documents.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { $api, $entryLocation, $storefrontConfig, requireApi } from '../app';
import type { EntryLocation } from '../app';
import { $token, sessionReady } from '../session';
import type {
  Categoria,
  ConfiguracaoFornecedor,
  DocumentosLoja,
  Fornecedor,
  Rodape,
  Tema,
} from '../types';
import {
  hostMatchesSupplier,
  isSameLocation,
  parseStorefrontPath,
  pickFromDomainQuery,
  realSuppliers,
  stripCommercePrefix,
  whiteLabelRewrite,
} from './resolve';

export type ResolucaoFornecedor =
  | { encontrado: true; fornecedor: Fornecedor; whiteLabel: boolean }
  | { encontrado: false };

/** Steps 1–3 of the resolution. Throws on API failure (the caller redirects either way). */
export const resolveFornecedorFx = attach({
  source: { api: $api, token: $token },
  effect: async ({ api, token }, location: EntryLocation): Promise<ResolucaoFornecedor> => {
    const { v2 } = requireApi(api);
    const parsed = parseStorefrontPath(location.pathname, location.search);
    const id = parsed.fselecionado ?? parsed.segmento;
    const found = (fornecedor: Fornecedor): ResolucaoFornecedor => ({
      encontrado: true,
      fornecedor,
      whiteLabel: hostMatchesSupplier(location.hostname, fornecedor),
    });
    if (id) {
      // 1. by path and domain; one result is used.
      const byPath = realSuppliers(
        await requestData(
          v2.GET('/v2/app/{auth}/fornecedor', {
            params: { path: { auth: token }, query: { idfornecedor: id, dominio: location.hostname } },
          }),
        ),
      );
      if (byPath.length === 1) return found(byPath[0]!);
    }
    // 2. otherwise, by domain only.
    const byDomain = await requestData(
      v2.GET('/v2/app/{auth}/fornecedor', { params: { path: { auth: token }, query: { dominio: location.hostname } } }),
    );
    const picked = pickFromDomainQuery(byDomain, location.hostname);
    // 3. none (empty, marker, all-zero GUID) → the caller redirects to the provider home.
    return picked ? found(picked) : { encontrado: false };
  },
});

/** Leaves the storefront for the provider's home site. */
export const redirectFx = createEffect((url: string) => {
  window.location.assign(url);
});

/** Rewrites the address bar without a navigation (white-label /{slug}, /commerce dropped). */
export const replaceUrlFx = createEffect((url: string) => {
  window.history.replaceState(window.history.state, '', url);
});

export const fornecedorResolved = createEvent<Fornecedor>();
/** No supplier for this address (and the provider home is this very page, so no redirect). */
export const fornecedorNaoEncontrado = createEvent();

export type StatusFornecedor = 'idle' | 'resolvendo' | 'pronto' | 'sem-fornecedor' | 'redirecionando';

export const $fornecedor = createStore<Fornecedor | null>(null);
export const $whiteLabel = createStore(false);
/** Base of every storefront link: '/{slug}'. */
export const $rotaBase = $fornecedor.map((f) => (f ? `/${f.slug}` : ''));
export const $tagsFornecedor = $fornecedor.map((f) => f?.tags ?? []);

export const $statusFornecedor = createStore<StatusFornecedor>('idle');
// Resolution runs once, on the first session start (a later new anonymous token does not re-run it).
sample({
  clock: sessionReady,
  source: { location: $entryLocation, status: $statusFornecedor },
  filter: ({ location, status }) => location !== null && status === 'idle',
  fn: ({ location }) => location!,
  target: resolveFornecedorFx,
});
$statusFornecedor.on(resolveFornecedorFx, () => 'resolvendo');

sample({
  clock: resolveFornecedorFx.doneData,
  filter: (r) => r.encontrado,
  fn: (r) => (r as Extract<ResolucaoFornecedor, { encontrado: true }>).fornecedor,
  target: fornecedorResolved,
});
$fornecedor.on(fornecedorResolved, (_, f) => f);
$whiteLabel.on(resolveFornecedorFx.doneData, (_, r) => r.encontrado && r.whiteLabel);
$statusFornecedor.on(fornecedorResolved, () => 'pronto');

// Step 4: white-label → URL rewritten to /{slug}, keeping the query; a /commerce prefix is dropped.
const urlRewriteNeeded = sample({
  clock: resolveFornecedorFx.doneData,
  source: $entryLocation,
  fn: (location, r): string | null => {
    if (!location || !r.encontrado) return null;
    if (r.whiteLabel) return whiteLabelRewrite(location, r.fornecedor);
    const stripped = stripCommercePrefix(location.pathname);
    return stripped !== location.pathname ? `${stripped}${location.search}` : null;
  },
});
sample({ clock: urlRewriteNeeded, filter: (url): url is string => url !== null, target: replaceUrlFx });

// Step 3: no supplier, or a failure → provider home (unless that is this very page).
const semFornecedor = sample({
  clock: [resolveFornecedorFx.doneData.filter({ fn: (r) => !r.encontrado }), resolveFornecedorFx.fail],
  source: { config: $storefrontConfig, location: $entryLocation },
  fn: ({ config, location }) => ({ url: config.providerHomeUrl, location }),
});
sample({
  clock: semFornecedor,
  filter: ({ url, location }) => !location || !isSameLocation(url, location),
  fn: ({ url }) => url,
  target: redirectFx,
});
$statusFornecedor.on(redirectFx, () => 'redirecionando');
sample({
  clock: semFornecedor,
  filter: ({ url, location }) => location !== null && isSameLocation(url, location),
  target: fornecedorNaoEncontrado,
});
$statusFornecedor.on(fornecedorNaoEncontrado, () => 'sem-fornecedor');

// ——— What the storefront loads once the supplier is known ———

const withSupplier = { api: $api, token: $token };

export const loadConfiguracaoFx = attach({
  source: withSupplier,
  effect: ({ api, token }, fornecedor: Fornecedor): Promise<ConfiguracaoFornecedor> =>
    requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/configuracao/fornecedor', {
        params: { path: { auth: token }, query: { idfornecedor: fornecedor.idfornecedor } },
      }),
    ),
});

export const loadTemaFx = attach({
  source: $api,
  effect: (api, fornecedor: Fornecedor): Promise<Tema> =>
    requestData(
      requireApi(api).v2.GET('/v2/configuracao/fornecedor/{idfornecedor}/tema', {
        params: { path: { idfornecedor: fornecedor.idfornecedor } },
      }),
    ),
});

export const loadRodapeFx = attach({
  source: $api,
  effect: (api, fornecedor: Fornecedor): Promise<Rodape> =>
    requestData(
      requireApi(api).v2.GET('/v2/app/config/fornecedor/{idfornecedor}/rodape', {
        params: { path: { idfornecedor: fornecedor.idfornecedor } },
      }),
    ),
});

export const loadCategoriasFx = attach({
  source: withSupplier,
  effect: ({ api, token }, fornecedor: Fornecedor): Promise<Categoria[]> =>
    requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/listacategoriasprodutos/{idfornecedor}', {
        params: { path: { auth: token, idfornecedor: fornecedor.idfornecedor }, query: { device: 'desktop' } },
      }),
    ),
});

export const loadTextosFx = attach({
  source: $api,
  effect: async (api, fornecedor: Fornecedor): Promise<Record<string, string>> => {
    const data = await requestData(
      requireApi(api).v4.GET('/v4/static-text/{idfornecedor}', { params: { path: { idfornecedor: fornecedor.idfornecedor } } }),
    );
    return data.translation;
  },
});

export const loadDocumentosFx = attach({
  source: $api,
  effect: async (api, fornecedor: Fornecedor): Promise<DocumentosLoja> => {
    const data = await requestData(
      requireApi(api).v4.GET('/v4/documentos-loja/{idfornecedor}', { params: { path: { idfornecedor: fornecedor.idfornecedor } } }),
    );
    return { layout: data.layout, menu: data.menu, features: data.features, atualizado_em: data.atualizado_em };
  },
});

/**
 * Tells the API middleware about the supplier (white-label X-idfornecedor, slug for the 429 route)
 * BEFORE the supplier's data is requested, so those requests already carry the header.
 */
export const applyFornecedorToApiFx = attach({
  source: { api: $api, whiteLabel: $whiteLabel },
  effect: ({ api, whiteLabel }, fornecedor: Fornecedor): Fornecedor => {
    api?.context.update({ whiteLabel, idfornecedor: fornecedor.idfornecedor, slug: fornecedor.slug });
    return fornecedor;
  },
});
sample({ clock: fornecedorResolved, target: applyFornecedorToApiFx });
/** The supplier once the API context knows it: what data requests wait for. */
export const $fornecedorPronto = createStore<Fornecedor | null>(null).on(applyFornecedorToApiFx.doneData, (_, f) => f);

sample({
  clock: applyFornecedorToApiFx.doneData,
  target: [loadConfiguracaoFx, loadTemaFx, loadRodapeFx, loadCategoriasFx, loadTextosFx, loadDocumentosFx],
});

export const $configuracao = createStore<ConfiguracaoFornecedor | null>(null).on(loadConfiguracaoFx.doneData, (_, c) => c);

const $temaCarregado = createStore<Tema | null>(null).on(loadTemaFx.doneData, (_, t) => t);

/**
 * The last theme seen, by supplier (persisted as the 'supplier' slice, performance cookies): on a
 * return visit the page is in the supplier's colours before the theme call answers.
 */
export interface TemaEmCache {
  slug: string;
  idfornecedor: string;
  tema: Tema;
}
export const $temaEmCache = createStore<TemaEmCache | null>(null).on(loadTemaFx.done, (_, { params, result }) => ({
  slug: params.slug,
  idfornecedor: params.idfornecedor,
  tema: result,
}));
const $temaInicial = combine($temaEmCache, $entryLocation, (cache, location): Tema | null => {
  if (!cache || !location) return null;
  const { segmento, fselecionado } = parseStorefrontPath(location.pathname, location.search);
  const id = fselecionado ?? segmento;
  return id !== null && (id === cache.slug || id.toLowerCase() === cache.idfornecedor.toLowerCase()) ? cache.tema : null;
});

const HEX = /^#[0-9a-f]{6}$/i;
/** Validates a saved theme cache (local storage is user-controlled input). */
export function restoreTemaEmCache(saved: unknown): TemaEmCache | undefined {
  if (typeof saved !== 'object' || saved === null) return undefined;
  const c = saved as Record<string, unknown>;
  const t = c.tema as Record<string, unknown> | null | undefined;
  if (typeof c.slug !== 'string' || typeof c.idfornecedor !== 'string' || typeof t !== 'object' || t === null) return undefined;
  const cores = [t.cor_primaria, t.cor_secundaria, t.cor_auxiliar, t.cor_texto];
  if (!cores.every((cor) => typeof cor === 'string' && HEX.test(cor))) return undefined;
  return { slug: c.slug, idfornecedor: c.idfornecedor, tema: t as unknown as Tema };
}

/** The supplier's colours: the theme call, else the configuration's or the supplier record's, else the cached one, else null (defaults). */
export const $tema = combine(
  $temaCarregado,
  $configuracao,
  $fornecedor,
  $temaInicial,
  (tema, conf, forn, inicial) => tema ?? conf?.config.tema ?? forn?.config.tema ?? inicial,
);

export const $rodapeCarregado = createStore<Rodape | null>(null).on(loadRodapeFx.doneData, (_, r) => r);
export const $rodape = combine($rodapeCarregado, $configuracao, (rodape, conf) => rodape ?? conf?.config.rodape ?? null);

export const $categorias = createStore<Categoria[]>([]).on(loadCategoriasFx.doneData, (_, c) => [...c].sort((a, b) => a.ordem - b.ordem));
export const $categoriasCarregadas = createStore(false)
  .on(loadCategoriasFx.finally, () => true);
export const $textos = createStore<Record<string, string>>({}).on(loadTextosFx.doneData, (_, t) => t);
/** null until loaded; on failure the documents stay null and the layout falls back to the default. */
export const $documentos = createStore<DocumentosLoja | null>(null).on(loadDocumentosFx.doneData, (_, d) => d);
export const $documentosCarregados = createStore(false).on(loadDocumentosFx.finally, () => true);

/** The first OFERTAS category (depth-first), for the floating OFERTAS button. */
export const $categoriaOfertas = $categorias.map((cats) => findCategoria(cats, (c) => c.tipo === 'OFERTAS'));

/** Finds a category anywhere in the tree. */
export function findCategoria(categorias: readonly Categoria[], predicate: (c: Categoria) => boolean): Categoria | null {
  for (const categoria of categorias) {
    if (predicate(categoria)) return categoria;
    const inner = findCategoria(categoria.subcategorias, predicate);
    if (inner) return inner;
  }
  return null;
}

export {
  SEM_FORNECEDOR_MARKER,
  hostMatchesSupplier,
  isNoSupplier,
  parseStorefrontPath,
  pickFromDomainQuery,
  stripCommercePrefix,
  supplierDomains,
  whiteLabelRewrite,
} from './resolve';
export type { StorefrontPath } from './resolve';
