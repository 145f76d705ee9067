// @vitest-environment node
import { allSettled, createEvent, createStore, fork } from 'effector';
import type { Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  consentStarted,
  encodeConsentCookie,
  readCookiesFx,
  writeCookiesFx,
} from '../consent';
import type { CookiePreferences } from '../consent';
import { SAVE_THROTTLE_MS, blankCartCoupon, createPersistence, decodeEnvelope } from './index';
import type { SavedEnvelope } from './index';

interface Cart {
  itens: string[];
  codigoCupom: string;
  valorDescontoPercentual: number;
}

// Units are created once per module (effector style); each test forks its own scope.
const $cart = createStore<Cart>({ itens: [], codigoCupom: '', valorDescontoPercentual: 0 });
const $user = createStore<{ nome: string } | null>(null);
const $filters = createStore<{ ordem: string }>({ ordem: 'nome' });
const cartChanged = createEvent<Cart>();
const userChanged = createEvent<{ nome: string } | null>();
const filtersChanged = createEvent<{ ordem: string }>();
$cart.on(cartChanged, (_, c) => c);
$user.on(userChanged, (_, u) => u);
$filters.on(filtersChanged, (_, f) => f);

const $prefs = createStore<CookiePreferences>({ ...ALL_ACCEPTED });
const prefsChanged = createEvent<CookiePreferences>();
$prefs.on(prefsChanged, (_, p) => p);
const start = createEvent();

const persistence = createPersistence({
  key: 'sf:test',
  version: 2,
  migrations: [
    { from: 0, to: 1, migrate: (d) => ({ ...d }) },
    { from: 1, to: 2, migrate: (d) => ({ ...d, user: d['usuario'] ?? null }) },
  ],
  slices: [
    { name: 'cart', store: $cart, category: 'necessary', serialize: blankCartCoupon },
    {
      name: 'user',
      store: $user,
      category: 'session',
      restore: (s) =>
        s && typeof s === 'object' && typeof (s as { nome?: unknown }).nome === 'string'
          ? (s as { nome: string })
          : undefined,
    },
    { name: 'catalogue', store: $filters, category: 'performance' },
  ],
  preferences: $prefs,
  startOn: start,
});

function setup(stored: string | null, prefs: CookiePreferences = ALL_ACCEPTED) {
  const writes: string[] = [];
  const scope = fork({
    values: [[$prefs, prefs]],
    handlers: [
      [persistence.readStorageFx, () => stored],
      [persistence.writeStorageFx, ({ value }: { value: string }) => void writes.push(value)],
    ],
  });
  return { scope, writes, last: () => JSON.parse(writes.at(-1) ?? 'null') as SavedEnvelope | null };
}

