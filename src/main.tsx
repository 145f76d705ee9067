/**
 * Entry: reads the storefront config from the page, creates the effector scope and the API
 * clients, renders the app and starts it with `appStarted`.
 */
import '../themes/global.css';
import { allSettled, fork, scopeBind } from 'effector';
import { createRoot } from 'react-dom/client';
import { createApi } from '../engine/api';
import { appStarted } from '../engine/model/app';
// Slices wired at start (imported for their logic even where no component reads them first).
import { appPersistence } from '../engine/model/app-persistence';
import '../engine/model/carousel';
import '../engine/model/catalogue';
import '../engine/model/consent';
import '../engine/model/product';
import '../engine/model/request-context';
import '../engine/model/storefront';
import { App } from './app/app';
import { readStorefrontConfig } from './app/config';
import { navigateTo } from './app/navigation-bridge';

const config = readStorefrontConfig(document.getElementById('storefront-config')?.textContent);
const scope = fork();
const api = createApi({ baseUrl: config.apiBaseUrl, navigate: navigateTo });

// Save the client state right away when the page goes away (the regular save is throttled to 500 ms).
const flush = scopeBind(appPersistence.flushed, { scope, safe: true });
window.addEventListener('pagehide', () => flush());

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente no index.html');
createRoot(container).render(<App scope={scope} />);

void allSettled(appStarted, {
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
  },
});
