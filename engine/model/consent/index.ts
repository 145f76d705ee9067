/**
 * Consent slice (effector, framework-free): the cookie preferences of spec sections 4 and 9, the
 * `cookie_consent` cookie, the consent request headers and the UTM cookies/headers.
 *
 * - State `undecided | decided`. While undecided the effective preferences are necessary only:
 *   no non-essential cookie is written before consent.
 * - `consentAccepted` (all on), `consentRejected` (all optional off), `preferencesSaved(prefs)`
 *   (necessary is always on: it cannot be refused). The decision is stored in the necessary
 *   cookie `cookie_consent` (JSON, 1 year, path /, SameSite=Lax).
 * - `$consentHeaders`: cookie_necessario, cookie_sessao, cookie_desempenho, cookie_personalizacao.
 * - UTM: utm_source/utm_campaign/utm_all read from the entry URL (or from earlier UTM cookies);
 *   the entry URL's values become cookies (604800 s, path /) only once performance cookies are
 *   allowed; refusing performance deletes them. `$utmHeaders` (X-UTM-*) are sent only while
 *   performance cookies are allowed.
 *
 * Starts on `appStarted` (or `consentStarted` directly, e.g. in tests).
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { appStarted } from '../app';
import type { ModelSlice } from '../slice';
import { parseCookies } from '../../rules/cookies';
import { readBrowserCookies, writeBrowserCookies } from './cookies';
import type { CookieWrite } from './cookies';
import {
  ALL_ACCEPTED,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  NECESSARY_ONLY,
  consentHeaders,
  decodeConsentCookie,
  effectivePreferences,
  encodeConsentCookie,
} from './preferences';
import type { ConsentHeaders, ConsentState, CookiePreferences } from './preferences';
import { UTM_COOKIES, UTM_COOKIE_MAX_AGE, hasUtm, parseUtm, utmFromCookies, utmHeaders } from './utm';
import type { Utm } from './utm';

type Decided = Extract<ConsentState, { status: 'decided' }>;

// ---- events ---------------------------------------------------------------------------------

/** Starts the slice with the entry URL's query (fired from `appStarted`). */
export const consentStarted = createEvent<{ search: string }>();
/** 'Aceitar todos'. */
export const consentAccepted = createEvent();
/** 'Rejeitar todos': every optional category off. */
export const consentRejected = createEvent();
/** 'Salvar preferências' with the modal's toggles. */
export const preferencesSaved = createEvent<CookiePreferences>();
/** Opens the preferences modal ('Personalizar', or a "Cookies" link in the footer). */
export const preferencesOpened = createEvent();
/** Closes the preferences modal without deciding. */
export const preferencesClosed = createEvent();

// ---- effects --------------------------------------------------------------------------------

/** Reads `document.cookie`. Replace with `fork({ handlers })` in tests. */
export const readCookiesFx = createEffect((): string => readBrowserCookies());
/** Writes cookies to `document.cookie`. Replace with `fork({ handlers })` in tests. */
export const writeCookiesFx = createEffect((writes: CookieWrite[]): void => writeBrowserCookies(writes));
/** Stamps a decision with the current time (kept out of reducers so they stay pure). */
const decideFx = createEffect((preferences: CookiePreferences): Decided => ({
  status: 'decided',
  preferences: { ...preferences, necessary: true },
  decidedAt: new Date().toISOString(),
}));

function consentCookieWrites(state: Decided): CookieWrite[] {
  const writes: CookieWrite[] = [
    {
      name: CONSENT_COOKIE,
      value: encodeConsentCookie(state),
      options: { maxAge: CONSENT_COOKIE_MAX_AGE, path: '/', sameSite: 'Lax' },
    },
  ];
  if (!state.preferences.performance) {
    // Performance refused: UTM cookies (performance cookies) must not stay.
    for (const name of UTM_COOKIES)
      writes.push({ name, value: '', options: { maxAge: 0, path: '/', sameSite: 'Lax' } });
  }
  return writes;
}

function utmCookieWrites(utm: Utm): CookieWrite[] {
  return UTM_COOKIES.filter((name) => utm[name] !== undefined).map((name) => ({
    name,
    value: utm[name] ?? '',
    options: { maxAge: UTM_COOKIE_MAX_AGE, path: '/', sameSite: 'Lax' },
  }));
}

/** Writes the decision cookie (and deletes UTM cookies when performance is refused). */
const writeConsentCookieFx = attach({ effect: writeCookiesFx, mapParams: consentCookieWrites });
/** Writes the entry URL's UTM cookies (only sampled when performance cookies are allowed). */
const writeUtmCookiesFx = attach({ effect: writeCookiesFx, mapParams: utmCookieWrites });

// ---- stores ---------------------------------------------------------------------------------

