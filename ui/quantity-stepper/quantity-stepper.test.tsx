import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QuantityStepper } from './index';

afterEach(cleanup);

const input = (nome = 'Café') => screen.getByRole('textbox', { name: `Quantidade de ${nome}` }) as HTMLInputElement;
const minus = (nome = 'Café') =>
  screen.getByRole('button', { name: `Diminuir quantidade de ${nome}` }) as HTMLButtonElement;
const plus = (nome = 'Café') =>
  screen.getByRole('button', { name: `Aumentar quantidade de ${nome}` }) as HTMLButtonElement;

function renderStepper(over: Partial<Parameters<typeof QuantityStepper>[0]> = {}) {
  const calls = { inc: vi.fn(), dec: vi.fn(), set: vi.fn() };
  render(
    <QuantityStepper
      value={2000}
      onIncrease={calls.inc}
      onDecrease={calls.dec}
      onSet={calls.set}
      canIncrease
      canDecrease
      nome="Café"
      id="q"
      {...over}
    />,
  );
  return calls;
}

describe('QuantityStepper', () => {
  it('hands − and + to the caller, with pt-BR accessible names', () => {
    const calls = renderStepper();
    expect(screen.getByRole('group', { name: 'Quantidade de Café' })).toBeTruthy();
    expect(input().value).toBe('2');
    fireEvent.click(plus());
    fireEvent.click(minus());
    expect(calls.inc).toHaveBeenCalledTimes(1);
    expect(calls.dec).toHaveBeenCalledTimes(1);
  });

  it('shows thousandths the pt-BR way (KG always with 2 decimals)', () => {
    renderStepper({ value: 1500, unidade: 'KG', passo: 500, nome: 'Queijo' });
    expect(input('Queijo').value).toBe('1,50');
  });

  it('says why + stops, tied to the group for screen readers', () => {
    renderStepper({ canIncrease: false, hint: 'Máximo por pedido: 2' });
    expect(plus().disabled).toBe(true);
    const grupo = screen.getByRole('group', { name: 'Quantidade de Café' });
    expect(document.getElementById(grupo.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Máximo por pedido: 2',
    );
  });

  it('hands a typed quantity over in thousandths on Enter or blur; garbage is dropped', () => {
    const calls = renderStepper();
    fireEvent.change(input(), { target: { value: '4,5' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(calls.set).toHaveBeenLastCalledWith(4500);
    fireEvent.change(input(), { target: { value: 'abc' } });
    fireEvent.blur(input());
    expect(calls.set).toHaveBeenCalledTimes(1);
    expect(input().value).toBe('2');
  });

  it('disables everything when disabled', () => {
    renderStepper({ disabled: true });
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
    expect(input().disabled).toBe(true);
  });
});
