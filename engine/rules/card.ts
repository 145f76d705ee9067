/**
 * Card checks before tokenisation (issue 13, item 4: the card sandbox). Pure: the browser checks a
 * typed card the same way the server does. The number itself is never stored or logged anywhere:
 * only its brand and last four digits leave this module's callers.
 */

export type BandeiraCartao = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'desconhecida';

/** Digits only. */
export function digitosCartao(numero: string): string {
  return numero.replace(/[\s.-]/g, '');
}

/** The Luhn (module 10) check of a card number of 12 to 19 digits. */
export function luhnValido(numero: string): boolean {
  const d = digitosCartao(numero);
  if (!/^\d{12,19}$/.test(d)) return false;
  let soma = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    soma += n;
  }
  return soma % 10 === 0;
}

/** The brand by the number's prefix (IIN ranges of the common Brazilian brands). */
export function bandeiraCartao(numero: string): BandeiraCartao {
  const d = digitosCartao(numero);
  if (
    /^(4011(78|79)|43(1274|8935)|45(1416|7393|763(1|2))|50(4175|6699|67[0-7][0-9]|9000)|627780|63(6297|6368)|650(03([^4])|04([0-9])|05(0|1)|4(0[5-9]|3[0-9]|8[5-9]|9[0-9])|5([0-2][0-9]|3[0-8])|9([2-6][0-9]|7[0-8])|541|700|720|901)|651652|655000|655021)/.test(
      d,
    )
  )
    return 'elo';
  if (/^(606282|3841)/.test(d)) return 'hipercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]|7[01]|720))/.test(d)) return 'mastercard';
  if (/^4/.test(d)) return 'visa';
  return 'desconhecida';
}

/** Whether a card valid through `mes`/`ano` (the end of that month) is still valid on `hoje` ('AAAA-MM-DD'). */
export function validadeValida(mes: number, ano: number, hoje: string): boolean {
  if (!Number.isInteger(mes) || mes < 1 || mes > 12 || !Number.isInteger(ano)) return false;
  const anoCompleto = ano < 100 ? 2000 + ano : ano;
  const [a, m] = hoje.split('-').map(Number) as [number, number];
  if (anoCompleto > a + 20) return false;
  return anoCompleto > a || (anoCompleto === a && mes >= m);
}

/** The CVV: 4 digits for Amex, 3 for the others. */
export function cvvValido(cvv: string, bandeira: BandeiraCartao): boolean {
  return bandeira === 'amex' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

/** '•••• 1111'. */
export function cartaoMascarado(numero: string): string {
  return `•••• ${digitosCartao(numero).slice(-4)}`;
}
