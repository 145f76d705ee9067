import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $assinaturas, $idtipoassinatura, $recorrencia } from '#engine/model/cart';
import type { AssinaturasCarrinho } from '#engine/model/cart';
import { subscriptionChoiceProps } from './schema';
import { SubscriptionChoice } from './subscription-choice';

afterEach(cleanup);

const assinaturas: AssinaturasCarrinho = {
  label: 'Repetir este pedido',
  tipos: [
    { idtipoassinatura: 1, nome: 'Semanal', descricao: '', intervalo_dias: 7 },
    { idtipoassinatura: 2, nome: 'Quinzenal', descricao: '', intervalo_dias: 15 },
  ],
};

function renderChoice(oferece: AssinaturasCarrinho | null, props: object = {}) {
  const scope = fork({ values: [[$assinaturas, oferece]] });
  render(
    <Provider value={scope}>
      <SubscriptionChoice id="assinatura" props={subscriptionChoiceProps.parse(props)} />
    </Provider>,
  );
  return scope;
}

describe('the subscription choice block', () => {
  it('offers a one-off order and each type, and the choice goes to the cart model', async () => {
    const scope = renderChoice(assinaturas);
    const select = screen.getByLabelText('Repetir este pedido') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Não, é uma compra avulsa',
      'Semanal (a cada 7 dias)',
      'Quinzenal (a cada 15 dias)',
    ]);
    expect(screen.getByText('Escolha uma frequência para receber este pedido como assinatura.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(scope.getState($idtipoassinatura)).toBe(2));
  });

  it('renders nothing where the supplier offers no subscriptions', () => {
    renderChoice(null);
    expect(screen.queryByTestId('subscription-choice')).toBeNull();
  });

  it('takes its title, help and one-off option from its props; the server’s repetition text wins over the help', () => {
    const scope = fork({
      values: [
        [$assinaturas, assinaturas],
        [$recorrencia, 'Assinatura semanal: este pedido será repetido a cada 7 dias, até você cancelar.'],
      ],
    });
    render(
      <Provider value={scope}>
        <SubscriptionChoice
          id="assinatura"
          props={subscriptionChoiceProps.parse({ titulo: 'Assinatura', textoAvulsa: 'Só desta vez', ajuda: 'Ajuda' })}
        />
      </Provider>,
    );
    expect(screen.getByRole('region', { name: 'Assinatura' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Só desta vez' })).toBeTruthy();
    expect(screen.queryByText('Ajuda')).toBeNull();
    expect(screen.getByText(/^Assinatura semanal/)).toBeTruthy();
  });
});
