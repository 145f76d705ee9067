/**
 * A Brazilian phone (issue 34, item 3): DDD and number, a mobile with its leading 9. One rule for
 * the registration, the account, the address form and the server (kept apart from
 * ./company-data so the address form does not carry the inscrição estadual's rules).
 */

/** The pt-BR messages of a phone field. */
export const MENSAGENS_TELEFONE = {
  invalido: 'Telefone inválido. Informe o DDD e o número, como (11) 91234-5678.',
  whatsappSemTelefone: 'Informe o telefone para receber mensagens pelo WhatsApp.',
} as const;

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

/** The stored digits as shown: '(11) 98765-4321', '(19) 3234-5678'. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D+/g, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return digits;
}
