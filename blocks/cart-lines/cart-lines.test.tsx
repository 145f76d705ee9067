import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $cartLines } from '#engine/model/cart';
import type { CartLine } from '#engine/model/cart';
import { aurora, produto } from '#engine/model/testing/fake-api';
import { $fornecedor } from '#engine/model/supplier';
import { CartLines } from './cart-lines';
import { cartLinesProps } from './schema';

afterEach(cleanup);

const linha = (p: CartLine['produto'], quantidade: number): CartLine => ({
  produto: p,
  quantidadeMilesimos: quantidade * 1000,
  embalarParaPresente: false,
  precoAtendenteCentavos: null,
});
const arroz = linha(produto(1, { nome: 'Arroz', preco: 20 }), 2);
const kit = linha(produto(2, { nome: 'Kit Churrasco', preco: 100, permite_embalagem: true, preco_embalagem: 9.9 }), 1);

function renderLines(props: object = {}) {
  const scope = fork({
    values: [
      [$fornecedor, aurora],
      [$cartLines, [arroz, kit]],
    ],
  });
  render(
    <Provider value={scope}>
      <CartLines id="itens" props={cartLinesProps.parse(props)} />
    </Provider>,
  );
  return scope;
}

describe('the cart lines block', () => {
  it('lists each line with its picture, name, unit price and total, and no gift wrap', () => {
    renderLines();
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const primeira = within(lines[0]!);
    expect(primeira.getByText('Arroz')).toBeTruthy();
    expect(primeira.getByTestId('cart-line-unit-price').textContent).toBe('R$ 20,00 / UN');
    expect(primeira.getByTestId('cart-line-total').textContent).toBe('R$ 40,00');
    expect(lines[0]!.querySelector('img')).not.toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('Remover takes the line out of the cart', async () => {
    const scope = renderLines();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remover Arroz do carrinho' }));
      await allSettled(scope);
    });
    expect(scope.getState($cartLines).map((l) => l.produto.nome)).toEqual(['Kit Churrasco']);
  });

  it('hides the picture and the unit price, and shows a title, by its props', () => {
    renderLines({ mostrarImagem: false, mostrarPrecoUnitario: false, titulo: 'Seus itens' });
    expect(screen.getByRole('heading', { level: 2, name: 'Seus itens' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Seus itens' })).toBeTruthy();
    expect(screen.getAllByTestId('cart-line')[0]!.querySelector('img')).toBeNull();
    expect(screen.queryByTestId('cart-line-unit-price')).toBeNull();
    expect(screen.getAllByTestId('cart-line-total')).toHaveLength(2);
  });
});
