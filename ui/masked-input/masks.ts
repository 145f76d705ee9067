/**
 * Mask options for @react-input/mask: CPF, CNPJ (numeric and the alphanumeric form of July 2026,
 * e.g. `12.ABC.345/01DE-35`) and Brazilian phone numbers. The mask follows what is typed or pasted
 * (`modify`): a document with more than 11 characters, or with a letter, is a CNPJ; a phone with
 * 11 digits is a mobile number. Masks take only letters and digits from the input, so a number
 * pasted without punctuation (or with it) fills the mask the same way.
 */
import type { MaskOptions, Modify, Replacement, Track, TrackingData } from '@react-input/mask';

const CPF_MASK = '___.___.___-__';
const CNPJ_MASK = '__.___.___/____-##';
const DIGIT = { _: /\d/ };
const CNPJ_REPLACEMENT = { _: /[0-9A-Z]/, '#': /\d/ };

/** The value as it will be once this input or deletion is applied. */
export function nextValue({ value, data, selectionStart, selectionEnd }: TrackingData): string {
  return value.slice(0, selectionStart) + (data ?? '') + value.slice(selectionEnd);
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

const upperCase: Track = ({ data }) => (data === null ? undefined : data.toUpperCase());

const documentModify: Modify = (input) =>
  documentMaskKind(nextValue(input)) === 'cnpj'
    ? { mask: CNPJ_MASK, replacement: CNPJ_REPLACEMENT }
    : { mask: CPF_MASK, replacement: DIGIT };

/** CPF or CNPJ (both forms) in one field. */
export const DOCUMENT_MASK: MaskOptions = { mask: CPF_MASK, replacement: DIGIT, track: upperCase, modify: documentModify };

/** The mask options that fit a given (e.g. initial) document value. */
export function documentMaskOptions(text: string): { mask: string; replacement: Replacement } {
  return documentMaskKind(text) === 'cnpj'
    ? { mask: CNPJ_MASK, replacement: CNPJ_REPLACEMENT }
    : { mask: CPF_MASK, replacement: DIGIT };
}

const PHONE_MASK = '(__) ____-____';
const MOBILE_MASK = '(__) _____-____';

/** Digits of a phone number, without the country code 55 of a pasted '+55 …' number. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D+/g, '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}

const phoneTrack: Track = (input) => {
  if (input.inputType !== 'insert') return undefined;
  // A whole number pasted with the country code: keep the national part only.
  if (input.value === '' && input.data.replace(/\D+/g, '').length > 11) return phoneDigits(input.data);
  return undefined;
};

const phoneModify: Modify = (input) => ({ mask: phoneDigits(nextValue(input)).length > 10 ? MOBILE_MASK : PHONE_MASK });

/** Brazilian phone: (11) 3456-7890 or (11) 98765-4321. */
export const PHONE_MASK_OPTIONS: MaskOptions = { mask: MOBILE_MASK, replacement: DIGIT, track: phoneTrack, modify: phoneModify };
