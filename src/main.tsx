/**
 * Entry: reads the storefront config from the page, creates the effector scope and the API
 * clients, starts the model with `appStarted` (the entry URL, the API, the block registry's
 * layout rules) and shows the app.
 *
 * A server-rendered page (server/web with dist/server/entry-server.js) carries the API answers of
 * its first view in `#storefront-state`: the clients answer those from the page, so the model
 * settles with no request to the state the server rendered, and React hydrates the server's HTML.
 * Without it (no SSR build) the app is rendered from scratch.
 */
import '#themes/global.css';
import { allSettled, fork, scopeBind } from 'effector';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createLayoutEnvelopeSchema } from '#schemas/layout';
import { createApi } from '#engine/api';
import { appPersistence, appStarted } from '#engine/model';
import { App, precarregarPagina } from './app/app';
import { STOREFRONT_CONFIG_ELEMENT_ID } from '#schemas/storefront-config';
import { readStorefrontConfig } from './app/config';
import { navigateTo } from './app/navigation-bridge';
import { readStorefrontState, replayFetch, STOREFRONT_STATE_ELEMENT_ID } from './app/api-replay';
import { $rota } from '#engine/model/navigation';
import { PAGE_TYPES } from '#schemas/page-types';
import { yieldToMain } from './shared/yield-to-main';

/**
 * Whether the route table says the page's data is prepared off the first view (src/app/route-models.ts):
 * every preload but the catalogue's, which comes with the start.
 */
const precisaPreparar = (pagina: string): boolean => {
  const preload = Object.hasOwn(PAGE_TYPES, pagina) ? PAGE_TYPES[pagina as keyof typeof PAGE_TYPES].preload : undefined;
  return preload !== undefined && preload !== 'catalogo';
};

const config = readStorefrontConfig(document.getElementById(STOREFRONT_CONFIG_ELEMENT_ID)?.textContent);
const state = readStorefrontState(document.getElementById(STOREFRONT_STATE_ELEMENT_ID)?.textContent);
const scope = fork();
const api = createApi({
  baseUrl: new URL(config.apiBaseUrl, window.location.origin).href,
  navigate: navigateTo,
  ...(state ? { fetch: replayFetch(state, (request) => globalThis.fetch(request)) } : {}),
});

// Save the client state right away when the page goes away (the regular save is throttled to 500 ms).
const flush = scopeBind(appPersistence.flushed, { scope, safe: true });
window.addEventListener('pagehide', () => flush());

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente no index.html');

// The start runs in a task of its own, after the modules' evaluation, and each answer it replays
// from the page comes in a task of its own too (replayFetch): on a slow phone the start-up is a
// series of short tasks the browser can answer input between, not one long one (Lighthouse's
// total blocking time: a logged-in page's start-up had been one task of 0.6–0.85 s at 4× CPU slowdown).
const started = yieldToMain().then(() =>
  allSettled(appStarted, {
    scope,
    params: {
      api,
      config,
      location: {
        pathname: window.location.pathname,
        search: window.location.search,
        hostname: window.location.hostname,
        origin: window.location.origin,
      },
      // The server serves the layout validated, with its defaults: the browser checks its envelope (a
      // node naming a block it does not know is logged and skipped by the renderer), and loads the
      // default layout (every block's schema) only for a supplier whose layout is unreadable.
      layout: {
        schema: createLayoutEnvelopeSchema(),
        fallback: () => import('#blocks/default-layout').then((m) => m.defaultLayout),
      },
    },
  }),
);

// Spec section 2: `?api_key=…&id_erp_usuario=…` logs in by API key; its code loads only for such an entry.
if (location.search.includes('api_key='))
  void import('./app/api-key-entry').then((m) => m.loginPorApiKey(scope, started));
// Off the first view, once started (./app/after-start): the session check (spec section 4: a
// changed approval reloads to the supplier root), and on a measuring supplier's page the analytics.
void started.then(() => import('./app/after-start')).then((m) => m.afterStart(scope));

if (state && container.firstElementChild) {
  // The model reaches the server's state from the page's answers; then React adopts the HTML.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // one long task (the page is already on screen and a click on not-yet-hydrated HTML is replayed),
  // which keeps the main thread free on slow phones (Lighthouse's total blocking time).
  // A page whose data loads off the first view gets it first, from the page's answers too
  // (src/app/route-models.ts, a chunk of its own: only such an entry loads it).
  void started
    .then(() =>
      Promise.all([
        precisaPreparar(scope.getState($rota).pagina)
          ? import('./app/route-models').then((m) => m.prepararRota(scope))
          : undefined,
        // The page's own chunk (already on its way: the server preloads it), so it hydrates with the shell.
        precarregarPagina(window.location.pathname),
      ]),
    )
    .catch(console.error)
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, <App scope={scope} />);
      }),
    );
} else {
  createRoot(container).render(<App scope={scope} />);
}
