/**
 * The storefront model, wired in one place. Every slice is listed once in `MODEL_SLICES`: its
 * logic registers when it is imported here, and what it declares as persisted joins the saved
 * state. Adding a slice is one line below. The app (or a server rendering a request) forks a
 * scope and fires `appStarted`; nothing else needs importing for its side effects.
 */
import { appSlice } from './app';
import { carouselSlice } from './carousel';
import { cartSlice } from './cart/lines';
import { catalogueSlice } from './catalogue';
import { categoriesSlice } from './categories';
import { consentSlice } from './consent';
import { documentsSlice } from './documents';
import { loginSlice } from './login';
import { navigationSlice } from './navigation';
import { createPersistence } from './persistence';
import { requestContextSlice } from './request-context';
import { sessionSlice } from './session';
import type { ModelSlice } from './slice';
import { storefrontSlice } from './storefront';
import { supplierSlice } from './supplier';
import { supplierConfigSlice } from './supplier-config';
import { themeSlice } from './theme';

export const MODEL_SLICES: readonly ModelSlice[] = [
  appSlice,
  sessionSlice,
  consentSlice,
  requestContextSlice,
  supplierSlice,
  supplierConfigSlice,
  themeSlice,
  categoriesSlice,
  documentsSlice,
  storefrontSlice,
  navigationSlice,
  catalogueSlice,
  carouselSlice,
  cartSlice,
  loginSlice,
];

export const STATE_STORAGE_KEY = 'storefront:estado';
export const STATE_VERSION = 1;

/**
 * The client state saved to local storage (spec section 4): each slice's persisted parts, under
 * one versioned key, filtered by the visitor's cookie preferences. `flushed` saves at once.
 */
export const appPersistence = createPersistence({
  key: STATE_STORAGE_KEY,
  version: STATE_VERSION,
  migrations: [],
  slices: MODEL_SLICES.flatMap((slice) => slice.persisted ?? []),
});

export { appStarted } from './app';
export { timerWaitFx } from './lib/debounce';
export type { AppStartedPayload, EntryLocation, LayoutRules } from './app';
