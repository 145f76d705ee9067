/**
 * The app's start: one explicit `appStarted` event carrying what the outside world provides (the
 * API clients, the storefront config read from the page, the entry location). Every slice reacts
 * to it through `sample`; nothing runs at import time.
 */
import { createEvent, createStore, sample } from 'effector';
import type { Api } from '../../api';

export interface StorefrontConfig {
  /** Base URL of the API ('/api' on the same origin by default). */
  apiBaseUrl: string;
  /** Where a visitor goes when no supplier matches (spec section 4). */
  providerHomeUrl: string;
  /** Prefix for image URLs ('' = same origin). */
  imageBaseUrl: string;
}

export const DEFAULT_STOREFRONT_CONFIG: StorefrontConfig = {
  apiBaseUrl: '/api',
  providerHomeUrl: '/',
  imageBaseUrl: '',
};

export interface EntryLocation {
  /** e.g. '/commerce/aurora/categoria/bebidas' */
  pathname: string;
  /** e.g. '?utm_source=x' ('' when none) */
  search: string;
  /** hostname without port, e.g. 'aurora.localhost' */
  hostname: string;
  /** origin, e.g. 'http://aurora.localhost:3000' */
  origin: string;
}

export interface AppStartedPayload {
  api: Api;
  config: StorefrontConfig;
  location: EntryLocation;
}

export const appStarted = createEvent<AppStartedPayload>();

/** The API clients of this app instance; set on `appStarted`, replaced in tests with `fork({ values })`. */
export const $api = createStore<Api | null>(null, { serialize: 'ignore' });
export const $storefrontConfig = createStore<StorefrontConfig>(DEFAULT_STOREFRONT_CONFIG);
export const $entryLocation = createStore<EntryLocation | null>(null);

sample({ clock: appStarted, fn: ({ api }) => api, target: $api });
sample({ clock: appStarted, fn: ({ config }) => config, target: $storefrontConfig });
sample({ clock: appStarted, fn: ({ location }) => location, target: $entryLocation });

/** Helper for attached effects: the API, or a clear error when the app was not started. */
export function requireApi(api: Api | null): Api {
  if (!api) throw new Error('API não inicializada: dispare appStarted antes de usar o modelo.');
  return api;
}
