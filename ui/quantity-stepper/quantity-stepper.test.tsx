import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import fc from 'fast-check';
import { QuantityStepper, parseQuantidade, snapMilesimos } from './index';
import type { QuantityStepperProps } from './index';

afterEach(cleanup);

function Harness(props: Omit<QuantityStepperProps, 'value' | 'onChange'> & { initial: number; spy?: (v: number) => void }) {
  const { initial, spy, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...rest}
      value={value}
      onChange={(v) => {
        spy?.(v);
        setValue(v);
      }}
    />
  );
}

const input = (nome = 'Café') => screen.getByRole('textbox', { name: `Quantidade de ${nome}` }) as HTMLInputElement;
const minus = (nome = 'Café') => screen.getByRole('button', { name: `Diminuir quantidade de ${nome}` }) as HTMLButtonElement;
const plus = (nome = 'Café') => screen.getByRole('button', { name: `Aumentar quantidade de ${nome}` }) as HTMLButtonElement;

describe('QuantityStepper', () => {
  it('steps with − and +, with pt-BR accessible names, and stops at min and max', () => {
    const spy = vi.fn();
    render(<Harness initial={1} min={1} max={3} nome="Café" spy={spy} />);
    expect(screen.getByRole('group', { name: 'Quantidade de Café' })).toBeTruthy();
    expect(input().value).toBe('1');
    expect(minus().disabled).toBe(true);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(input().value).toBe('3');
    expect(plus().disabled).toBe(true);
    fireEvent.click(minus());
    expect(input().value).toBe('2');
    expect(spy.mock.calls.map((c) => c[0])).toEqual([2, 3, 2]);
  });

  it('adds decimal steps exactly (thousandths) and shows them the pt-BR way', () => {
    render(<Harness initial={0.1} step={0.1} nome="Queijo" unidade="KG" />);
    fireEvent.click(plus('Queijo'));
    fireEvent.click(plus('Queijo'));
    expect(input('Queijo').value).toBe('0,30');
  });

  it('takes a typed value on Enter or blur, within the bounds and on the step', () => {
    const spy = vi.fn();
    render(<Harness initial={2} min={1} max={10} step={2} nome="Café" spy={spy} />);
    fireEvent.change(input(), { target: { value: '4' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(spy).toHaveBeenLastCalledWith(5); // on the step from the minimum: 1, 3, 5, …
    fireEvent.change(input(), { target: { value: '99' } });
    fireEvent.blur(input());
    expect(input().value).toBe('9');
    fireEvent.change(input(), { target: { value: 'abc' } });
    fireEvent.blur(input());
    expect(input().value).toBe('9');
  });

  it('disables everything when disabled', () => {
    render(<Harness initial={2} disabled nome="Café" />);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
    expect(input().disabled).toBe(true);
  });

  it('parses pt-BR and plain decimals', () => {
    expect(parseQuantidade('1,5')).toBe(1.5);
    expect(parseQuantidade('1.234,5')).toBe(1234.5);
    expect(parseQuantidade('2.5')).toBe(2.5);
    expect(parseQuantidade(' 3 ')).toBe(3);
    expect(parseQuantidade('')).toBeNull();
    expect(parseQuantidade('-1')).toBeNull();
    expect(parseQuantidade('x')).toBeNull();
  });

  it('property: a snapped value is within [min, max] and on the step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (value, min, span, step) => {
          const max = min + span;
          const q = snapMilesimos(value, { min, max, step });
          expect(q).toBeGreaterThanOrEqual(min);
          expect(q).toBeLessThanOrEqual(max);
          expect((q - min) % step).toBe(0);
        },
      ),
    );
  });
});
