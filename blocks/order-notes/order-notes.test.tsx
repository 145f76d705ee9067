import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $bloqueado, $numPedidoCliente, $observacao } from '#engine/model/cart';
import { OrderNotes } from './order-notes';
import { orderNotesProps } from './schema';

afterEach(cleanup);

function renderNotes(props: object = {}, bloqueado = false) {
  const scope = fork({ values: [[$bloqueado, bloqueado]] });
  render(
    <Provider value={scope}>
      <OrderNotes id="dados" props={orderNotesProps.parse(props)} />
    </Provider>,
  );
  return scope;
}

describe('the order notes block', () => {
  it("shows today's section: the observations and the customer's order number, each into the cart model", async () => {
    const scope = renderNotes();
    expect(screen.getByRole('region', { name: 'Dados do pedido' })).toBeTruthy();
    expect(screen.getByText('Até 2000 caracteres.')).toBeTruthy();
    expect(screen.getByText('O número do pedido no seu sistema, se quiser que ele conste no pedido.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Observações'), { target: { value: 'Entregar pela manhã' } });
    fireEvent.change(screen.getByLabelText('Número do seu pedido (opcional)'), { target: { value: 'PC-42' } });
    await waitFor(() => expect(scope.getState($observacao)).toBe('Entregar pela manhã'));
    expect(scope.getState($numPedidoCliente)).toBe('PC-42');
  });

  it('takes its title, labels and help from its props, and leaves out a field', () => {
    renderNotes({
      titulo: 'Sobre a entrega',
      rotuloObservacoes: 'Recado para o entregador',
      ajudaObservacoes: 'No máximo {max} letras.',
      mostrarNumeroPedido: false,
    });
    expect(screen.getByRole('region', { name: 'Sobre a entrega' })).toBeTruthy();
    expect(screen.getByLabelText('Recado para o entregador')).toBeTruthy();
    expect(screen.getByText('No máximo 2000 letras.')).toBeTruthy();
    expect(screen.queryByLabelText('Número do seu pedido (opcional)')).toBeNull();
  });

  it('renders nothing with both fields hidden, and a locked cart cannot change them', () => {
    renderNotes({ mostrarObservacoes: false, mostrarNumeroPedido: false });
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    renderNotes({ ajudaObservacoes: '' }, true);
    expect((screen.getByLabelText('Observações') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByLabelText('Observações').getAttribute('aria-describedby')).toBeNull();
  });
});
