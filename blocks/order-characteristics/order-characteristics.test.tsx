import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutScope, HORARIO, openCheckout, renderInScope } from '#blocks/groups/checkout/testing/checkout-scope';
import { OrderCharacteristics } from './order-characteristics';
import { orderCharacteristicsProps } from './schema';

afterEach(cleanup);

describe('order-characteristics block', () => {
  it('defaults: the supplier’s questions, a required one marked, and the note', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(scope, <OrderCharacteristics id="perguntas" props={orderCharacteristicsProps.parse({})} />);
    screen.getByRole('group', { name: 'Informações para o pedido' });
    const horario = screen.getByLabelText(`${HORARIO.nome} *`) as HTMLSelectElement;
    expect(Array.from(horario.options).map((o) => o.textContent)).toEqual(['Selecione…', 'Manhã', 'Tarde']);
    screen.getByText('* Campo obrigatório');
  });

  it('a supplier’s title; the note hidden', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(
      scope,
      <OrderCharacteristics
        id="perguntas"
        props={orderCharacteristicsProps.parse({ titulo: 'Sobre a entrega', mostrarNotaObrigatorio: false })}
      />,
    );
    screen.getByRole('group', { name: 'Sobre a entrega' });
    screen.getByLabelText(`${HORARIO.nome} *`);
    expect(screen.queryByText('* Campo obrigatório')).toBeNull();
  });

  it('a supplier without questions: nothing', async () => {
    const scope = checkoutScope({ content: false });
    await openCheckout(scope);
    renderInScope(scope, <OrderCharacteristics id="perguntas" props={orderCharacteristicsProps.parse({})} />);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('props: each has a default', () => {
    expect(orderCharacteristicsProps.parse({})).toEqual({
      titulo: 'Informações para o pedido',
      mostrarNotaObrigatorio: true,
    });
  });
});
