import { allSettled } from 'effector';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentMethodChosen } from '#engine/model/checkout';
import { checkoutScope, openCheckout, renderInScope } from '#blocks/groups/checkout/testing/checkout-scope';
import { PaymentMethod } from './payment-method';
import { paymentMethodProps } from './schema';

afterEach(cleanup);

describe('payment-method block', () => {
  it('defaults: the methods, the first chosen; a card method offers installments and the card sandbox', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(scope, <PaymentMethod id="pagamento" props={paymentMethodProps.parse({})} />);
    screen.getByRole('group', { name: 'Forma de pagamento' });
    expect(screen.getByRole('radio', { name: /^Boleto/ })).toHaveProperty('checked', true);
    screen.getByText('Em até 6x');
    expect(screen.queryByLabelText('Parcelas')).toBeNull();
    expect(screen.queryByTestId('cartao-sandbox')).toBeNull();

    await allSettled(paymentMethodChosen, { scope, params: 2 });
    await waitFor(() => screen.getByLabelText('Parcelas'));
    screen.getByTestId('cartao-sandbox');
    screen.getByTestId('cartao-ambiente');
  });

  it('a supplier’s title and installments label; the most installments not said', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    await allSettled(paymentMethodChosen, { scope, params: 2 });
    renderInScope(
      scope,
      <PaymentMethod
        id="pagamento"
        props={paymentMethodProps.parse({
          titulo: 'Como pagar',
          rotuloParcelas: 'Em quantas vezes',
          mostrarMaximoParcelas: false,
        })}
      />,
    );
    screen.getByRole('group', { name: 'Como pagar' });
    screen.getByLabelText('Em quantas vezes');
    expect(screen.queryByText('Em até 6x')).toBeNull();
  });

  it('shows nothing to a visitor, nor before the options are ready', () => {
    renderInScope(
      checkoutScope({ who: 'visitor' }),
      <PaymentMethod id="pagamento" props={paymentMethodProps.parse({})} />,
    );
    expect(screen.queryByRole('group')).toBeNull();
    cleanup();
    renderInScope(checkoutScope(), <PaymentMethod id="pagamento" props={paymentMethodProps.parse({})} />);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('props: each has a default', () => {
    expect(paymentMethodProps.parse({})).toEqual({
      titulo: 'Forma de pagamento',
      rotuloParcelas: 'Parcelas',
      mostrarMaximoParcelas: true,
    });
  });
});
