/**
 * Analytics (issue 31; spec section 7 'POST /v4/log/google-analytics/{idfornecedor}', section 9
 * 'Tracking'; docs/analytics.md). Off the first view: the browser entry loads this chunk only on
 * a page whose supplier measures, which the server says with the `sf-ga4` meta (the supplier has
 * the tag `enable-google-analytics-ga4-version-tag-events` and a GA4 measurement id in its
 * `config.analytics`, and the host is not localhost unless enabled), then fires `analyticsStarted`.
 *
 * Nothing leaves the browser without performance consent (spec section 4 cookie preferences).
 * Once it is given, the tag manager (gtag.js, from the meta's script URL) is loaded with the
 * measurement, a page_view is sent for the page on screen, and from then on every GA4 event goes
 * both to gtag and to the server's log call: page_view on every route change, view_item_list when
 * a catalogue list shows products, and what the slices report through `analyticsEventsTracked`
 * (./events: view_item (also for the product on screen when the tag loads), add_to_cart, remove_from_cart, begin_checkout, add_shipping_info,
 * add_payment_info, purchase, generate_lead). Consent withdrawn stops the sending and tells gtag.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $produtos } from '../catalogue';
import { $effectivePreferences } from '../consent';
import { $rota, routeChanged } from '../navigation';
import { $produto } from '../product';
import { $fornecedor } from '../supplier';
import { analyticsEventsTracked, analyticsItem, commerceEvent, type AnalyticsEvent } from './events';

export {
  analyticsEventsTracked,
  analyticsItem,
  cartDeltas,
  commerceEvent,
  itemsOfLines,
  type AnalyticsEvent,
  type AnalyticsItem,
} from './events';

/** The meta the server writes on a measuring page (server/web/page-head.ts `GA4_META`). */
export const MEASUREMENT_META = 'sf-ga4';

/** The supplier's GA4 measurement id and the tag manager's script URL. */
export interface Measurement {
  id: string;
  script: string;
}

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** Starts the model (the browser entry, once the app started). */
export const analyticsStarted = createEvent();

/** Reads the page's measurement. Replace with `fork({ handlers })` in tests. */
export const readMeasurementFx = createEffect((): Measurement | null => {
  const content = document.querySelector(`meta[name="${MEASUREMENT_META}"]`)?.getAttribute('content');
  if (!content) return null;
  const parsed = JSON.parse(content) as Partial<Measurement>;
  return typeof parsed.id === 'string' && typeof parsed.script === 'string'
    ? { id: parsed.id, script: parsed.script }
    : null;
});

/** Loads gtag.js with the measurement (GA4's snippet: the dataLayer, js, config without its own page_view). */
export const loadTagFx = createEffect(({ id, script }: Measurement): void => {
  const w = window as unknown as GtagWindow;
  const dataLayer = (w.dataLayer ??= []);
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied' });
  w.gtag('js', new Date());
  w.gtag('config', id, { send_page_view: false });
  const tag = document.createElement('script');
  tag.async = true;
  tag.src = `${script}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(tag);
});

/** Consent withdrawn after the tag loaded: gtag stops storing (and nothing more is sent). */
export const consentWithdrawnFx = createEffect((): void => {
  (window as unknown as GtagWindow).gtag?.('consent', 'update', { analytics_storage: 'denied' });
});

/** The page's address and title, for a page_view. */
export const pageViewFx = createEffect((): AnalyticsEvent => ({
  nome: 'page_view',
  parametros: {
    page_location: window.location.href.slice(0, 2000),
    page_path: `${window.location.pathname}${window.location.search}`.slice(0, 2000),
    page_title: document.title.slice(0, 300),
  },
}));

/** Sends events to gtag, in order. Replace with `fork({ handlers })` in tests. */
export const tagEventsFx = createEffect((events: AnalyticsEvent[]): void => {
  const gtag = (window as unknown as GtagWindow).gtag;
  for (const event of events) gtag?.('event', event.nome, event.parametros);
});

/** Sends events to the server's log, in order (performance consent is given: the header says so). */
const logEventsFx = attach({
  source: { api: $api, fornecedor: $fornecedor },
  effect: async ({ api, fornecedor }, events: AnalyticsEvent[]): Promise<void> => {
    if (!fornecedor) return;
    for (const event of events) {
      await requestData(
        requireApi(api).v4.POST('/v4/log/google-analytics/{idfornecedor}', {
          params: { path: { idfornecedor: fornecedor.idfornecedor }, header: { cookie_desempenho: 'true' } },
          body: event,
        }),
      );
    }
  },
});

export const $measurement = createStore<Measurement | null>(null, { serialize: 'ignore' });
/** The tag manager was loaded (once per page). */
export const $tagLoaded = createStore(false, { serialize: 'ignore' });
/** Events may be sent: a measurement and performance consent. */
export const $sending = combine(
  $measurement,
  $effectivePreferences,
  $tagLoaded,
  (measurement, preferences, loaded) => measurement !== null && preferences.performance && loaded,
);

sample({ clock: analyticsStarted, target: readMeasurementFx });
$measurement.on(readMeasurementFx.doneData, (_, measurement) => measurement);

// Consent (now or later) loads the tag once, then the page on screen is viewed.
sample({
  clock: [$measurement.updates, $effectivePreferences.updates],
  source: { measurement: $measurement, preferences: $effectivePreferences, loaded: $tagLoaded },
  filter: ({ measurement, preferences, loaded }) => measurement !== null && preferences.performance && !loaded,
  fn: ({ measurement }) => measurement!,
  target: loadTagFx,
});
$tagLoaded.on(loadTagFx.done, () => true);
sample({ clock: [loadTagFx.done, routeChanged], target: pageViewFx });
sample({
  clock: $effectivePreferences.updates,
  source: $tagLoaded,
  filter: (loaded, preferences) => loaded && !preferences.performance,
  target: consentWithdrawnFx,
});

// view_item_list: a catalogue list (home, category, search) showed products, or shows them when the tag loads.
sample({
  clock: [$produtos.updates, loadTagFx.done],
  source: { rota: $rota, produtos: $produtos },
  filter: ({ rota, produtos }) => produtos.length > 0 && ['home', 'categoria', 'busca'].includes(rota.pagina),
  fn: ({ rota, produtos }): AnalyticsEvent[] => {
    const lista = rota.pagina === 'categoria' ? `categoria:${rota.slug}` : rota.pagina;
    return [
      commerceEvent(
        'view_item_list',
        produtos.slice(-20).map((produto, index) => ({ ...analyticsItem(produto), index })),
        { item_list_id: lista.slice(0, 200), item_list_name: lista.slice(0, 200) },
      ),
    ];
  },
  target: analyticsEventsTracked,
});

// view_item: the product on screen when the tag loads (an entry on a product page loaded it before this chunk).
sample({
  clock: loadTagFx.done,
  source: { rota: $rota, produto: $produto },
  filter: ({ rota, produto }) => rota.pagina === 'produto' && produto !== null,
  fn: ({ produto }) => [commerceEvent('view_item', [analyticsItem(produto!)])],
  target: analyticsEventsTracked,
});

sample({ clock: pageViewFx.doneData, fn: (event) => [event], target: analyticsEventsTracked });
sample({
  clock: analyticsEventsTracked,
  source: $sending,
  filter: (sending, events) => sending && events.length > 0,
  fn: (_, events) => events,
  target: [tagEventsFx, logEventsFx],
});
