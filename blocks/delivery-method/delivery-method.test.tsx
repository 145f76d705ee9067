import { allSettled } from 'effector';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryTypeChosen } from '#engine/model/checkout';
import { checkoutScope, openCheckout, renderInScope } from '#blocks/groups/checkout/testing/checkout-scope';
import { DeliveryMethod } from './delivery-method';
import { longDate } from './long-date';
import { deliveryMethodProps } from './schema';

afterEach(cleanup);

const props = (p: Partial<Record<keyof typeof deliveryMethodProps.shape, unknown>> = {}) =>
  deliveryMethodProps.parse(p);

const legends = () => Array.from(document.querySelectorAll('legend')).map((l) => l.textContent);

describe('delivery-method block', () => {
  it('defaults: delivery or pickup, then the inner blocks, then the delivery options with fee and date', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(
      scope,
      <DeliveryMethod id="entrega" props={props()}>
        <fieldset>
          <legend>bloco de dentro</legend>
        </fieldset>
      </DeliveryMethod>,
    );
    expect(legends()).toEqual(['Como você quer receber?', 'bloco de dentro', 'Forma de entrega']);
    expect(screen.getByRole('radio', { name: 'Entrega no endereço' })).toHaveProperty('checked', true);
    screen.getByRole('radio', { name: 'Retirar na loja' });
    screen.getByRole('radio', { name: /^Entrega agendada/ });
    const data = screen.getByLabelText('Data de entrega') as HTMLSelectElement;
    expect(data.value).toBe('2026-11-25');
    expect(Array.from(data.options).map((o) => o.textContent)).toEqual([
      longDate('2026-11-25'),
      longDate('2026-11-26'),
    ]);
  });

  it('a supplier’s texts, for delivery and for pickup', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    const textos = props({
      tituloTipo: 'Entrega ou retirada?',
      textoEntrega: 'Receber em casa',
      textoRetirada: 'Buscar na loja',
      tituloOpcoesEntrega: 'Como entregamos',
      tituloOpcoesRetirada: 'Como retirar',
      rotuloDataEntrega: 'Quando entregar',
      rotuloDataRetirada: 'Quando retirar',
    });
    renderInScope(scope, <DeliveryMethod id="entrega" props={textos} />);
    expect(legends()).toEqual(['Entrega ou retirada?', 'Como entregamos']);
    screen.getByRole('radio', { name: 'Receber em casa' });
    screen.getByRole('radio', { name: 'Buscar na loja' });
    screen.getByLabelText('Quando entregar');

    await allSettled(deliveryTypeChosen, { scope, params: 'RETIRADA' });
    await waitFor(() => expect(legends()).toEqual(['Entrega ou retirada?', 'Como retirar']));
    await waitFor(() => screen.getByLabelText('Quando retirar'));
  });

  it('without the date choice: no select (the first date goes with the order)', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(scope, <DeliveryMethod id="entrega" props={props({ mostrarData: false })} />);
    screen.getByRole('radio', { name: /^Entrega agendada/ });
    expect(screen.queryByLabelText('Data de entrega')).toBeNull();
  });

  it('a shop with one way only: no choice between delivery and pickup', async () => {
    const scope = checkoutScope({ tags: ['has-collect'] });
    await openCheckout(scope);
    renderInScope(scope, <DeliveryMethod id="entrega" props={props()} />);
    expect(screen.queryByRole('radio', { name: 'Entrega no endereço' })).toBeNull();
    expect(legends()).toEqual(['Retirada']);
  });

  it('shows nothing to a visitor, nor before the options are ready', async () => {
    renderInScope(checkoutScope({ who: 'visitor' }), <DeliveryMethod id="entrega" props={props()} />);
    expect(document.querySelector('fieldset')).toBeNull();
    cleanup();
    renderInScope(checkoutScope(), <DeliveryMethod id="entrega" props={props()} />);
    expect(document.querySelector('fieldset')).toBeNull();
  });

  it('props: each has a default; labels may not be empty', () => {
    expect(deliveryMethodProps.parse({})).toEqual({
      tituloTipo: 'Como você quer receber?',
      textoEntrega: 'Entrega no endereço',
      textoRetirada: 'Retirar na loja',
      tituloOpcoesEntrega: 'Forma de entrega',
      tituloOpcoesRetirada: 'Retirada',
      mostrarData: true,
      rotuloDataEntrega: 'Data de entrega',
      rotuloDataRetirada: 'Data da retirada',
    });
    expect(deliveryMethodProps.safeParse({ textoRetirada: '' }).success).toBe(false);
  });
});

describe('longDate', () => {
  it('writes a date as its weekday and dd/mm/aaaa; anything else as it came', () => {
    expect(longDate('2026-11-25')).toBe('quarta-feira, 25/11/2026');
    expect(longDate('amanhã')).toBe('amanhã');
  });
});
