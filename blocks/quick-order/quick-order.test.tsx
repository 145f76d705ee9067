import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QuickOrder } from './quick-order';
import { QUICK_ORDER_LEAD, quickOrderProps } from './schema';
import type { QuickOrderProps } from './schema';

afterEach(cleanup);

function renderWith(props: Partial<QuickOrderProps>) {
  return render(
    <Provider value={fork()}>
      <MemoryRouter initialEntries={['/aurora/pedido-rapido']}>
        <QuickOrder id="pedido-rapido" props={quickOrderProps.parse(props)} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('quick-order block', () => {
  it('by default is the screen of before: the lead, the lines box, the file field and the check button', () => {
    expect(quickOrderProps.parse({})).toEqual({
      texto: QUICK_ORDER_LEAD,
      rotuloLinhas: 'Código e quantidade',
      mostrarArquivo: true,
      rotuloArquivo: 'Arquivo Excel, CSV ou TXT',
    });
    const { container } = renderWith({});
    expect(screen.getByText(QUICK_ORDER_LEAD)).toBeTruthy();
    expect(screen.getByLabelText('Código e quantidade').id).toBe('pedido-rapido-linhas');
    expect(screen.getByLabelText('Arquivo Excel, CSV ou TXT')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conferir linhas' })).toBeTruthy();
    expect(container.querySelector('[data-block-id="pedido-rapido"]')).not.toBeNull();
  });

  it("follows the supplier's texts, and leaves out the lead and the file field when told", () => {
    renderWith({ texto: '', rotuloLinhas: 'SKU e quantidade', mostrarArquivo: false });
    expect(screen.queryByText(QUICK_ORDER_LEAD)).toBeNull();
    expect(screen.getByLabelText('SKU e quantidade')).toBeTruthy();
    expect(screen.queryByLabelText('Arquivo Excel, CSV ou TXT')).toBeNull();

    cleanup();
    renderWith({ texto: 'Uma linha por item.', rotuloArquivo: 'Sua planilha' });
    expect(screen.getByText('Uma linha por item.')).toBeTruthy();
    expect(screen.getByLabelText('Sua planilha')).toBeTruthy();
  });

  it('refuses an empty label', () => {
    expect(quickOrderProps.safeParse({ rotuloLinhas: '' }).success).toBe(false);
    expect(quickOrderProps.safeParse({ rotuloArquivo: '' }).success).toBe(false);
  });
});
