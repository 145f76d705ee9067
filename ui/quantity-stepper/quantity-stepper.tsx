/**
 * A quantity control, props only: − and + buttons around a typed value. The value and the bounds
 * are decimal quantities (as the API sends them); arithmetic happens on integer thousandths, so
 * 0,1 + 0,2 is 0,3. Typed text is read the pt-BR way ('1,5'), kept within min and max and put on
 * the step; the cart's rules (minimum per order, stock) stay with the caller, which decides min,
 * max and disabled.
 */
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { formatQuantity, fromMilesimos, toMilesimos } from '../../engine/rules/quantity';
import * as styles from './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Default 0. */
  min?: number;
  /** Default no limit. */
  max?: number;
  /** Default 1. */
  step?: number;
  disabled?: boolean;
  /** The unit, for the display of decimals ('KG' always shows 2). */
  unidade?: string;
  /** What is counted, for the accessible names ('Quantidade de Café 500 g'). */
  nome?: string;
  className?: string;
}

/** Reads '1,5', '1.5' or '1.234,5' as a number; null when it is not one. */
export function parseQuantidade(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '');
  if (clean === '') return null;
  const normalised = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** Clamps thousandths to [min, max] and puts them on the step (rounding up, never past max). */
export function snapMilesimos(value: number, { min, max, step }: { min: number; max: number | null; step: number }): number {
  let q = Math.max(min, value);
  if (step > 0) q = min + Math.ceil((q - min) / step) * step;
  if (max !== null && q > max) q = step > 0 ? min + Math.floor((max - min) / step) * step : max;
  return Math.max(min, q);
}

export function QuantityStepper({ value, onChange, min = 0, max, step = 1, disabled = false, unidade, nome, className }: QuantityStepperProps) {
  const bounds = { min: toMilesimos(min), max: max === undefined ? null : toMilesimos(max), step: toMilesimos(step) };
  const atual = toMilesimos(value);
  const [rascunho, setRascunho] = useState<string | null>(null);
  const texto = rascunho ?? formatQuantity(Math.max(0, value), { unidade: unidade ?? null });
  const de = nome ? ` de ${nome}` : '';

  const emit = (milesimos: number) => {
    const next = snapMilesimos(milesimos, bounds);
    if (next !== atual) onChange(fromMilesimos(next));
  };
  const commit = () => {
    if (rascunho === null) return;
    const parsed = parseQuantidade(rascunho);
    setRascunho(null);
    if (parsed !== null) emit(toMilesimos(parsed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setRascunho(null);
  };

  const podeDiminuir = !disabled && atual - bounds.step >= bounds.min;
  const podeAumentar = !disabled && (bounds.max === null || atual + bounds.step <= bounds.max);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} role="group" aria-label={`Quantidade${de}`}>
      <button type="button" className={styles.step} aria-label={`Diminuir quantidade${de}`} disabled={!podeDiminuir} onClick={() => emit(atual - bounds.step)}>
        −
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="decimal"
        aria-label={`Quantidade${de}`}
        value={texto}
        disabled={disabled}
        onChange={(e) => setRascunho(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button type="button" className={styles.step} aria-label={`Aumentar quantidade${de}`} disabled={!podeAumentar} onClick={() => emit(atual + bounds.step)}>
        +
      </button>
    </div>
  );
}
