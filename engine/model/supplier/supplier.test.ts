import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { appStarted } from '../app';
import { readTokenFx } from '../session';
import {
  aurora,
  AURORA_ID,
  construforte,
  createFakeApi,
  json,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import type { Fornecedor } from '../types';
import { $categorias } from '../categories';
import { $documentos } from '../documents';
import { $rodape, $textos } from '../supplier-config';
import { $tema } from '../theme';
import { $fornecedor, $statusFornecedor, $whiteLabel, redirectFx, replaceUrlFx } from './index';
import { parseStorefrontPath } from '../../rules/storefront-path';
import { whiteLabelRewrite } from './resolve';

const TOKEN = 'anon-0123456789abcdef0123456789abcdef';
const ALL = [aurora, construforte];

/** A fake getFornecedores following the contract's semantics (platform hosts do not restrict). */
function fornecedoresRoute(all: Fornecedor[] = ALL, override?: FakeHandler): [RegExp, FakeHandler] {
  return [
    /^\/v2\/app\/[^/]+\/fornecedor$/,
    override ??
      ((_req, _m, url) => {
        const id = url.searchParams.get('idfornecedor');
        const dominio = url.searchParams.get('dominio');
        const platform = dominio === 'localhost' || dominio === '127.0.0.1';
        return json(
          all.filter(
            (f) =>
              (!id || f.slug === id || f.idfornecedor === id) &&
              (!dominio ||
                platform ||
                f.config.dominio.dominio === dominio ||
                f.config.dominio.dominio_adicionais.includes(dominio)),
          ),
        );
      }),
  ];
}

async function start(
  location: { pathname: string; search?: string; hostname: string },
  routes: [RegExp, FakeHandler][],
) {
  const fake = createFakeApi(routes);
  const redirect = vi.fn();
  const replace = vi.fn();
  const scope = fork({
    handlers: [
      [readTokenFx, () => TOKEN],
      [redirectFx, redirect],
      [replaceUrlFx, replace],
    ],
  });
  const port = ':3000';
  await allSettled(appStarted, {
    scope,
    params: {
      api: fake.api,
      config: STOREFRONT_CONFIG,
      location: { search: '', ...location, origin: `http://${location.hostname}${port}` },
    },
  });
  return { scope, fake, redirect, replace };
}

describe('supplier resolution (spec section 4)', () => {
  it('finds the supplier by path and domain and loads its configuration, theme, footer, categories, texts and documents', async () => {
    const { scope, fake, redirect, replace } = await start({ pathname: '/aurora', hostname: 'localhost' }, [
      fornecedoresRoute(),
      ...supplierLoadRoutes(aurora),
    ]);
    expect(scope.getState($fornecedor)?.slug).toBe('aurora');
    expect(scope.getState($whiteLabel)).toBe(false);
    expect(scope.getState($statusFornecedor)).toBe('pronto');
    expect(scope.getState($tema)?.cor_primaria).toBe('#aa0000');
    expect(scope.getState($rodape)?.razao_social).toBe('Distribuidora Aurora Ltda');
    expect(scope.getState($textos)['banner.frete_gratis']).toBe('Frete grátis');
    expect(scope.getState($documentos)?.layout).toEqual({ x: 1 });
    expect(scope.getState($categorias)).toEqual([]);
    expect(redirect).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    const first = new URL(fake.requests[0]!.url);
    expect(first.pathname).toBe(`/api/v2/app/${TOKEN}/fornecedor`);
    expect(first.searchParams.get('idfornecedor')).toBe('aurora');
    expect(first.searchParams.get('dominio')).toBe('localhost');
  });

  it('accepts the UUID form and ignores a /commerce prefix (rewriting it away)', async () => {
    const { scope, replace } = await start(
      { pathname: `/commerce/${AURORA_ID}`, search: '?x=1', hostname: 'localhost' },
      [fornecedoresRoute(), ...supplierLoadRoutes(aurora)],
    );
    expect(scope.getState($fornecedor)?.slug).toBe('aurora');
    expect(replace).toHaveBeenCalledWith(`/${AURORA_ID}?x=1`);
  });

  it('white-label: the host matches the supplier domain → white-label mode, URL rewritten to /{slug} keeping the query', async () => {
    const { scope, replace, fake } = await start(
      { pathname: '/', search: '?utm_source=news', hostname: 'aurora.localhost' },
      [fornecedoresRoute(), ...supplierLoadRoutes(aurora)],
    );
    expect(scope.getState($fornecedor)?.slug).toBe('aurora');
    expect(scope.getState($whiteLabel)).toBe(true);
    expect(replace).toHaveBeenCalledWith('/aurora?utm_source=news');
    // no path segment → straight to the domain-only query
    expect(new URL(fake.requests[0]!.url).searchParams.get('idfornecedor')).toBeNull();
  });

  it('falls back to the domain-only query when the path finds nothing', async () => {
    const { scope, fake } = await start({ pathname: '/nao-existe', hostname: 'construforte.localhost' }, [
      fornecedoresRoute(),
      ...supplierLoadRoutes(construforte),
    ]);
    expect(scope.getState($fornecedor)?.slug).toBe('construforte');
    expect(new URL(fake.requests[1]!.url).searchParams.get('idfornecedor')).toBeNull();
    expect(new URL(fake.requests[1]!.url).searchParams.get('dominio')).toBe('construforte.localhost');
  });

  it('fselecionado forces the supplier', async () => {
    const { scope, fake } = await start(
      { pathname: '/aurora', search: '?fselecionado=construforte', hostname: 'localhost' },
      [fornecedoresRoute(), ...supplierLoadRoutes(construforte)],
    );
    expect(scope.getState($fornecedor)?.slug).toBe('construforte');
    expect(new URL(fake.requests[0]!.url).searchParams.get('idfornecedor')).toBe('construforte');
  });

  it.each([
    ['an empty list', () => json([])],
    [
      'the sem-fornecedor-nesse-dominio marker',
      () => json([{ ...aurora, idfornecedor: 'sem-fornecedor-nesse-dominio', slug: 'sem-fornecedor-nesse-dominio' }]),
    ],
    ['the all-zero GUID', () => json([{ ...aurora, idfornecedor: '00000000-0000-0000-0000-000000000000', slug: 'x' }])],
    ['a failure', () => json({ mensagem: 'Erro interno', codigo: 'x' }, 500)],
    ['an empty error body', () => new Response(null, { status: 503 })],
  ])('redirects to the provider home on %s', async (_name, handler) => {
    const { scope, redirect } = await start({ pathname: '/aurora', hostname: 'loja.example' }, [
      fornecedoresRoute(ALL, handler),
    ]);
    expect(redirect).toHaveBeenCalledWith(STOREFRONT_CONFIG.providerHomeUrl);
    expect(scope.getState($fornecedor)).toBeNull();
    expect(scope.getState($statusFornecedor)).toBe('redirecionando');
  });

  it('a platform host without a supplier in the path finds none (it does not pick one at random)', async () => {
    const { scope, redirect } = await start({ pathname: '/', hostname: 'localhost' }, [fornecedoresRoute()]);
    expect(scope.getState($fornecedor)).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});

describe('pure resolution helpers', () => {
  it('parses the path', () => {
    expect(parseStorefrontPath('/commerce/aurora/categoria/bebidas', '?fselecionado=x')).toEqual({
      segmento: 'aurora',
      resto: '/categoria/bebidas',
      fselecionado: 'x',
    });
    expect(parseStorefrontPath('/', '')).toEqual({ segmento: null, resto: '/', fselecionado: null });
    expect(parseStorefrontPath('/api/x', '').segmento).toBeNull();
  });
  it('rewrites for white-label', () => {
    expect(whiteLabelRewrite({ pathname: '/', search: '?a=1' }, aurora)).toBe('/aurora?a=1');
    expect(whiteLabelRewrite({ pathname: '/aurora', search: '' }, aurora)).toBeNull();
    expect(whiteLabelRewrite({ pathname: '/commerce/aurora/busca', search: '?q=x' }, aurora)).toBe('/aurora/busca?q=x');
    expect(whiteLabelRewrite({ pathname: '/categoria/bebidas', search: '' }, aurora)).toBe('/aurora/categoria/bebidas');
  });
});
