/**
 * A company's registration data (issue 34, item 3): a Brazilian phone (./phone), and the inscrição estadual checked by its UF's rule (validations-br, which
 * has the check digits of the 27 UFs), or 'ISENTO' for a company exempt from it.
 */
import { validateIE } from 'validations-br';
import { UFS, type Uf } from './address';

export { normalizePhone } from './phone';

/** Whether `value` is one of the 27 federative units (./address's list). */
function isBrazilianState(value: string): value is Uf {
  return (UFS as readonly string[]).includes(value);
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
