/**
 * A company's registration data (issue 34, item 3): a Brazilian phone (DDD and number, a mobile
 * with its leading 9), and the inscrição estadual checked by its UF's rule (validations-br, which
 * has the check digits of the 27 UFs), or 'ISENTO' for a company exempt from it.
 */
import { validateIE } from 'validations-br';
import { UFS, type Uf } from './address';

/** Whether `value` is one of the 27 federative units (./address's list). */
function isBrazilianState(value: string): value is Uf {
  return (UFS as readonly string[]).includes(value);
}

/**
 * The phone's digits when it is a valid Brazilian number (10 digits for a landline, 11 for a
 * mobile whose number starts with 9; a DDD from 11 to 99 without a zero), else null. A leading
 * +55 or 0 (trunk prefix) is dropped.
 */
export function normalizePhone(value: string): string | null {
  let d = value.replace(/\D+/g, '');
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  if (d.length > 11 && d.startsWith('0')) d = d.slice(1);
  if (d.length === 11 && d.startsWith('0')) d = d.slice(1);
  if (!/^[1-9][1-9]\d{8,9}$/.test(d)) return null;
  if (d.length === 11 && d[2] !== '9') return null;
  if (d.length === 10 && !/[2-5]/.test(d[2] ?? '')) return null;
  return d;
}

export type StateRegistrationResult = { ok: true; valor: string; uf: Uf | null } | { ok: false; mensagem: string };

/** 'isento' (any case, with or without accent) is the exempt company's answer. */
export function isExemptRegistration(value: string): boolean {
  return (
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toUpperCase() === 'ISENTO'
  );
}

/** The inscrição estadual as stored ('ISENTO', or its digits and letters) after its UF's rule. */
export function checkStateRegistration(value: string, uf: string | null | undefined): StateRegistrationResult {
  if (isExemptRegistration(value)) return { ok: true, valor: 'ISENTO', uf: null };
  const estado = (uf ?? '').trim().toUpperCase();
  if (!isBrazilianState(estado)) return { ok: false, mensagem: 'Informe a UF da inscrição estadual.' };
  const valor = value.toUpperCase().replace(/[^0-9A-Z]+/g, '');
  if (valor.length < 2 || valor.length > 18 || !validateIE(valor, estado))
    return {
      ok: false,
      mensagem: `Inscrição estadual inválida para ${estado}. Confira os números ou informe "isento".`,
    };
  return { ok: true, valor, uf: estado };
}
