import { describe, expect, it, vi } from 'vitest';
import { readStorefrontConfig } from './config';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { importWithReload, lazyWithReload, RELOAD_FLAG } from '../shared/lazy-with-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('readStorefrontConfig', () => {
  it('reads the server-written JSON', () => {
    expect(
      readStorefrontConfig(
        '{"apiBaseUrl":"https://api.example.com/api","providerHomeUrl":"https://provedor.example/","imageBaseUrl":"https://cdn.example.com"}',
      ),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/api',
      providerHomeUrl: 'https://provedor.example/',
      imageBaseUrl: 'https://cdn.example.com',
    });
  });
  it('falls back to defaults for absent, broken or wrong-typed JSON', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const defaults = { apiBaseUrl: '/api', providerHomeUrl: '/', imageBaseUrl: '' };
    expect(readStorefrontConfig(null)).toEqual(defaults);
    expect(readStorefrontConfig('{oops')).toEqual(defaults);
    expect(readStorefrontConfig('{"apiBaseUrl":3}')).toEqual(defaults);
    expect(readStorefrontConfig('{"providerHomeUrl":"https://x.example/"}')).toEqual({
      ...defaults,
      providerHomeUrl: 'https://x.example/',
    });
  });
});

describe('importWithReload (spec: a lazy-load failure reloads the page once)', () => {
  it('reloads once on the first failure, then lets the second failure through', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const pending = importWithReload(failing, { storage, reload });
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(RELOAD_FLAG)).not.toBeNull();
    void pending; // stays pending while the page reloads
    // After the reload the flag is still set: the next failure is an error, not another reload.
    await expect(importWithReload(failing, { storage, reload })).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the flag after a successful load', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_FLAG, '1');
    await expect(
      importWithReload(() => Promise.resolve({ default: 1 }), { storage, reload: vi.fn() }),
    ).resolves.toEqual({ default: 1 });
    expect(storage.getItem(RELOAD_FLAG)).toBeNull();
  });
});

describe('lazyWithReload().preload (the page loaded before hydration)', () => {
  const comFallback = (Pagina: ReturnType<typeof lazyWithReload<object>>) =>
    renderToString(
      createElement(Suspense, { fallback: createElement('p', null, 'carregando') }, createElement(Pagina)),
    );

  it('a page preloaded renders at once, without suspending; one not preloaded shows the fallback first', async () => {
    const factory = vi.fn(async () => ({ default: () => createElement('h1', null, 'Pedido nº 7') }));
    const Preloaded = lazyWithReload<object>(factory);
    await Preloaded.preload();
    expect(comFallback(Preloaded)).toContain('Pedido nº 7');
    expect(factory).toHaveBeenCalledTimes(1);

    const NotPreloaded = lazyWithReload<object>(async () => ({ default: () => createElement('h1', null, 'Outra') }));
    expect(comFallback(NotPreloaded)).toContain('carregando');
  });

  it('loads the chunk once however often it is preloaded', async () => {
    const factory = vi.fn(async () => ({ default: () => null }));
    const Pagina = lazyWithReload<object>(factory);
    await Promise.all([Pagina.preload(), Pagina.preload()]);
    await Pagina.preload();
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
