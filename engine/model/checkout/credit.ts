/**
 * The credit limit at checkout (issue 28): an 'a prazo' method (A_PRAZO) whose order total (the
 * cart's plus the delivery fee) passes the client's available credit, as the payment methods'
 * answer tells it (`limiteCreditoDisponivel`), is shown disabled with the reason, by the same rule
 * the server refuses the order with (engine/rules/faturas.ts `checarLimite`). A method chosen before
 * the total grew past it gives way to the first one still possible; the server has the last word
 * (a refused submit shows its message).
 */
import { combine, sample } from 'effector';
import { checarLimite } from '../../rules/faturas';
import { toCentavos } from '../../rules/money';
import { $totalComEntrega } from './installments';
import { $formasPagamento, $idformapagto } from './payment';

/** The reason each method is not possible now, by its id (none: every method is). */
export const $paymentBlocks = combine(
  $formasPagamento,
  $totalComEntrega,
  (formas, total): Readonly<Record<number, string>> => {
    const bloqueios: Record<number, string> = {};
    if (formas === null || total === null) return bloqueios;
    for (const f of formas) {
      if (f.tipo !== 'A_PRAZO' || f.limiteCreditoDisponivel === undefined) continue;
      const r = checarLimite({
        aPrazo: true,
        totalCentavos: total,
        disponivelCentavos: toCentavos(f.limiteCreditoDisponivel),
      });
      if (!r.ok) bloqueios[f.idformapagto] = r.mensagem;
    }
    return bloqueios;
  },
);

// The chosen method is no longer possible: the first one that is.
sample({
  clock: $paymentBlocks,
  source: { id: $idformapagto, formas: $formasPagamento },
  filter: ({ id }, bloqueios) => id !== null && bloqueios[id] !== undefined,
  fn: ({ formas }, bloqueios) => formas?.find((f) => bloqueios[f.idformapagto] === undefined)?.idformapagto ?? null,
  target: $idformapagto,
});
