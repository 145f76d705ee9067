/**
 * The app's start: one explicit `appStarted` event carrying what the outside world provides (the
 * API clients, the storefront config read from the page, the entry location, the block
 * registry's layout rules). Every slice reacts to it through `sample`; nothing runs at import
 * time and nothing here reads `window`, so a server can start a forked scope for a request.
 */
import { createEvent, createStore, sample } from 'effector';
import { DEFAULT_STOREFRONT_CONFIG } from '#schemas/storefront-config';
import type { StorefrontConfig } from '#schemas/storefront-config';
import type { ZodMiniType } from 'zod/mini';
import type { LayoutDocument } from '#schemas/layout';
import type { Api } from '../../api';
import type { ModelSlice } from '../slice';

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

/**
 * How a supplier's layout document is validated. The engine may not import blocks, so the app
 * passes the schema and the default layout (blocks/default-layout.ts), as it passes the API: the
 * server's renderer the full schema (blocks/layout-schema.ts); the browser the envelope only
 * (schemas/layout.ts `createLayoutEnvelopeSchema`: the server serves layouts already validated,
 * with their defaults) and a default layout it loads only when it needs one, off the first view.
 */
export interface LayoutRules {
  schema: ZodMiniType<LayoutDocument>;
  /** Used when the supplier has no layout document or a bad one (never a blank page). */
  fallback: LayoutDocument | (() => Promise<LayoutDocument>);
}

export interface AppStartedPayload {
  api: Api;
  config: StorefrontConfig;
  location: EntryLocation;
  /** Without it the layout stays unresolved (`$layout` null): tests of other slices omit it. */
  layout?: LayoutRules;
}

export const appStarted = createEvent<AppStartedPayload>();

/** The API clients of this app instance; set on `appStarted`, replaced in tests with `fork({ values })`. */
export const $api = createStore<Api | null>(null, { serialize: 'ignore' });
export const $storefrontConfig = createStore<StorefrontConfig>({ ...DEFAULT_STOREFRONT_CONFIG });
export const $entryLocation = createStore<EntryLocation | null>(null);
export const $layoutRules = createStore<LayoutRules | null>(null, { serialize: 'ignore' });

sample({ clock: appStarted, fn: ({ api }) => api, target: $api });
sample({ clock: appStarted, fn: ({ config }) => config, target: $storefrontConfig });
sample({ clock: appStarted, fn: ({ location }) => location, target: $entryLocation });
sample({ clock: appStarted, fn: ({ layout }) => layout ?? null, target: $layoutRules });

/** Helper for attached effects: the API, or a clear error when the app was not started. */
export function requireApi(api: Api | null): Api {
  if (!api) throw new Error('API não inicializada: dispare appStarted antes de usar o modelo.');
  return api;
}

export const appSlice: ModelSlice = { name: 'app' };
