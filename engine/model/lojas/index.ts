/**
 * Store selection (issue 12; spec sections 2 'Supplier/store selection', 3 fornecedoresAvailable
 * and lojasEmpresa, 4 'Address'). Loaded with the store-selection page and the cart page's
 * checkout, never at first view (not in MODEL_SLICES).
 *
 * - `storesPageShown`: the shops of the current supplier's company (`$lojasEmpresa`: getFornecedores
 *   by idempresa, the current one first);
 * - `placeChosen`: a place to shop from (a saved address by id, or the entry by city or
 *   neighbourhood only) asks which suppliers serve it (getFornecedores by idendereco, or cidade and
 *   uf); the checkout's choice of an address (`addressChosen`) is one too. The answer
 *   (engine/rules/stores `decidirFornecedores`): several go into `$fornecedoresAvailable` (the
 *   store-selection list, `$irParaLojas` asks the screen to show it); one that is another supplier
 *   switches to it (a full load of /{slug}, or of its own domain on a white-label page: the
 *   supplier resolves at start); none sets the warning
 *   'Infelizmente ainda não atendemos o seu endereço' and flags the address invalid;
 * - `storeChosen`: the shop picked in the list (another one: switch to it).
 * - The screen also asks the current supplier's service area (`getAreaAtendimento`, spec sections 3
 *   areaAtendimentoActive and 7): `$serviceArea`, the cities it delivers to besides its map
 *   areas; a failure warns 'Falha ao consultar área de atendimento do fornecedor' (spec section 8).
 * - A place entered by city (not a saved address, which belongs to the account) outlives a reload
 *   (spec section 4 'State persistence': supplier state, kept only while performance cookies are
 *   allowed): saved to localStorage when chosen, read back when the screen opens with no place,
 *   and looked up again; that lookup fills the list but never switches shop by itself.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import {
  AVISO_NAO_ATENDIDO,
  decidirFornecedores,
  lojasDaEmpresa,
  urlDaLoja,
  validarLocalSoCidade,
  type LocalEscolhido,
} from '../../rules/stores';
import { $api, $entryLocation, requireApi } from '../app';
import { addressChosen } from '../checkout';
import { $effectivePreferences } from '../consent';
import { $token } from '../session';
import type { ModelSlice } from '../slice';
import { $fornecedor, $whiteLabel, redirectFx } from '../supplier';
import type { Fornecedor } from '../types';
import type { components } from '#openapi/generated/v2';

type AreaAtendimento = components['schemas']['AreaAtendimento'];

export const TEXTOS_LOJAS = {
  naoAtendido: AVISO_NAO_ATENDIDO,
  /** Spec section 8: the supplier lookup by location failed (its default message). */
  erroBusca: 'Não foi possivel encontrar fornecedores para este endereço',
  /** Spec section 8: the company's stores failed to load. */
  erroLojas: 'Falha ao consultar outros fornecedores',
  /** Spec section 8: the supplier's service area failed to load. */
  erroArea: 'Falha ao consultar área de atendimento do fornecedor',
  atendido: 'Esta loja atende o seu endereço.',
} as const;

export const storesPageShown = createEvent();
/**
 * The page's shops prepared before its first render (src/app/route-models.ts): only the company's
 * shops, not the place saved in the browser (the server has none; the browser looks it up when the
 * screen mounts), so the server's HTML and the hydrated page agree.
 */
export const storesPrepared = createEvent();
/** A place chosen to shop from (a saved address, or a city and maybe a neighbourhood). */
export const placeChosen = createEvent<LocalEscolhido>();
/** A shop picked in the store-selection list, by idfornecedor. */
export const storeChosen = createEvent<string>();
export const noticeClosed = createEvent();
/** The store-selection screen took over the list ($irParaLojas back to false). */
export const storesOpened = createEvent();

/** lojasEmpresa: the shops of the current supplier's company (null before they load). */
export const $lojasEmpresa = createStore<Fornecedor[] | null>(null);
/** fornecedoresAvailable: the suppliers that serve the chosen place, when several do (else null). */
export const $fornecedoresAvailable = createStore<Fornecedor[] | null>(null);
export const $localEscolhido = createStore<LocalEscolhido | null>(null);
/** The chosen address is not served by any supplier (the invalid-address flag). */
export const $enderecoInvalido = createStore(false);
/** The id of the saved address flagged invalid (null: none, or a city entry). */
export const $idenderecoInvalido = createStore<number | null>(null);
/** The warning (toast) to show, or a confirmation that the current shop serves the place. */
export const $avisoLojas = createStore<{ tom: 'caution' | 'positive' | 'critical'; texto: string } | null>(null);
/** areaAtendimentoActive: the current supplier's delivery area (null before it loads, or when it failed). */
export const $serviceArea = createStore<AreaAtendimento | null>(null);
/** Several suppliers serve the place: the checkout sends the shopper to the store-selection screen. */
export const $irParaLojas = createStore(false);

const lojasEmpresaFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }): Promise<Fornecedor[]> => {
    if (!fornecedor) return [];
    const lista = await requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/fornecedor', {
        params: { path: { auth: token }, query: { idempresa: fornecedor.idempresa } },
      }),
    );
    return lojasDaEmpresa(lista, fornecedor);
  },
});

const serviceAreaFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }): Promise<AreaAtendimento | null> => {
    if (!fornecedor) return null;
    return requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/fornecedor/areaatendimento', {
        params: { path: { auth: token }, query: { idfornecedor: fornecedor.idfornecedor, tipoEntrega: 'DELIVERY' } },
      }),
    );
  },
});

const buscarFornecedoresFx = attach({
  source: { api: $api, token: $token },
  effect: async ({ api, token }, local: LocalEscolhido): Promise<Fornecedor[]> => {
    const query: { idendereco?: number; cidade?: string; uf?: string; lat?: number; lng?: number } = {};
    if (typeof local.idendereco === 'number' && local.idendereco > 0) query.idendereco = local.idendereco;
    else if (typeof local.lat === 'number' && typeof local.lng === 'number')
      Object.assign(query, { lat: local.lat, lng: local.lng });
    else if (local.cidade && local.uf) Object.assign(query, { cidade: local.cidade, uf: local.uf });
    else return [];
    return requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/fornecedor', { params: { path: { auth: token }, query } }),
    );
  },
});

/** localStorage key of the place entered by city. */
export const CHAVE_LOCAL = 'storefront:local';

