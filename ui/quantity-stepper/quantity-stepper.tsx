/**
 * A quantity control, props only: − and + buttons around a typed value. It decides nothing: the
 * caller applies the cart's one quantity core (engine/rules/quantity-action: step, minimum,
 * maximum per order, stock) and says whether + and − are enabled and why + stops (`hint`, e.g.
 * 'Máximo por pedido'). Typed text is read the pt-BR way ('1,5') and handed over as thousandths
 * on Enter or blur; the core puts it within the rules.
 */
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { formatQuantityMilesimos } from '#engine/rules/quantity';
import { parseQuantidade } from '#engine/rules/quick-order';
import * as styles from './quantity-stepper.css';

export interface QuantityStepperProps {
  /** The quantity, in thousandths. */
  value: number;
  onIncrease: () => void;
  onDecrease: () => void;
  /** A typed quantity, in thousandths. */
  onSet: (milesimos: number) => void;
  canIncrease: boolean;
  canDecrease: boolean;
  /** Why + is disabled, shown under the control and tied to it for screen readers. */
  hint?: string | null;
  disabled?: boolean;
  /** The unit, for the display of decimals ('KG' always shows 2). */
  unidade?: string;
  /** The step in thousandths, for the display of decimals. */
  passo?: number;
  /** What is counted, for the accessible names ('Quantidade de Café 500 g'). */
  nome?: string;
  className?: string;
  id?: string;
}

export function QuantityStepper(props: QuantityStepperProps) {
  const {
    value,
    onIncrease,
    onDecrease,
    onSet,
    canIncrease,
    canDecrease,
    hint,
    disabled = false,
    unidade,
    passo = 1000,
    nome,
    className,
    id,
  } = props;
  const [rascunho, setRascunho] = useState<string | null>(null);
  const texto =
    rascunho ?? formatQuantityMilesimos(Math.max(0, value), { unidade: unidade ?? null, granularidade: passo / 1000 });
  const de = nome ? ` de ${nome}` : '';
  const hintId = id ? `${id}-limite` : undefined;

  const commit = () => {
    if (rascunho === null) return;
    const parsed = parseQuantidade(rascunho);
    setRascunho(null);
    if (parsed !== null && parsed !== value) onSet(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setRascunho(null);
  };

  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <div
        className={styles.root}
        role="group"
        aria-label={`Quantidade${de}`}
        aria-describedby={hint && hintId ? hintId : undefined}
      >
        <button
          type="button"
          className={styles.step}
          aria-label={`Diminuir quantidade${de}`}
          disabled={disabled || !canDecrease}
          onClick={onDecrease}
        >
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
        <button
          type="button"
          className={styles.step}
          aria-label={`Aumentar quantidade${de}`}
          disabled={disabled || !canIncrease}
          onClick={onIncrease}
        >
          +
        </button>
      </div>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
