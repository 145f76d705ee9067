/**
 * The login typed on the recovery form, as the path carries it (slashes stripped, spec section 7):
 * an e-mail, a CPF or CNPJ (numeric or alphanumeric, formatted or not), or a foreign document.
 */
export type LoginDigitado = { tipo: 'email'; email: string } | { tipo: 'documento'; documento: string };

export function normalizarLogin(id: string): LoginDigitado | null {
  const valor = id.trim();
  if (valor.includes('@')) {
    const email = valor.toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? { tipo: 'email', email } : null;
  }
  const documento = valor.replace(/[.\-/\s]/g, '').toUpperCase();
  return /^[0-9A-Z]{5,20}$/.test(documento) ? { tipo: 'documento', documento } : null;
}

/** m***@exemplo.com.br: the first character of the local part, then ***; the domain as is. */
export function mascararEmail(email: string): string {
  const arroba = email.lastIndexOf('@');
  if (arroba < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(arroba)}`;
}