export const $consent = createStore<ConsentState>({ status: 'undecided' });
/** True once the stored decision was read (the banner waits for it, so it never flashes). */
const $consentRestored = createStore(false);
/** What may be used now: the decision, or necessary only while undecided. */
export const $effectivePreferences = $consent.map(effectivePreferences);
/** Request headers cookie_necessario, cookie_sessao, cookie_desempenho, cookie_personalizacao. */
export const $consentHeaders = $effectivePreferences.map<ConsentHeaders>(consentHeaders);

export const $preferencesOpen = createStore(false);
/** The banner shows while undecided (after the cookie was read) and the modal is closed. */
export const $bannerVisible = combine(
  $consentRestored,
  $consent,
  $preferencesOpen,
  (restored, consent, open) => restored && consent.status === 'undecided' && !open,
);
/**
 * The modal's initial toggles: the decision, or only the necessary ones until the visitor decides.
 * The spec's 'all default true' is what 'Aceitar todos' gives; under the LGPD (and the ANPD's
 * cookie guide) a pre-ticked box is not consent, so the optional categories start off.
 */
export const $modalInitialPreferences = $consent.map<CookiePreferences>((s) =>
  s.status === 'decided' ? { ...s.preferences } : { ...NECESSARY_ONLY },
);

const $entrySearch = createStore('');
/** UTM values of this visit (entry URL, else earlier UTM cookies). */
export const $utm = createStore<Utm>({});
/** Entry URL UTM values waiting for performance consent before becoming cookies. */
export const $utmPending = createStore<Utm | null>(null);
/** X-UTM-Source, X-UTM-Campaign, X-UTM-All: only while performance cookies are allowed. */
export const $utmHeaders = combine($utm, $effectivePreferences, (utm, prefs): Record<string, string> =>
  prefs.performance ? utmHeaders(utm) : {},
);

// ---- logic ----------------------------------------------------------------------------------

sample({ clock: appStarted, fn: ({ location }) => ({ search: location.search }), target: consentStarted });
sample({ clock: consentStarted, fn: ({ search }) => search, target: $entrySearch });
sample({ clock: consentStarted, target: readCookiesFx });

const cookiesRead = createEvent<{ search: string; cookies: Record<string, string> }>();
sample({
  clock: readCookiesFx.doneData,
  source: $entrySearch,
  fn: (search, cookieString) => ({ search, cookies: parseCookies(cookieString) }),
  target: cookiesRead,
});
// A failure to read cookies leaves the visitor undecided (the banner asks again); the entry UTM is still kept.
sample({
  clock: readCookiesFx.fail,
  source: $entrySearch,
  fn: (search) => ({ search, cookies: {} }),
  target: cookiesRead,
});

$consent.on(cookiesRead, (_, { cookies }) => decodeConsentCookie(cookies[CONSENT_COOKIE]));
/** Fires once the stored decision was read (after `consentStarted`), with the effective preferences. */
export const consentReady = sample({ clock: cookiesRead, source: $consent, fn: effectivePreferences });
$consentRestored.on(cookiesRead, () => true);
$utm.on(cookiesRead, (_, { search, cookies }) => {
  const entry = parseUtm(search);
  return hasUtm(entry) ? entry : utmFromCookies(cookies);
});
$utmPending.on(cookiesRead, (_, { search }) => {
  const entry = parseUtm(search);
  return hasUtm(entry) ? entry : null;
});

sample({ clock: consentAccepted, fn: () => ({ ...ALL_ACCEPTED }), target: decideFx });
sample({ clock: consentRejected, fn: () => ({ ...NECESSARY_ONLY }), target: decideFx });
sample({ clock: preferencesSaved, target: decideFx });
$consent.on(decideFx.doneData, (_, decided) => decided);
sample({ clock: decideFx.doneData, target: writeConsentCookieFx });

$preferencesOpen
  .on(preferencesOpened, () => true)
  .on(preferencesClosed, () => false)
  .on(decideFx.done, () => false);

// UTM cookies: written once performance is allowed and entry values are pending.
sample({
  clock: [cookiesRead, decideFx.doneData],
  source: { prefs: $effectivePreferences, pending: $utmPending },
  filter: ({ prefs, pending }) => prefs.performance && pending !== null,
  fn: ({ pending }) => pending ?? {},
  target: writeUtmCookiesFx,
});
$utmPending.reset(writeUtmCookiesFx.done);

// ---- public types and pure helpers ----------------------------------------------------------

export {
  ALL_ACCEPTED,
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  NECESSARY_ONLY,
  decodeConsentCookie,
  encodeConsentCookie,
} from './preferences';
export type { ConsentCategory, CookiePreferences } from './preferences';
export { parseUtm } from './utm';
export { serializeCookie, writeBrowserCookies } from './cookies';
export { parseCookies } from '../../rules/cookies';
export type { CookieWrite } from './cookies';

export const consentSlice: ModelSlice = { name: 'consent' };
