import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { readCookiesFx, writeCookiesFx } from '../consent';
import { readTokenFx } from '../session';
import { redirectFx, replaceUrlFx } from '../supplier';
import { routeChanged } from '../navigation';
import { aurora, createFakeApi, json, STOREFRONT_CONFIG, supplierLoadRoutes } from '../testing/fake-api';
import '../catalogue';
import './index';

describe('request context sync', () => {
  it('sends X-idfornecedor and the consent headers once the supplier is white-label', async () => {
    const fake = createFakeApi([
      [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
      [/listaprodutos/, () => json({ produtos: [], quantidadeProdutos: 0, page: 1, limit: 20, listaTemPrecos: true, ordenacao: 'x' })],
      ...supplierLoadRoutes(aurora),
    ]);
    const scope = fork({
      handlers: [
        [readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef'],
        [redirectFx, () => {}],
        [replaceUrlFx, () => {}],
        [readCookiesFx, () => 'cookie_consent=' + encodeURIComponent(JSON.stringify({ v: 1, p: { necessary: true, session: true, performance: false, personalization: false }, t: '2026-01-01T00:00:00.000Z' }))],
        [writeCookiesFx, () => {}],
      ],
    });
    await allSettled(routeChanged, { scope, params: { pathname: '/', search: '' } });
    await allSettled(appStarted, {
      scope,
      params: { api: fake.api, config: STOREFRONT_CONFIG, location: { pathname: '/', search: '', hostname: 'aurora.localhost', origin: 'http://aurora.localhost:3000' } },
    });
    const list = fake.requests.filter((r) => r.url.includes('/listaprodutos/'))[0]!;
    expect(JSON.parse(list.headers.get('X-idfornecedor')!)).toEqual([aurora.idfornecedor]);
    const later = fake.requests.filter((r) => r.url.includes('/tema'))[0]!;
    expect(JSON.parse(later.headers.get('X-idfornecedor')!)).toEqual([aurora.idfornecedor]);
    expect(later.headers.get('cookie_necessario')).toBe('true');
    expect(fake.api.context.get().slug).toBe('aurora');
  });
});
