/**
 * Masks for CPF, CNPJ (numeric and the alphanumeric form of July 2026, e.g. `12.ABC.345/01DE-35`)
 * and Brazilian phone numbers, as pure functions over the field's text. Every change re-formats the
 * whole text from its letters and digits (so typing, pasting, autofill and replacing a selection
 * all give the same result, however fast they come), and the caret stays after the same letter or
 * digit it was after. A document with more than 11 characters, or with a letter, is a CNPJ; a
 * phone with 11 digits is a mobile number.
 */

/** A mask: `_` and `#` are slots filled in order, anything else is punctuation shown between them. */
export interface Mask {
  pattern: string;
  slots: Record<string, RegExp>;
}

const CPF: Mask = { pattern: '___.___.___-__', slots: { _: /\d/ } };
const CNPJ: Mask = { pattern: '__.___.___/____-##', slots: { _: /[0-9A-Z]/, '#': /\d/ } };
const PHONE: Mask = { pattern: '(__) ____-____', slots: { _: /\d/ } };
const MOBILE: Mask = { pattern: '(__) _____-____', slots: { _: /\d/ } };

/**
 * The characters placed in the mask's slots, in order (a character a slot does not take is
 * dropped), and the text with its punctuation up to the last placed character.
 */
export function applyMask(chars: string, mask: Mask): { text: string; placed: string } {
  let text = '';
  let placed = '';
  let pending = '';
  let i = 0;
  for (const symbol of mask.pattern) {
    const slot = mask.slots[symbol];
    if (!slot) {
      pending += symbol;
      continue;
    }
    while (i < chars.length && !slot.test(chars[i]!)) i++;
    if (i >= chars.length) break;
    text += pending + chars[i];
    placed += chars[i];
    pending = '';
    i++;
  }
  return { text, placed };
}

/** Letters and digits only, upper-case ('12.abc.345/01de-35' → '12ABC34501DE35'). */
export function documentChars(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]+/g, '');
}

/** Which mask a CPF-or-CNPJ field needs for this text: CNPJ beyond 11 characters or with a letter. */
export function documentMaskKind(text: string): 'cpf' | 'cnpj' {
  const chars = documentChars(text);
  return chars.length > 11 || /[A-Z]/.test(chars) ? 'cnpj' : 'cpf';
}

/** Digits of a phone number, without the country code 55 of a pasted '+55 …' number. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D+/g, '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** A kind of masked field: which characters count, and the mask for a given run of them. */
export interface MaskKind {
  chars: (text: string) => string;
  mask: (chars: string) => Mask;
}

export const DOCUMENT: MaskKind = {
  chars: documentChars,
  mask: (chars) => (documentMaskKind(chars) === 'cnpj' ? CNPJ : CPF),
};

export const PHONE_NUMBER: MaskKind = {
  chars: phoneDigits,
  mask: (chars) => (chars.length > 10 ? MOBILE : PHONE),
};

/** The text as the mask shows it ('52998224725' → '529.982.247-25'). */
export function formatMasked(text: string, kind: MaskKind): string {
  const chars = kind.chars(text);
  return applyMask(chars, kind.mask(chars)).text;
}

/** What the field's text became, and where the caret was, after one change. */
export interface MaskedEdit {
  previous: string;
  value: string;
  caret: number;
  /** The InputEvent's inputType ('deleteContentBackward', …), when known. */
  inputType?: string | undefined;
}

/**
 * The masked text after an edit and the caret position in it. Deleting only punctuation (a
 * backspace right after a '.') deletes the letter or digit beside it instead, so the caret never
 * gets stuck behind a separator.
 */
export function maskEdit(edit: MaskedEdit, kind: MaskKind): { value: string; caret: number } {
  let chars = kind.chars(edit.value);
  let before = kind.chars(edit.value.slice(0, edit.caret)).length;
  if (edit.inputType?.startsWith('delete') && chars === kind.chars(edit.previous)) {
    if (edit.inputType === 'deleteContentBackward' && before > 0) {
      chars = chars.slice(0, before - 1) + chars.slice(before);
      before -= 1;
    } else if (edit.inputType === 'deleteContentForward') {
      chars = chars.slice(0, before) + chars.slice(before + 1);
    }
  }
  const { text } = applyMask(chars, kind.mask(chars));
  return { value: text, caret: caretAfter(text, kind, before) };
}

/** The position just after the n-th letter or digit of a masked text (0: the start). */
function caretAfter(text: string, kind: MaskKind, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (kind.chars(text[i]!) !== '') seen++;
    if (seen === n) return i + 1;
  }
  return text.length;
}
