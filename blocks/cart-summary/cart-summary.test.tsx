import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $cartLines } from '#engine/model/cart';
import { aurora, produto } from '#engine/model/testing/fake-api';
import type { Fornecedor } from '#engine/model/types';
import { $fornecedor } from '#engine/model/supplier';
import { CartSummary } from './cart-summary';
import { cartSummaryProps } from './schema';

afterEach(cleanup);

/** Free shipping from R$ 100,00 in São Paulo. */
const comFreteGratis: Fornecedor = {
  ...aurora,
  config: {
    ...aurora.config,
    frete_gratis: {
      minimo_centavos: 10_000,
      ufs: ['SP'],
      texto: 'Frete grátis para pedidos a partir de R$ 100 para São Paulo',
    },
  },
};

const linha = (preco: number, quantidade = 1, embalar = false) => ({
  produto: produto(1, { nome: 'Café', preco, permite_embalagem: true, preco_embalagem: 5 }),
  quantidadeMilesimos: quantidade * 1000,
  embalarParaPresente: embalar,
  precoAtendenteCentavos: null,
});

function renderSummary(fornecedor: Fornecedor, lines: ReturnType<typeof linha>[], props: object = {}) {
  const scope = fork({
    values: [
      [$fornecedor, fornecedor],
      [$cartLines, lines],
    ],
  });
  render(
    <Provider value={scope}>
      <CartSummary id="resumo" props={cartSummaryProps.parse(props)} />
    </Provider>,
  );
}

describe('the cart summary block', () => {
  it('shows the TOTAL and the gift wraps, and how much is missing for free shipping with where it applies', () => {
    renderSummary(comFreteGratis, [linha(30, 2, true)]);
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 70,00');
    expect(screen.getByText('Embalagens para presente')).toBeTruthy();
    expect(screen.getByText('TOTAL')).toBeTruthy();
    const frete = screen.getByTestId('cart-free-shipping');
    expect(frete.textContent).toContain('Faltam R$ 30,00 para o frete grátis.');
    expect(frete.textContent).toContain('Frete grátis para pedidos a partir de R$ 100 para São Paulo.');
  });

  it('says the minimum is reached at or above it', () => {
    renderSummary(comFreteGratis, [linha(50, 2)]);
    expect(screen.getByTestId('cart-free-shipping').textContent).toContain(
      'Seu pedido já alcançou o valor do frete grátis.',
    );
  });

  it('shows no progress where the supplier has no free shipping, or no minimum', () => {
    renderSummary(aurora, [linha(30)]);
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull();
    cleanup();
    const semMinimo: Fornecedor = {
      ...comFreteGratis,
      config: {
        ...comFreteGratis.config,
        frete_gratis: { ...comFreteGratis.config.frete_gratis!, minimo_centavos: 0 },
      },
    };
    renderSummary(semMinimo, [linha(30)]);
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 30,00');
  });

  it('hides the progress, the gift wraps and renames the total by its props; the texts take {valor}', () => {
    renderSummary(comFreteGratis, [linha(30, 1, true)], {
      mostrarFreteGratis: false,
      mostrarEmbalagens: false,
      rotuloTotal: 'Total a pagar',
    });
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull();
    expect(screen.queryByText('Embalagens para presente')).toBeNull();
    expect(screen.getByText('Total a pagar')).toBeTruthy();
    expect(screen.queryByText('TOTAL')).toBeNull();
    cleanup();
    renderSummary(comFreteGratis, [linha(30)], { textoFaltaFreteGratis: 'Só mais {valor} e o frete é nosso!' });
    expect(screen.getByText('Só mais R$ 70,00 e o frete é nosso!')).toBeTruthy();
  });
});
