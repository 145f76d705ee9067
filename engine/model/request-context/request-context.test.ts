// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { sortChanged } from '../catalogue';
import { consentRejected, readCookiesFx, writeCookiesFx } from '../consent';
import { readTokenFx } from '../session';
import { redirectFx, replaceUrlFx } from '../supplier';
import { routeChanged } from '../navigation';
import { aurora, createFakeApi, json, STOREFRONT_CONFIG, supplierLoadRoutes } from '../testing/fake-api';
import '../index';

describe('request context sync', () => {
  it('sends X-idfornecedor and the consent headers once the supplier is white-label', async () => {
    const fake = createFakeApi([
      [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
      [
        /listaprodutos/,
        () => json({ produtos: [], quantidadeProdutos: 0, page: 1, limit: 20, listaTemPrecos: true, ordenacao: 'x' }),
      ],
      ...supplierLoadRoutes(aurora),
    ]);
    const scope = fork({
      handlers: [
        [readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef'],
        [redirectFx, () => {}],
        [replaceUrlFx, () => {}],
        [
          readCookiesFx,
          () =>
            'cookie_consent=' +
            encodeURIComponent(
              JSON.stringify({
                v: 1,
                p: { necessary: true, session: true, performance: false, personalization: false },
                t: '2026-01-01T00:00:00.000Z',
              }),
            ),
        ],
        [writeCookiesFx, () => {}],
      ],
    });
    await allSettled(routeChanged, { scope, params: { pathname: '/', search: '' } });
    await allSettled(appStarted, {
      scope,
      params: {
        api: fake.api,
        config: STOREFRONT_CONFIG,
        location: { pathname: '/', search: '', hostname: 'aurora.localhost', origin: 'http://aurora.localhost:3000' },
      },
    });
    const list = fake.requests.filter((r) => r.url.includes('/listaprodutos/'))[0]!;
    expect(JSON.parse(list.headers.get('X-idfornecedor')!)).toEqual([aurora.idfornecedor]);
    const later = fake.requests.filter((r) => r.url.includes('/tema'))[0]!;
    expect(JSON.parse(later.headers.get('X-idfornecedor')!)).toEqual([aurora.idfornecedor]);
    expect(later.headers.get('cookie_necessario')).toBe('true');
    expect(fake.api.context.get().slug).toBe('aurora');
  });

  it('has exactly one writer: each write is the whole context (white-label id, consent and UTM headers), and every request carries it', async () => {
    const fake = createFakeApi([
      [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
      [
        /listaprodutos/,
        () =>
          json({
            produtos: [],
            quantidadeProdutos: 0,
            page: 1,
            limit: 20,
            listaTemPrecos: true,
            ordenacao: 'nome-asc',
          }),
      ],
      ...supplierLoadRoutes(aurora),
    ]);
    const writes: unknown[] = [];
    const update = fake.api.context.update;
    fake.api.context.update = (patch) => {
      writes.push(patch);
      update(patch);
    };
    const decided = {
      v: 1,
      necessary: true,
      session: true,
      performance: true,
      personalization: false,
      decidedAt: '2026-01-01T00:00:00.000Z',
    };
    const scope = fork({
      handlers: [
        [readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef'],
        [redirectFx, () => {}],
        [replaceUrlFx, () => {}],
        [readCookiesFx, () => 'cookie_consent=' + encodeURIComponent(JSON.stringify(decided))],
        [writeCookiesFx, () => {}],
      ],
    });
    const search = '?utm_source=news&utm_campaign=verao';
    await allSettled(appStarted, {
      scope,
      params: {
        api: fake.api,
        config: STOREFRONT_CONFIG,
        location: { pathname: '/', search, hostname: 'aurora.localhost', origin: 'http://aurora.localhost:3000' },
      },
    });

    const full = {
      whiteLabel: true,
      idfornecedor: aurora.idfornecedor,
      slug: 'aurora',
      consentHeaders: {
        cookie_necessario: 'true',
        cookie_sessao: 'true',
        cookie_desempenho: 'true',
        cookie_personalizacao: 'false',
      },
      utmHeaders: {
        'X-UTM-Source': 'news',
        'X-UTM-Campaign': 'verao',
        'X-UTM-All': 'utm_source=news&utm_campaign=verao',
      },
    };
    expect(fake.api.context.get()).toEqual(full);
    // Never a partial patch from elsewhere: every write is the one writer's whole context.
    for (const write of writes) expect(Object.keys(write as object).sort()).toEqual(Object.keys(full).sort());

    // Everything after the resolution carries the supplier, the consent and the UTM headers.
    const afterResolution = fake.requests.filter((r) => !/\/fornecedor\?/.test(r.url));
    expect(afterResolution.length).toBeGreaterThanOrEqual(7);
    for (const request of afterResolution) {
      expect(JSON.parse(request.headers.get('X-idfornecedor')!)).toEqual([aurora.idfornecedor]);
      expect(request.headers.get('cookie_desempenho')).toBe('true');
      expect(request.headers.get('X-UTM-Source')).toBe('news');
    }

    // A new decision reaches the next request through the same writer.
    await allSettled(consentRejected, { scope });
    await allSettled(sortChanged, { scope, params: 'preco-asc' });
    const last = fake.requests.at(-1)!;
    expect(last.url).toContain('/listaprodutos/');
    expect(last.headers.get('cookie_desempenho')).toBe('false');
    expect(last.headers.get('X-UTM-Source')).toBeNull();
    expect(JSON.parse(last.headers.get('X-idfornecedor')!)).toEqual([aurora.idfornecedor]);
    expect(fake.api.context.get()).toEqual({
      ...full,
      consentHeaders: { ...full.consentHeaders, cookie_sessao: 'false', cookie_desempenho: 'false' },
      utmHeaders: {},
    });
  });
});