async function settle(scope: Scope, run: () => Promise<unknown>) {
  const p = run();
  await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
  await p;
  void scope;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const envelope = (version: number, slices: Record<string, unknown>) =>
  JSON.stringify({ version, savedAt: 'x', slices });

describe('createPersistence', () => {
  it('restores allowed slices from the saved envelope', async () => {
    const { scope } = setup(
      envelope(2, {
        cart: { itens: ['a'], codigoCupom: '', valorDescontoPercentual: 0 },
        user: { nome: 'Ana' },
        catalogue: { ordem: 'preco' },
      }),
    );
    await settle(scope, () => allSettled(start, { scope }));
    expect(scope.getState($cart).itens).toEqual(['a']);
    expect(scope.getState($user)).toEqual({ nome: 'Ana' });
    expect(scope.getState($filters)).toEqual({ ordem: 'preco' });
  });

  it('does not restore slices whose category is off', async () => {
    const { scope } = setup(
      envelope(2, {
        cart: { itens: ['a'], codigoCupom: '', valorDescontoPercentual: 0 },
        user: { nome: 'Ana' },
        catalogue: { ordem: 'preco' },
      }),
      NECESSARY_ONLY,
    );
    await settle(scope, () => allSettled(start, { scope }));
    expect(scope.getState($cart).itens).toEqual(['a']);
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($filters)).toEqual({ ordem: 'nome' });
  });

  it('runs migrations from older versions', async () => {
    const { scope } = setup(envelope(1, { usuario: { nome: 'Bia' } }));
    await settle(scope, () => allSettled(start, { scope }));
    expect(scope.getState($user)).toEqual({ nome: 'Bia' });
  });

  it('discards corrupt or newer data without throwing', async () => {
    const corrupt = ['{no json', '[]', '{"version":"1","slices":{}}', envelope(3, { user: { nome: 'X' } })];
    for (const bad of corrupt) {
      const { scope } = setup(bad);
      const reasons: string[] = [];
      const unwatch = persistence.discarded.watch((r) => reasons.push(r));
      await settle(scope, () => allSettled(start, { scope }));
      unwatch();
      expect(scope.getState($user)).toBeNull();
      expect(reasons).toHaveLength(1);
    }
    // A slice whose restore hook rejects the data is dropped; the others are restored.
    const { scope } = setup(envelope(2, { user: { nome: 42 }, catalogue: { ordem: 'preco' } }));
    await settle(scope, () => allSettled(start, { scope }));
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($filters)).toEqual({ ordem: 'preco' });
  });

  it('saves at most once per 500 ms, the latest state, with coupon data blanked', async () => {
    const { scope, writes, last } = setup(null);
    const pending = [
      allSettled(cartChanged, { scope, params: { itens: ['a'], codigoCupom: 'PROMO10', valorDescontoPercentual: 10 } }),
      allSettled(userChanged, { scope, params: { nome: 'Ana' } }),
    ];
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS - 1);
    expect(writes).toHaveLength(0);
    pending.push(
      allSettled(cartChanged, {
        scope,
        params: { itens: ['a', 'b'], codigoCupom: 'PROMO10', valorDescontoPercentual: 10 },
      }),
    );
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(pending);
    expect(writes).toHaveLength(1);
    expect(last()).toMatchObject({
      version: 2,
      slices: {
        cart: { itens: ['a', 'b'], codigoCupom: '', valorDescontoPercentual: 0 },
        user: { nome: 'Ana' },
        catalogue: { ordem: 'nome' },
      },
    });
    // The live store keeps the coupon: only the saved copy is blanked.
    expect(scope.getState($cart).codigoCupom).toBe('PROMO10');
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS * 4);
    expect(writes).toHaveLength(1);
    // A later change schedules exactly one more save.
    await settle(scope, () => allSettled(filtersChanged, { scope, params: { ordem: 'preco' } }));
    expect(writes).toHaveLength(2);
    expect(last()?.slices['catalogue']).toEqual({ ordem: 'preco' });
  });

  it('drops slices from storage when their category is turned off', async () => {
    const { scope, last } = setup(null);
    await settle(scope, () => allSettled(userChanged, { scope, params: { nome: 'Ana' } }));
    expect(last()?.slices).toHaveProperty('user');
    await settle(scope, () =>
      allSettled(prefsChanged, { scope, params: { ...ALL_ACCEPTED, session: false, performance: false } }),
    );
    expect(Object.keys(last()?.slices ?? {})).toEqual(['cart']);
    await settle(scope, () =>
      allSettled(prefsChanged, { scope, params: { ...ALL_ACCEPTED, necessary: false, session: true } }),
    );
    expect(Object.keys(last()?.slices ?? {}).sort()).toEqual(['catalogue', 'user']);
  });

  it('flushes immediately', async () => {
    const { scope, writes } = setup(null);
    await allSettled(persistence.flushed, { scope });
    expect(writes).toHaveLength(1);
  });

  it('refuses duplicate slice names', () => {
    expect(() =>
      createPersistence({
        key: 'k',
        version: 1,
        migrations: [],
        slices: [
          { name: 'a', store: $cart, category: 'necessary' },
          { name: 'a', store: $user, category: 'session' },
        ],
      }),
    ).toThrow(/repetida/);
  });
});

describe('with the consent slice (defaults)', () => {
  const $list = createStore<string[]>([]);
  const listChanged = createEvent<string[]>();
  $list.on(listChanged, (_, l) => l);
  const p = createPersistence({
    key: 'sf:default',
    version: 1,
    migrations: [],
    slices: [{ name: 'user', store: $list, category: 'session' }],
  });

  it('restores after the consent cookie was read, honouring the stored decision', async () => {
    const decided = `cookie_consent=${encodeURIComponent(encodeConsentCookie({ status: 'decided', preferences: { ...ALL_ACCEPTED }, decidedAt: 'x' }))}`;
    const scope = fork({
      handlers: [
        [readCookiesFx, () => decided],
        [writeCookiesFx, () => undefined],
        [p.readStorageFx, () => envelope(1, { user: ['x'] })],
        [p.writeStorageFx, () => undefined],
      ],
    });
    await settle(scope, () => allSettled(consentStarted, { scope, params: { search: '' } }));
    expect(scope.getState($list)).toEqual(['x']);
  });

  it('keeps session data out while undecided', async () => {
    const writes: string[] = [];
    const scope = fork({
      handlers: [
        [readCookiesFx, () => ''],
        [p.readStorageFx, () => envelope(1, { user: ['x'] })],
        [p.writeStorageFx, ({ value }: { value: string }) => void writes.push(value)],
      ],
    });
    await settle(scope, () => allSettled(consentStarted, { scope, params: { search: '' } }));
    expect(scope.getState($list)).toEqual([]);
    await settle(scope, () => allSettled(listChanged, { scope, params: ['y'] }));
    expect(JSON.parse(writes.at(-1) ?? '{}').slices).toEqual({});
  });
});

describe('pure helpers', () => {
  it('blankCartCoupon blanks present coupon fields only and never mutates', () => {
    const cart = { itens: [1], codigoCupom: 'X', produtosComDesconto: [3], tipoDesconto: 'R$' };
    expect(blankCartCoupon(cart)).toEqual({ itens: [1], codigoCupom: '', produtosComDesconto: [], tipoDesconto: '%' });
    expect(cart.codigoCupom).toBe('X');
  });
  it('property: decodeEnvelope never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const out = decodeEnvelope(
          text,
          { version: 1, migrations: [], slices: [{ name: 'user', store: $user, category: 'session' }] },
          ALL_ACCEPTED,
        );
        expect(typeof out.ok).toBe('boolean');
      }),
    );
  });
});
