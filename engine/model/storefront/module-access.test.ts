/**
 * Spec section 5, "Module access is allowed if the list is 'Todos' or any module matches": the
 * storefront's gate context carries the supplier's modules, so a `modulos` gate hides the header's
 * menu entries (and the features that open routes, such as 'listas') at a supplier without them.
 */
import { allSettled, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateGate, hasModuleAccess } from '#schemas/gate';
import { isFeatureEnabled } from '#schemas/features';
import { appStarted } from '../app';
import { readTokenFx } from '../session';
import { redirectFx, replaceUrlFx } from '../supplier';
import {
  aurora,
  createFakeApi,
  fornecedor,
  json,
  LOCATION_LOCALHOST,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '../testing/fake-api';
import { $features, $gateContext, $menu } from './index';

const MENU = {
  schemaVersion: 1,
  items: [
    { id: 'home', label: 'Início', destino: { tipo: 'rota', rota: 'home' }, grupo: 'principal' },
    {
      id: 'orcamentos',
      label: 'Orçamentos',
      destino: { tipo: 'rota', rota: 'pedidos' },
      grupo: 'principal',
      when: { modulos: ['orcamento web', 'orcamento app'] },
    },
    {
      id: 'combos',
      label: 'Combos',
      destino: { tipo: 'rota', rota: 'combos' },
      grupo: 'principal',
      when: { modulos: ['web-commerce'] },
    },
  ],
};
const FEATURES = { schemaVersion: 1, features: { listas: { when: { modulos: ['web-commerce'] } } } };

async function visibleWith(modulos: string[]) {
  const loja = fornecedor({ ...aurora, modulos });
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([loja])],
    [
      /^\/v4\/documentos-loja\/[^/]+$/,
      () =>
        json({ idfornecedor: loja.idfornecedor, layout: null, menu: MENU, features: FEATURES, atualizado_em: null }),
    ],
    ...supplierLoadRoutes(loja),
  ]);
  const scope = fork({
    handlers: [
      [readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef'],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
    ],
  });
  await allSettled(appStarted, {
    scope,
    params: { api: fake.api, config: STOREFRONT_CONFIG, location: LOCATION_LOCALHOST },
  });
  const gate = scope.getState($gateContext);
  return {
    gate,
    menu: scope
      .getState($menu)
      .items.filter((item) => evaluateGate(item.when, gate))
      .map((item) => item.label),
    listas: isFeatureEnabled(scope.getState($features), 'listas', gate),
  };
}

describe('module access gates the header entries and the features that open routes', () => {
  it("a supplier with 'Todos' sees every entry", async () => {
    const { gate, menu, listas } = await visibleWith(['Todos']);
    expect(gate.supplierModules).toEqual(['Todos']);
    expect(menu).toEqual(['Início', 'Orçamentos', 'Combos']);
    expect(listas).toBe(true);
  });

  it('a supplier with some modules sees the entries of any module it has, and not the others', async () => {
    expect(await visibleWith(['orcamento web'])).toMatchObject({ menu: ['Início', 'Orçamentos'], listas: false });
    expect(await visibleWith(['web-commerce'])).toMatchObject({ menu: ['Início', 'Combos'], listas: true });
    expect(await visibleWith([])).toMatchObject({ menu: ['Início'], listas: false });
  });
});

describe('hasModuleAccess (spec section 5)', () => {
  const modulo = fc.constantFrom('web-commerce', 'orcamento web', 'orcamento app', 'venda+ web', 'portfolio web');
  it("property: 'Todos' opens everything; otherwise access is exactly a shared module; nothing required opens", () => {
    fc.assert(
      fc.property(fc.array(modulo), fc.array(modulo), fc.boolean(), (daLoja, exigidos, todos) => {
        const lista = todos ? [...daLoja, ' TODOS '] : daLoja;
        const esperado = exigidos.length === 0 || todos || exigidos.some((m) => daLoja.includes(m));
        expect(hasModuleAccess(lista, exigidos)).toBe(esperado);
      }),
    );
  });
});
