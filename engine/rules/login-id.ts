/**
 * The login a person types (spec sections 3 and 5: the user's `cpf` field, `usesForeignDoc`):
 * a CPF, a CNPJ (numeric or the alphanumeric form of July 2026), an e-mail or a foreign
 * document, formatted or not. One rule for the login form and the server that looks the login up.
 *
 * The check-digit arithmetic lives in ./tax-ids (isValidCpf, isValidCnpj, cnpjCheckDigits);
 * this file classifies and normalises what was typed.
 */
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, normalizeCnpj, onlyDigits } from './tax-ids';

export type TipoLogin = 'cpf' | 'cnpj' | 'email' | 'estrangeiro';

export interface LoginClassificado {
  tipo: TipoLogin;
  /**
   * The stored form: CPF digits, CNPJ upper-case without mask, e-mail trimmed and lower-cased,
   * a foreign document upper-case letters and digits only.
   */
  valor: string;
  /** Check digits right (CPF, CNPJ), plausible e-mail, or a foreign document of 4 to 30 characters. */
  valido: boolean;
}

/** Longest login accepted at all (an e-mail address is at most 254 characters, RFC 5321). */
export const LOGIN_MAX = 254;

/** A practical e-mail shape: one @, no spaces, a dot in the domain, each side non-empty. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Characters a document mask may hold besides letters and digits. */
const MASK = /[.\-/\s]/g;

/** True for a plausible e-mail address (trimmed; at most 254 characters). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= LOGIN_MAX && EMAIL.test(email);
}

/** Trims and lower-cases an e-mail. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A foreign document (passport, RNE…): letters and digits only, upper-case. */
export function normalizeForeignDocument(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]+/g, '');
}

/**
 * Classifies a typed login. With `usesForeignDoc` (the user ticked "documento estrangeiro"),
 * anything that is not an e-mail is a foreign document. Otherwise: an '@' means e-mail; 11 digits
 * (mask allowed) a CPF; 12 letters or digits followed by 2 digits (mask allowed) a CNPJ; anything
 * else a foreign document.
 */
export function classifyLogin(typed: string, options: { usesForeignDoc?: boolean } = {}): LoginClassificado {
  const text = typed.trim();
  if (text.includes('@')) {
    return { tipo: 'email', valor: normalizeEmail(text), valido: isValidEmail(text) };
  }
  const foreign = (): LoginClassificado => {
    const valor = normalizeForeignDocument(text);
    return { tipo: 'estrangeiro', valor, valido: valor.length >= 4 && valor.length <= 30 };
  };
  if (options.usesForeignDoc) return foreign();
  const semMascara = text.replace(MASK, '');
  if (/^\d{11}$/.test(semMascara)) return { tipo: 'cpf', valor: semMascara, valido: isValidCpf(semMascara) };
  const cnpj = semMascara.toUpperCase();
  if (/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return { tipo: 'cnpj', valor: cnpj, valido: isValidCnpj(cnpj) };
  return foreign();
}

/**
 * Normalises a CPF or CNPJ as stored (`clientes.documento`, `usuarios.documento`): CPF digits,
 * CNPJ upper-case letters and digits. A foreign document the same way.
 */
export function normalizeDocumento(value: string): string {
  return normalizeCnpj(value);
}

/** Formats a stored document for display: CPF 000.000.000-00, CNPJ 00.AAA.000/0000-00, else as is. */
export function formatDocumento(value: string, tipo?: 'CPF' | 'CNPJ' | 'ESTRANGEIRO'): string {
  const n = normalizeCnpj(value);
  if (tipo === 'ESTRANGEIRO') return value;
  if ((tipo === 'CPF' || tipo === undefined) && /^\d{11}$/.test(n)) return formatCpf(n);
  if ((tipo === 'CNPJ' || tipo === undefined) && n.length === 14) return formatCnpj(n);
  return value;
}

/** 'CPF' or 'CNPJ' (the `clientes.tipo_documento` of a Brazilian document), or null when neither is valid. */
export function tipoDocumentoBrasileiro(value: string): 'CPF' | 'CNPJ' | null {
  if (isValidCpf(value) && onlyDigits(value).length === 11 && normalizeCnpj(value).length === 11) return 'CPF';
  if (isValidCnpj(value)) return 'CNPJ';
  return null;
}
