import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXTOS_MAPA_LOJAS } from '#ui/mapa';
import { checkoutScope, openCheckout, renderInScope } from '#blocks/groups/checkout/testing/checkout-scope';
import { PickupStore } from './pickup-store';
import { pickupStoreProps } from './schema';

afterEach(cleanup);

/** The map, or (no tiles here) the line that stands in for it. */
const mapa = () =>
  screen.queryByRole('region', { name: TEXTOS_MAPA_LOJAS.rotulo }) ??
  screen.queryByText(TEXTOS_MAPA_LOJAS.indisponivel);

/** A pickup-only shop: the checkout opens on pickup, with its stores. */
async function pickupScope() {
  const scope = checkoutScope({ tags: ['has-collect'] });
  await openCheckout(scope);
  return scope;
}

describe('pickup-store block', () => {
  it('defaults: the stores with address and hours, the first chosen, and their map', async () => {
    renderInScope(await pickupScope(), <PickupStore id="loja" props={pickupStoreProps.parse({})} />);
    screen.getByRole('group', { name: 'Loja para retirada' });
    expect(screen.getByRole('radio', { name: /^Loja Centro/ })).toHaveProperty('checked', true);
    screen.getByText('Rua A, 1 - Campinas');
    screen.getByText('Horário: Seg a sex, 8h às 18h');
    expect(mapa()).not.toBeNull();
  });

  it('a supplier’s title; hours and map hidden', async () => {
    renderInScope(
      await pickupScope(),
      <PickupStore
        id="loja"
        props={pickupStoreProps.parse({ titulo: 'Onde retirar', mostrarHorario: false, mostrarMapa: false })}
      />,
    );
    screen.getByRole('group', { name: 'Onde retirar' });
    screen.getByRole('radio', { name: /^Loja Centro/ });
    expect(screen.queryByText(/^Horário:/)).toBeNull();
    expect(mapa()).toBeNull();
  });

  it('not shown for delivery', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(scope, <PickupStore id="loja" props={pickupStoreProps.parse({})} />);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('props: each has a default', () => {
    expect(pickupStoreProps.parse({})).toEqual({
      titulo: 'Loja para retirada',
      mostrarHorario: true,
      mostrarMapa: true,
    });
  });
});