function armazenamento(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** Keeps a place entered by city (performance cookies allowed); anything else clears the saved one. */
const salvarLocalFx = attach({
  source: $effectivePreferences,
  effect: (prefs, local: LocalEscolhido) => {
    const storage = armazenamento();
    if (!storage) return;
    const porCidade = !local.idendereco && local.cidade && local.uf;
    if (prefs.performance && porCidade)
      storage.setItem(
        CHAVE_LOCAL,
        JSON.stringify({ cidade: local.cidade, uf: local.uf, bairro: local.bairro ?? null }),
      );
    else storage.removeItem(CHAVE_LOCAL);
  },
});

/** The saved place, validated again (null: none, refused cookies, or not a valid place). */
const lerLocalFx = attach({
  source: $effectivePreferences,
  effect: (prefs): LocalEscolhido | null => {
    const storage = armazenamento();
    const texto = storage?.getItem(CHAVE_LOCAL) ?? null;
    if (!texto) return null;
    if (!prefs.performance) {
      storage?.removeItem(CHAVE_LOCAL);
      return null;
    }
    try {
      const r = validarLocalSoCidade(JSON.parse(texto) as Record<string, unknown>);
      return r.ok ? r.local : null;
    } catch {
      return null;
    }
  },
});

/** Where a switch to `loja` goes (its own domain when this is a white-label page). */
const $origem = combine($whiteLabel, $entryLocation, (whiteLabel, location) => ({
  whiteLabel,
  origin: location?.origin ?? null,
}));

/** Pending lookups (the screen's button waits). */
export const $buscandoLojas = buscarFornecedoresFx.pending;

// Asked again when the screen mounts: the shops and the area already shown stay while they reload.
sample({ clock: [storesPageShown, storesPrepared], target: [lojasEmpresaFx, serviceAreaFx] });
$serviceArea.on(serviceAreaFx.doneData, (_, area) => area);
sample({
  clock: serviceAreaFx.fail,
  fn: () => ({ tom: 'critical' as const, texto: TEXTOS_LOJAS.erroArea }),
  target: $avisoLojas,
});
$lojasEmpresa.on(lojasEmpresaFx.doneData, (_, lista) => lista);
sample({
  clock: lojasEmpresaFx.fail,
  fn: () => ({ tom: 'critical' as const, texto: TEXTOS_LOJAS.erroLojas }),
  target: $avisoLojas,
});

// The checkout's choice of an address is a place chosen too (spec section 4 'Address').
sample({ clock: addressChosen, fn: (idendereco): LocalEscolhido => ({ idendereco }), target: placeChosen });

$localEscolhido.on(placeChosen, (_, local) => local);
sample({ clock: placeChosen, target: [buscarFornecedoresFx, salvarLocalFx] });
$avisoLojas.reset(placeChosen, noticeClosed, storesPageShown);

// The place saved before a reload: restored when the screen opens without one, and looked up again.
const localRestaurado = sample({
  clock: lerLocalFx.doneData,
  source: $localEscolhido,
  filter: (atual, salvo) => atual === null && salvo !== null,
  fn: (_, salvo) => salvo as LocalEscolhido,
});
sample({
  clock: storesPageShown,
  source: $localEscolhido,
  filter: (local) => local === null,
  fn: () => undefined,
  target: lerLocalFx,
});
/** True while the lookup comes from a restored place: it shows the shops and never switches by itself. */
const $restaurado = createStore(false)
  .on(localRestaurado, () => true)
  .reset(placeChosen);
$localEscolhido.on(localRestaurado, (_, local) => local);
sample({ clock: localRestaurado, target: buscarFornecedoresFx });

const decidido = sample({
  clock: buscarFornecedoresFx.done,
  source: { atual: $fornecedor, restaurado: $restaurado },
  fn: ({ atual, restaurado }, { params, result }) => ({
    local: params,
    restaurado,
    decisao: decidirFornecedores(result, atual?.idfornecedor ?? null),
  }),
});

$fornecedoresAvailable
  .on(decidido, (_, { decisao, restaurado }) =>
    decisao.tipo === 'escolher'
      ? decisao.fornecedores
      : decisao.tipo === 'trocar' && restaurado
        ? [decisao.fornecedor]
        : null,
  )
  .reset(placeChosen);
$irParaLojas.on(decidido, (_, { decisao }) => decisao.tipo === 'escolher').reset(storesOpened, placeChosen);
$enderecoInvalido.on(decidido, (_, { decisao }) => decisao.tipo === 'nenhum').reset(placeChosen);
$idenderecoInvalido
  .on(decidido, (_, { local, decisao }) => (decisao.tipo === 'nenhum' ? (local.idendereco ?? null) : null))
  .reset(placeChosen);
sample({
  clock: decidido,
  filter: ({ decisao }) => decisao.tipo === 'nenhum' || decisao.tipo === 'manter',
  fn: ({ decisao }) =>
    decisao.tipo === 'nenhum'
      ? { tom: 'caution' as const, texto: TEXTOS_LOJAS.naoAtendido }
      : { tom: 'positive' as const, texto: TEXTOS_LOJAS.atendido },
  target: $avisoLojas,
});
sample({
  clock: buscarFornecedoresFx.fail,
  fn: () => ({ tom: 'critical' as const, texto: TEXTOS_LOJAS.erroBusca }),
  target: $avisoLojas,
});

// One supplier, another than the current: switch to it (spec section 4).
sample({
  clock: decidido,
  source: $origem,
  filter: (_, { decisao, restaurado }) => decisao.tipo === 'trocar' && !restaurado,
  fn: (origem, { decisao }) => (decisao.tipo === 'trocar' ? urlDaLoja(decisao.fornecedor, origem) : '/'),
  target: redirectFx,
});

// A shop picked in the list: another one is a switch; the current one just closes the list.
const escolhida = sample({
  clock: storeChosen,
  source: { atual: $fornecedor, disponiveis: $fornecedoresAvailable, empresa: $lojasEmpresa },
  fn: ({ atual, disponiveis, empresa }, idfornecedor) => ({
    atual: atual?.idfornecedor ?? null,
    loja: [...(disponiveis ?? []), ...(empresa ?? [])].find((f) => f.idfornecedor === idfornecedor) ?? null,
  }),
});
sample({
  clock: escolhida,
  source: $origem,
  filter: (_, { atual, loja }) => loja !== null && loja.idfornecedor !== atual,
  fn: (origem, { loja }) => (loja ? urlDaLoja(loja, origem) : '/'),
  target: redirectFx,
});
sample({
  clock: escolhida,
  filter: ({ atual, loja }) => loja !== null && loja.idfornecedor === atual,
  fn: () => ({ tom: 'positive' as const, texto: TEXTOS_LOJAS.atendido }),
  target: $avisoLojas,
});
$fornecedoresAvailable.on(escolhida, (lista, { atual, loja }) =>
  loja !== null && loja.idfornecedor === atual ? null : lista,
);

export const lojasSlice: ModelSlice = { name: 'lojas' };
