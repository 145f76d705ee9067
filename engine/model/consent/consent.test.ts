import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  $bannerVisible,
  $consent,
  $consentHeaders,
  $effectivePreferences,
  $modalInitialPreferences,
  $preferencesOpen,
  $utm,
  $utmHeaders,
  $utmPending,
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  consentAccepted,
  consentRejected,
  consentStarted,
  decodeConsentCookie,
  encodeConsentCookie,
  parseCookies,
  parseUtm,
  preferencesOpened,
  preferencesSaved,
  readCookiesFx,
  serializeCookie,
  writeCookiesFx,
} from './index';
import type { CookieWrite } from './index';

function setup(cookieString = '') {
  const writes: CookieWrite[][] = [];
  const scope = fork({
    handlers: [
      [readCookiesFx, () => cookieString],
      [writeCookiesFx, (w: CookieWrite[]) => void writes.push(w)],
    ],
  });
  return { scope, writes };
}

const DECIDED_PERF_OFF = `cookie_consent=${encodeURIComponent(
  encodeConsentCookie({
    status: 'decided',
    preferences: { necessary: true, session: true, performance: false, personalization: false },
    decidedAt: '2026-01-01T00:00:00.000Z',
  }),
)}`;

describe('consent model', () => {
  it('starts undecided with necessary-only effective preferences and headers, banner shown after restore', async () => {
    const { scope, writes } = setup();
    expect(scope.getState($bannerVisible)).toBe(false);
    await allSettled(consentStarted, { scope, params: { search: '' } });
    expect(scope.getState($consent)).toEqual({ status: 'undecided' });
    expect(scope.getState($effectivePreferences)).toEqual(NECESSARY_ONLY);
    expect(scope.getState($consentHeaders)).toEqual({
      cookie_necessario: 'true',
      cookie_sessao: 'false',
      cookie_desempenho: 'false',
      cookie_personalizacao: 'false',
    });
    expect(scope.getState($bannerVisible)).toBe(true);
    // The dialog opens with only the necessary category on until the visitor decides (LGPD: no pre-ticked box).
    expect(scope.getState($modalInitialPreferences)).toEqual(NECESSARY_ONLY);
    expect(writes).toEqual([]);
  });

  it('accepting stores all categories in a 1-year Lax cookie and hides the banner', async () => {
    const { scope, writes } = setup();
    await allSettled(consentStarted, { scope, params: { search: '' } });
    await allSettled(consentAccepted, { scope });
    const state = scope.getState($consent);
    expect(state.status).toBe('decided');
    expect(scope.getState($effectivePreferences)).toEqual(ALL_ACCEPTED);
    expect(scope.getState($consentHeaders).cookie_desempenho).toBe('true');
    expect(scope.getState($bannerVisible)).toBe(false);
    expect(writes).toHaveLength(1);
    const [cookie] = writes[0] ?? [];
    expect(cookie?.name).toBe('cookie_consent');
    expect(cookie?.options).toEqual({ maxAge: 31536000, path: '/', sameSite: 'Lax' });
    expect(decodeConsentCookie(cookie?.value)).toEqual(state);
  });

  it('rejecting turns every optional category off and deletes UTM cookies', async () => {
    const { scope, writes } = setup();
    await allSettled(consentStarted, { scope, params: { search: '' } });
    await allSettled(consentRejected, { scope });
    expect(scope.getState($effectivePreferences)).toEqual(NECESSARY_ONLY);
    const names = (writes[0] ?? []).map((w) => `${w.name}:${w.options.maxAge}`);
    expect(names).toEqual(['cookie_consent:31536000', 'utm_source:0', 'utm_campaign:0', 'utm_all:0']);
  });

  it('saving preferences keeps necessary on and closes the modal', async () => {
    const { scope } = setup();
    await allSettled(consentStarted, { scope, params: { search: '' } });
    await allSettled(preferencesOpened, { scope });
    expect(scope.getState($preferencesOpen)).toBe(true);
    expect(scope.getState($bannerVisible)).toBe(false);
    await allSettled(preferencesSaved, {
      scope,
      params: { necessary: false, session: true, performance: false, personalization: true },
    });
    expect(scope.getState($effectivePreferences)).toEqual({
      necessary: true,
      session: true,
      performance: false,
      personalization: true,
    });
    expect(scope.getState($preferencesOpen)).toBe(false);
    expect(scope.getState($modalInitialPreferences)).toEqual({
      necessary: true,
      session: true,
      performance: false,
      personalization: true,
    });
  });

  it('restores a stored decision; a corrupt cookie counts as undecided', async () => {
    const a = setup(`foo=1; ${DECIDED_PERF_OFF}`);
    await allSettled(consentStarted, { scope: a.scope, params: { search: '' } });
    expect(a.scope.getState($effectivePreferences)).toEqual({
      necessary: true,
      session: true,
      performance: false,
      personalization: false,
    });
    expect(a.scope.getState($bannerVisible)).toBe(false);
    const b = setup('cookie_consent=%7Bnot-json');
    await allSettled(consentStarted, { scope: b.scope, params: { search: '' } });
    expect(b.scope.getState($consent)).toEqual({ status: 'undecided' });
  });

  it('keeps UTM from the entry URL and writes its cookies only after performance consent', async () => {
    const { scope, writes } = setup();
    await allSettled(consentStarted, {
      scope,
      params: { search: '?fselecionado=1&utm_source=google&utm_medium=cpc&utm_campaign=ver%C3%A3o' },
    });
    expect(scope.getState($utm)).toEqual({
      utm_source: 'google',
      utm_campaign: 'verão',
      utm_all: 'utm_source=google&utm_medium=cpc&utm_campaign=ver%C3%A3o',
    });
    expect(writes).toEqual([]);
    expect(scope.getState($utmHeaders)).toEqual({});
    await allSettled(consentAccepted, { scope });
    const utmWrites = writes.find((w) => w[0]?.name === 'utm_source') ?? [];
    expect(utmWrites.map((w) => [w.name, w.value, w.options.maxAge, w.options.path])).toEqual([
      ['utm_source', 'google', 604800, '/'],
      ['utm_campaign', 'verão', 604800, '/'],
      ['utm_all', 'utm_source=google&utm_medium=cpc&utm_campaign=ver%C3%A3o', 604800, '/'],
    ]);
    expect(scope.getState($utmPending)).toBeNull();
    expect(scope.getState($utmHeaders)).toEqual({
      'X-UTM-Source': 'google',
      'X-UTM-Campaign': 'ver%C3%A3o',
      'X-UTM-All': 'utm_source=google&utm_medium=cpc&utm_campaign=ver%C3%A3o',
    });
  });

  it('does not write UTM cookies when performance stays off', async () => {
    const { scope, writes } = setup(DECIDED_PERF_OFF);
    await allSettled(consentStarted, { scope, params: { search: '?utm_source=news' } });
    expect(writes).toEqual([]);
    expect(scope.getState($utmHeaders)).toEqual({});
  });

  it('writes pending UTM at start when performance was already allowed; reuses earlier UTM cookies', async () => {
    const accepted = `cookie_consent=${encodeURIComponent(encodeConsentCookie({ status: 'decided', preferences: { ...ALL_ACCEPTED }, decidedAt: 'x' }))}`;
    const a = setup(accepted);
    await allSettled(consentStarted, { scope: a.scope, params: { search: '?utm_source=news' } });
    expect(a.writes).toEqual([
      [
        { name: 'utm_source', value: 'news', options: { maxAge: 604800, path: '/', sameSite: 'Lax' } },
        { name: 'utm_all', value: 'utm_source=news', options: { maxAge: 604800, path: '/', sameSite: 'Lax' } },
      ],
    ]);
    const b = setup(`${accepted}; utm_source=old; utm_all=utm_source%3Dold`);
    await allSettled(consentStarted, { scope: b.scope, params: { search: '' } });
    expect(b.writes).toEqual([]);
    expect(b.scope.getState($utmHeaders)).toEqual({ 'X-UTM-Source': 'old', 'X-UTM-All': 'utm_source=old' });
  });
});

