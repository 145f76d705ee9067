import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $ordenacao, sortChanged } from './catalogue';
import { readCookiesFx, writeCookiesFx } from './consent';
import { appPersistence, appStarted, STATE_STORAGE_KEY } from './index';
import { $perfil, $session, readTokenFx } from './session';
import { redirectFx, replaceUrlFx } from './supplier';
import { aurora, createFakeApi, STOREFRONT_CONFIG } from './testing/fake-api';
import { $tema } from './theme';

const TOKEN = 'anon-0123456789abcdef0123456789abcdef';
const consentCookie = (performance: boolean) =>
  'cookie_consent=' +
  encodeURIComponent(
    JSON.stringify({
      v: 1,
      necessary: true,
      session: true,
      performance,
      personalization: false,
      decidedAt: '2026-01-01T00:00:00.000Z',
    }),
  );

const saved = JSON.stringify({
  version: 1,
  savedAt: '2026-01-01T00:00:00.000Z',
  slices: {
    user: { idcliente: 0, authenticated: false, tags: ['uses-single-address'], role: 'anonimo' },
    catalogue: 'preco-asc',
    supplier: {
      slug: 'aurora',
      idfornecedor: aurora.idfornecedor,
      tema: { cor_primaria: '#1f6b3a', cor_secundaria: '#0f3d21', cor_auxiliar: '#f2a516', cor_texto: '#ffffff' },
    },
  },
});

async function start(performance: boolean, stored: string | null) {
  // The supplier call never answers: the test looks at the state before the theme arrives.
  const fake = createFakeApi([[/fornecedor$/, () => new Promise<Response>(() => {})]]);
  const writes: string[] = [];
  const scope = fork({
    handlers: [
      [readTokenFx, () => TOKEN],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
      [readCookiesFx, () => consentCookie(performance)],
      [writeCookiesFx, () => {}],
      [appPersistence.readStorageFx, () => stored],
      [appPersistence.writeStorageFx, ({ value }: { key: string; value: string }) => void writes.push(value)],
    ],
  });
  void allSettled(appStarted, {
    scope,
    params: {
      api: fake.api,
      config: STOREFRONT_CONFIG,
      location: { pathname: '/aurora', search: '', hostname: 'localhost', origin: 'http://localhost' },
    },
  });
  await new Promise((r) => setTimeout(r, 50));
  return { scope, writes };
}

describe('app persistence', () => {
  it('restores the profile, the ordering and the theme cache (paints the supplier colours before the theme call)', async () => {
    const { scope } = await start(true, saved);
    expect(scope.getState($perfil).tags).toEqual(['uses-single-address']);
    expect(scope.getState($session).token).toBe(TOKEN); // the token comes from the cookie, not storage
    expect(scope.getState($ordenacao)).toBe('preco-asc');
    expect(scope.getState($tema)?.cor_primaria).toBe('#1f6b3a');
  });

  it('does not restore performance slices without performance consent', async () => {
    const { scope } = await start(false, saved);
    expect(scope.getState($perfil).tags).toEqual(['uses-single-address']);
    expect(scope.getState($ordenacao)).toBeNull();
    expect(scope.getState($tema)).toBeNull();
  });

  it('discards a tampered profile', async () => {
    const bad = JSON.stringify({
      version: 1,
      savedAt: 'x',
      slices: { user: { idcliente: -1, authenticated: true, tags: [], role: 'root' } },
    });
    const { scope } = await start(true, bad);
    expect(scope.getState($perfil)).toEqual({ idcliente: 0, authenticated: false, tags: [], role: 'anonimo' });
  });

  it('saves the ordering (throttled) under the storage key', async () => {
    const { scope, writes } = await start(true, null);
    void allSettled(sortChanged, { scope, params: 'nome-asc' });
    await new Promise((r) => setTimeout(r, 600));
    const last = JSON.parse(writes.at(-1)!);
    expect(last.slices.catalogue).toBe('nome-asc');
    expect(STATE_STORAGE_KEY).toBe('storefront:estado');
  });
});
