import { allSettled } from 'effector';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryTypeChosen } from '#engine/model/checkout';
import { checkoutScope, openCheckout, renderInScope } from '#blocks/groups/checkout/testing/checkout-scope';
import { AddressChoice } from './address-choice';
import { addressChoiceProps } from './schema';

afterEach(cleanup);

describe('address-choice block', () => {
  it('defaults: the customer’s addresses, the primary chosen, and the link to add one', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(scope, <AddressChoice id="endereco" props={addressChoiceProps.parse({})} />);
    screen.getByRole('group', { name: 'Endereço de entrega' });
    expect(screen.getByRole('radio', { name: /^Casa \(principal\)/ })).toHaveProperty('checked', true);
    screen.getByRole('radio', { name: /^Trabalho/ });
    expect(screen.getByRole('link', { name: 'Adicionar endereço' }).getAttribute('href')).toBe(
      '/aurora/minha-conta/enderecos',
    );
  });

  it('a supplier’s title and link text; the link hidden', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(
      scope,
      <AddressChoice
        id="endereco"
        props={addressChoiceProps.parse({ titulo: 'Onde entregar', textoAdicionar: 'Novo endereço' })}
      />,
    );
    screen.getByRole('group', { name: 'Onde entregar' });
    screen.getByRole('link', { name: 'Novo endereço' });
    cleanup();
    renderInScope(scope, <AddressChoice id="endereco" props={addressChoiceProps.parse({ mostrarAdicionar: false })} />);
    screen.getByRole('radio', { name: /^Casa/ });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('not shown for pickup, to a visitor, nor before the options are ready', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(scope, <AddressChoice id="endereco" props={addressChoiceProps.parse({})} />);
    await allSettled(deliveryTypeChosen, { scope, params: 'RETIRADA' });
    await waitFor(() => expect(screen.queryByRole('group')).toBeNull());
    cleanup();
    renderInScope(
      checkoutScope({ who: 'visitor' }),
      <AddressChoice id="endereco" props={addressChoiceProps.parse({})} />,
    );
    expect(screen.queryByRole('group')).toBeNull();
    cleanup();
    renderInScope(checkoutScope(), <AddressChoice id="endereco" props={addressChoiceProps.parse({})} />);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('props: each has a default; the title may not be empty', () => {
    expect(addressChoiceProps.parse({})).toEqual({
      titulo: 'Endereço de entrega',
      mostrarAdicionar: true,
      textoAdicionar: 'Adicionar endereço',
    });
    expect(addressChoiceProps.safeParse({ titulo: '' }).success).toBe(false);
  });
});
