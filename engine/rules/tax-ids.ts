/**
 * Brazilian tax ids (the spec's documents): CPF (11 digits) and CNPJ (14 characters). CEP: ./cep.
 *
 * CNPJ: besides the classic numeric form, the alphanumeric CNPJ introduced by the Receita
 * Federal in July 2026 is accepted (the first 12 characters may be 0-9 or A-Z; each character's
 * value is its ASCII code minus 48; the two check digits stay numeric).
 */
import { formatCnpj, normalizeCnpj, onlyDigits } from './tax-id-format';

export { formatCnpj, normalizeCnpj, onlyDigits };

function cpfCheckDigit(digits: readonly number[], factorStart: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits[i] ?? 0) * (factorStart - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** True for a CPF whose two check digits are right (punctuation ignored; 000.000.000-00 style repeats rejected). */
export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const d1 = cpfCheckDigit(digits.slice(0, 9), 10);
  const d2 = cpfCheckDigit(digits.slice(0, 10), 11);
  return d1 === digits[9] && d2 === digits[10];
}

function cnpjCheckDigit(values: readonly number[]): number {
  // Weights run 2..9 from the right, repeating.
  let sum = 0;
  for (let i = values.length - 1, w = 2; i >= 0; i--, w = w === 9 ? 2 : w + 1) sum += (values[i] ?? 0) * w;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Computes the two check digits of the first 12 characters of a CNPJ. */
export function cnpjCheckDigits(base12: string): string {
  const values = [...base12].map((c) => c.charCodeAt(0) - 48);
  const d1 = cnpjCheckDigit(values);
  const d2 = cnpjCheckDigit([...values, d1]);
  return `${d1}${d2}`;
}

/** True for a CNPJ (numeric or alphanumeric) whose two check digits are right. */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** '52998224725' → '529.982.247-25'. Throws when the value does not have 11 digits. */
export function formatCpf(value: string): string {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11) throw new RangeError(`CPF deve ter 11 dígitos: "${value}"`);
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

export type DocumentKind = 'cpf' | 'cnpj';

/**
 * Spec section 5: "A CPF of length 14 means CNPJ; otherwise CPF". The user's `cpf` field holds
 * either document; its length without punctuation (the `cpf_length` of the spec) decides.
 */
export function documentKind(cpfField: string): DocumentKind {
  return normalizeCnpj(cpfField).length === 14 ? 'cnpj' : 'cpf';
}

/** Validates the `cpf` field as CPF or CNPJ according to `documentKind`. */
export function isValidDocument(cpfField: string): boolean {
  return documentKind(cpfField) === 'cnpj' ? isValidCnpj(cpfField) : isValidCpf(cpfField);
}

/** Formats the `cpf` field as CPF or CNPJ according to `documentKind`. */
export function formatDocument(cpfField: string): string {
  return documentKind(cpfField) === 'cnpj' ? formatCnpj(cpfField) : formatCpf(cpfField);
}
