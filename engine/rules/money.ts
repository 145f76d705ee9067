/**
 * Money rules. Arithmetic always happens on integer centavos; the API wire format carries reais
 * as decimal numbers (`preco: 12.9`), converted at the boundary with `toCentavos`/`toReais`.
 *
 * Display follows spec section 9: 'R$ ' + dot thousands + comma decimals, e.g. 'R$ 1.234,56'.
 * `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })` puts a NO-BREAK SPACE
 * (U+00A0) after 'R$'. Decision: `formatBRL` returns a normal space (U+0020) so that the text is
 * exactly the spec's and is stable across ICU versions; use `formatBRLNoBreak` where a line
 * break between symbol and value must be avoided.
 */

let groupedIntegerFormat: Intl.NumberFormat | undefined;
/**
 * Made on first use, not at import: the first pt-BR number format loads the locale's data, about
 * 70 ms of a page's start-up at Lighthouse's 4× CPU slowdown, which a page without prices (login,
 * the account pages) never needs (docs/performance.md).
 */
const groupedInteger = (): Intl.NumberFormat =>
  (groupedIntegerFormat ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, useGrouping: true }));

function assertCentavos(centavos: number): void {
  if (!Number.isSafeInteger(centavos)) {
    throw new RangeError(`Valor em centavos inválido: ${String(centavos)} (esperado número inteiro)`);
  }
}

/** 'R$ 1.234,56' (normal space after 'R$'); negative values read '-R$ 1,00'. */
export function formatBRL(centavos: number): string {
  return formatBRLNoBreak(centavos).replace(/\u00a0/g, ' ');
}

/**
 * Same as `formatBRL` but keeps Intl's U+00A0 between 'R$' and the number. The integer part is
 * grouped by Intl (pt-BR, '.') and the centavos appended after ',', so the text is exact for every
 * safe integer (a float division would misround beyond 2^53 / 100); for ordinary values the result
 * equals `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })` (tested).
 */
export function formatBRLNoBreak(centavos: number): string {
  assertCentavos(centavos);
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  const reais = Math.trunc(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}R$\u00a0${groupedInteger().format(reais)},${cents}`;
}

/**
 * Converts reais (a wire-format decimal number such as 12.9 or 1.005) to integer centavos,
 * rounding half away from zero on the number's shortest decimal representation, so that
 * `toCentavos(1.005) === 101` (the binary value 1.00499999… is not what the sender meant).
 * Throws a RangeError for NaN, ±Infinity or values beyond the safe-integer range.
 */
export function toCentavos(reais: number): number {
  if (typeof reais !== 'number' || !Number.isFinite(reais)) {
    throw new RangeError(`Valor em reais inválido: ${String(reais)}`);
  }
  const negative = reais < 0;
  const text = String(Math.abs(reais));
  if (text.includes('e')) {
    // Exponent notation: below 1e-6 reais it always rounds to zero centavos; at 1e21 and above it
    // is far outside the safe-integer range.
    if (text.includes('e-')) return 0;
    throw new RangeError(`Valor em reais fora do intervalo: ${String(reais)}`);
  }
  const [intPart = '0', fracPart = ''] = text.split('.');
  const frac = fracPart.padEnd(3, '0');
  let centavos = Number(intPart) * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) centavos += 1;
  if (!Number.isSafeInteger(centavos)) {
    throw new RangeError(`Valor em reais fora do intervalo: ${String(reais)}`);
  }
  return negative && centavos !== 0 ? -centavos : centavos;
}

/** Converts integer centavos back to the wire format (reais as a decimal number). */
export function toReais(centavos: number): number {
  assertCentavos(centavos);
  return centavos / 100;
}
