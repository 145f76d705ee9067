import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $cartLines } from '#engine/model/cart';
import { $cartPanelOpen } from '#engine/model/cart';
import { aurora, produto } from '#engine/model/testing/fake-api';
import { $fornecedor } from '#engine/model/supplier';
import { cardCart } from './card-cart';

afterEach(cleanup);

const cafe = produto(1, { nome: 'Café Torrado', preco: 12.9 });
const linha = { produto: cafe, quantidadeMilesimos: 2000, embalarParaPresente: false, precoAtendenteCentavos: null };

describe("a product card's cart action", () => {
  it('renders a plain button on the server, even for a product in the cart (the server does not know the browser storage)', () => {
    const scope = fork({
      values: [
        [$fornecedor, aurora],
        [$cartLines, [linha]],
      ],
    });
    const html = renderToString(<Provider value={scope}>{cardCart(cafe)}</Provider>);
    expect(html).toContain('Adicionar ao carrinho');
    expect(html).not.toContain('Quantidade');
    expect(
      renderToString(<Provider value={scope}>{cardCart(produto(2, { preco: null, preconf: null }))}</Provider>),
    ).toBe('');
  });

  it('the first click loads the stepper, adds one step and opens the side panel', async () => {
    const scope = fork({ values: [[$fornecedor, aurora]] });
    render(<Provider value={scope}>{cardCart(cafe)}</Provider>);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantidade de Café Torrado' })).toBeTruthy(), {
      timeout: 10_000,
    });
    await allSettled(scope);
    expect(scope.getState($cartLines).map((l) => l.quantidadeMilesimos)).toEqual([1000]);
    expect(scope.getState($cartPanelOpen)).toBe(true);
    expect(screen.getByTestId('line-total').textContent).toContain('R$ 12,90');
  });
});
