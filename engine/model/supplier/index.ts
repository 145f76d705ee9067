/**
 * Supplier slice: who the storefront is for. Resolution at start (spec section 4: by path and
 * domain, then by domain only; none → the provider home), white-label mode (URL rewritten to
 * /{slug}, X-idfornecedor on every request) and `fornecedorReady`, the event the supplier's
 * loads (supplier-config, theme, categories, documents, carousel) start from.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { Event } from 'effector';
import { requestData } from '../../api';
import { $api, $entryLocation, $storefrontConfig, requireApi } from '../app';
import type { EntryLocation } from '../app';
import { requestContextApplied, requestFornecedorChanged } from '../request-context';
import { $token, sessionReady } from '../session';
import type { ModelSlice } from '../slice';
import type { Fornecedor } from '../types';
import { parseStorefrontPath, stripCommercePrefix } from '../../rules/storefront-path';
import { hostMatchesSupplier, isSameLocation, pickFromDomainQuery, realSuppliers, whiteLabelRewrite } from './resolve';

type ResolucaoFornecedor = { encontrado: true; fornecedor: Fornecedor; whiteLabel: boolean } | { encontrado: false };
type Encontrado = Extract<ResolucaoFornecedor, { encontrado: true }>;

/** Steps 1–3 of the resolution. Throws on API failure (the caller redirects either way). */
const resolveFornecedorFx = attach({
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

/** No supplier for this address (and the provider home is this very page, so no redirect). */
const fornecedorNotFound = createEvent();

type StatusFornecedor = 'idle' | 'resolvendo' | 'pronto' | 'sem-fornecedor' | 'redirecionando';

/** The supplier, once resolved and carried by every request (null before). */
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

const fornecedorResolved = sample({
  clock: resolveFornecedorFx.doneData,
  filter: (r): r is Encontrado => r.encontrado,
});
$whiteLabel.on(fornecedorResolved, (_, r) => r.whiteLabel);
/** The supplier found, until the request context carries it (then it is `$fornecedor`). */
const $resolvido = createStore<Fornecedor | null>(null).on(fornecedorResolved, (_, r) => r.fornecedor);
sample({
  clock: fornecedorResolved,
  fn: ({ fornecedor, whiteLabel }) => ({ whiteLabel, idfornecedor: fornecedor.idfornecedor, slug: fornecedor.slug }),
  target: requestFornecedorChanged,
});

/** The supplier is known and every request carries it: what the supplier's loads start from. */
export const fornecedorReady: Event<Fornecedor> = sample({
  clock: requestContextApplied,
  source: { resolvido: $resolvido, atual: $fornecedor },
  filter: ({ resolvido, atual }, context) =>
    resolvido !== null && resolvido !== atual && context.idfornecedor === resolvido.idfornecedor,
  fn: ({ resolvido }) => resolvido!,
});
$fornecedor.on(fornecedorReady, (_, f) => f);
$statusFornecedor.on(fornecedorReady, () => 'pronto');

// Step 4: white-label → URL rewritten to /{slug}, keeping the query; a /commerce prefix is dropped.
const urlRewriteNeeded = sample({
  clock: fornecedorResolved,
  source: $entryLocation,
  fn: (location, r): string | null => {
    if (!location) return null;
    if (r.whiteLabel) return whiteLabelRewrite(location, r.fornecedor);
    const stripped = stripCommercePrefix(location.pathname);
    return stripped !== location.pathname ? `${stripped}${location.search}` : null;
  },
});
const urlRewrite = sample({ clock: urlRewriteNeeded, filter: (url): url is string => url !== null });
sample({ clock: urlRewrite, target: replaceUrlFx });
/** The address the storefront rewrote the entry URL to (the route follows it). */
export const urlRewritten: Event<{ pathname: string; search: string }> = urlRewrite.map((url) => {
  const query = url.indexOf('?');
  return query === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, query), search: url.slice(query) };
});

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
  target: fornecedorNotFound,
});
$statusFornecedor.on(fornecedorNotFound, () => 'sem-fornecedor');

export const supplierSlice: ModelSlice = { name: 'supplier' };
