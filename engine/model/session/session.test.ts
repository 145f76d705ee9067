import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { createFakeApi, json, LOCATION_LOCALHOST, STOREFRONT_CONFIG } from '../testing/fake-api';
import { redirectFx } from '../supplier';
import {
  $authClienteSegment,
  $authSegment,
  $session,
  ANON_TOKEN_PATTERN,
  generateAnonymousToken,
  readTokenFx,
  TOKEN_COOKIE,
} from './index';
import { readCookie } from '../../rules/cookies';

describe('session', () => {
  it('generates anon- + 32 lowercase hex', () => {
    for (let i = 0; i < 50; i += 1) expect(generateAnonymousToken()).toMatch(ANON_TOKEN_PATTERN);
    expect(generateAnonymousToken((b) => b.fill(0xab))).toBe(`anon-${'ab'.repeat(16)}`);
  });

  it('keeps the token in the sf_token cookie and reuses it', async () => {
    document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/`;
    const scope = fork();
    const first = await allSettled(readTokenFx, { scope });
    const token = (first as { status: 'done'; value: string }).value;
    expect(token).toMatch(ANON_TOKEN_PATTERN);
    expect(readCookie(document.cookie, TOKEN_COOKIE)).toBe(token);
    const again = await allSettled(readTokenFx, { scope: fork() });
    expect((again as { value: string }).value).toBe(token);
  });

  it('replaces a malformed cookie with a fresh anonymous token', async () => {
    document.cookie = `${TOKEN_COOKIE}=bad; Path=/`;
    const result = await allSettled(readTokenFx, { scope: fork() });
    expect((result as { value: string }).value).toMatch(ANON_TOKEN_PATTERN);
  });

  it('starts anonymous on appStarted with the {auth} and {auth}~{id} segments derived', async () => {
    const token = 'anon-ffffffffffffffffffffffffffffffff';
    const fake = createFakeApi([[/fornecedor$/, () => json([])]]);
    const scope = fork({
      handlers: [
        [readTokenFx, () => token],
        [redirectFx, () => {}],
      ],
    });
    await allSettled(appStarted, {
      scope,
      params: { api: fake.api, config: STOREFRONT_CONFIG, location: LOCATION_LOCALHOST },
    });
    expect(scope.getState($session)).toEqual({ token, idcliente: 0, authenticated: false, tags: [], role: 'anonimo' });
    expect(scope.getState($authSegment)).toBe(token);
    expect(scope.getState($authClienteSegment)).toBe(`${token}~0`);
  });
});

describe('logout', () => {
  it('calls the logout API, forgets the cookie and starts a new anonymous session', async () => {
    const { logoutClicked, clearTokenFx, $perfil } = await import('./index');
    const tokens = ['anon-11111111111111111111111111111111', 'anon-22222222222222222222222222222222'];
    const fake = createFakeApi([
      [/fornecedor$/, () => json([])],
      [/cliente\/logout$/, () => json({ ok: true })],
    ]);
    let cleared = 0;
    const scope = fork({
      values: [[$perfil, { idcliente: 9, authenticated: true, tags: ['x'], role: 'cliente' }]],
      handlers: [
        [readTokenFx, () => tokens.shift()!],
        [clearTokenFx, () => void (cleared += 1)],
        [redirectFx, () => {}],
      ],
    });
    await allSettled(appStarted, {
      scope,
      params: { api: fake.api, config: STOREFRONT_CONFIG, location: LOCATION_LOCALHOST },
    });
    await allSettled(logoutClicked, { scope });
    expect(
      fake.requests.some((r) => r.url.endsWith('/v1/app/anon-11111111111111111111111111111111/cliente/logout')),
    ).toBe(true);
    expect(cleared).toBe(1);
    expect(scope.getState($session)).toEqual({
      token: 'anon-22222222222222222222222222222222',
      idcliente: 0,
      authenticated: false,
      tags: [],
      role: 'anonimo',
    });
  });
});
