import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $cartLines } from '#engine/model/cart';
import type { CartLine } from '#engine/model/cart';
import { $bloqueado, $totais } from '#engine/model/cart';
import { aurora, produto } from '#engine/model/testing/fake-api';
import { $fornecedor } from '#engine/model/supplier';
import { LayoutRegion } from '#engine/layout/renderer';
import { anonymousGateContext } from '#engine/layout/gate';
import { giftOptionsBlock } from '.';
import { GiftOptions } from './gift-options';
import { giftOptionsProps } from './schema';

afterEach(cleanup);

const linha = (p: CartLine['produto']): CartLine => ({
  produto: p,
  quantidadeMilesimos: 2000,
  embalarParaPresente: false,
  precoAtendenteCentavos: null,
});
const kit = linha(produto(1, { nome: 'Kit Churrasco', preco: 100, permite_embalagem: true, preco_embalagem: 9.9 }));
const cafe = linha(produto(2, { nome: 'Café', preco: 12, permite_embalagem: false, preco_embalagem: null }));
const semPreco = linha(produto(3, { nome: 'Vela', preco: 5, permite_embalagem: true, preco_embalagem: null }));

function renderGift(lines: CartLine[], props: object = {}, bloqueado = false) {
  const scope = fork({
    values: [
      [$fornecedor, aurora],
      [$cartLines, lines],
      [$bloqueado, bloqueado],
    ],
  });
  render(
    <Provider value={scope}>
      <GiftOptions id="embalagem" props={giftOptionsProps.parse(props)} />
    </Provider>,
  );
  return scope;
}

describe('the gift options block', () => {
  it('offers the wrap only for the lines that allow it, with its price, and the check prices it into the TOTAL', async () => {
    const scope = renderGift([cafe, kit, semPreco]);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(1);
    const embalar = screen.getByRole('checkbox', { name: 'Embalar para presente (+ R$ 9,90 por UN)' });
    // The line it belongs to describes it.
    expect(embalar.getAttribute('aria-describedby')).toBe('embalagem-produto-1');
    expect(document.getElementById('embalagem-produto-1')?.textContent).toBe('Kit Churrasco');
    const antes = scope.getState($totais)!.total;
    await act(async () => {
      fireEvent.click(embalar);
      await allSettled(scope);
    });
    expect(scope.getState($cartLines).find((l) => l.produto.id === 1)?.embalarParaPresente).toBe(true);
    expect(scope.getState($totais)!.total).toBe(antes + 2 * 990);
    expect((embalar as HTMLInputElement).checked).toBe(true);
  });

  it('renders nothing when no line can be wrapped', () => {
    renderGift([cafe, semPreco]);
    expect(screen.queryByTestId('gift-options')).toBeNull();
  });

  it('shows the title and help of its props, and a locked cart cannot change the wrap', () => {
    renderGift([kit], { titulo: 'Presente?', ajuda: 'Embalamos com papel reciclado.' }, true);
    expect(screen.getByRole('region', { name: 'Presente?' })).toBeTruthy();
    expect(screen.getByText('Embalamos com papel reciclado.')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('a supplier hides it with a tag gate on its node', () => {
    const scope = fork({
      values: [
        [$fornecedor, aurora],
        [$cartLines, [kit]],
      ],
    });
    const node = {
      type: 'gift-options',
      id: 'embalagem',
      props: giftOptionsProps.parse({}),
      when: { supplierTags: { none: ['sem-embalagem'] } },
    };
    const view = (tags: string[]) => (
      <Provider value={scope}>
        <LayoutRegion
          nodes={[node]}
          registry={{ 'gift-options': giftOptionsBlock }}
          context={anonymousGateContext(tags)}
        />
      </Provider>
    );
    const { rerender } = render(view([]));
    expect(screen.getByRole('checkbox', { name: /Embalar para presente/ })).toBeTruthy();
    rerender(view(['sem-embalagem']));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