describe('consent helpers', () => {
  it('parses utm_* from a query', () => {
    expect(parseUtm('')).toEqual({});
    expect(parseUtm('?utm_source=&x=1')).toEqual({});
    expect(parseUtm('utm_content=a')).toEqual({ utm_all: 'utm_content=a' });
  });
  it('serialises and parses cookies', () => {
    expect(serializeCookie('cookie_consent', '{"a":1}', { maxAge: 10, path: '/', sameSite: 'Lax' })).toBe(
      'cookie_consent=%7B%22a%22%3A1%7D; Max-Age=10; Path=/; SameSite=Lax',
    );
    expect(() => serializeCookie('bad name', 'x', { maxAge: 1 })).toThrow(/inválido/);
    expect(parseCookies('a=1; b=x%20y; a=2; =z; c')).toEqual({ a: '1', b: 'x y' });
    fc.assert(
      fc.property(fc.string(), (value) => {
        const assignment = serializeCookie('k', value, { maxAge: 1 }).split(';')[0] ?? '';
        expect(parseCookies(assignment)['k']).toBe(value);
      }),
    );
  });
  it('round-trips the consent cookie and rejects other shapes', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (session, performance, personalization) => {
        const state = {
          status: 'decided' as const,
          preferences: { necessary: true, session, performance, personalization },
          decidedAt: '2026-11-22T00:00:00.000Z',
        };
        expect(decodeConsentCookie(encodeConsentCookie(state))).toEqual(state);
      }),
    );
    expect(
      decodeConsentCookie(
        '{"v":2,"necessary":true,"session":true,"performance":true,"personalization":true,"decidedAt":"x"}',
      ),
    ).toEqual({ status: 'undecided' });
    expect(decodeConsentCookie(undefined)).toEqual({ status: 'undecided' });
  });
  it('writes real cookies through document.cookie by default', async () => {
    const scope = fork();
    await allSettled(writeCookiesFx, {
      scope,
      params: [{ name: 'sf_test_cookie', value: 'a b', options: { maxAge: 60, path: '/' } }],
    });
    expect(parseCookies(document.cookie)['sf_test_cookie']).toBe('a b');
    await allSettled(writeCookiesFx, {
      scope,
      params: [{ name: 'sf_test_cookie', value: '', options: { maxAge: 0, path: '/' } }],
    });
    expect(parseCookies(document.cookie)['sf_test_cookie']).toBeUndefined();
  });
});
