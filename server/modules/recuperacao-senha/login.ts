/**
 * The login typed on the recovery form, as the path carries it (slashes stripped, spec section 7):
 * an e-mail, a CPF or CNPJ (numeric or alphanumeric, formatted or not), or a foreign document,
 * classified by the one rule both sides use (engine/rules/login-id).
 */
import { classifyLogin } from '#engine/rules/login-id';

export type LoginDigitado = { tipo: 'email'; email: string } | { tipo: 'documento'; documento: string };

export function normalizarLogin(id: string): LoginDigitado | null {
  const login = classifyLogin(id);
  if (login.tipo === 'email') return login.valido ? { tipo: 'email', email: login.valor } : null;
  // A document that fails its check digits cannot be anyone's login: answered like an unknown one.
  return login.valor.length > 0 && login.valor.length <= 30 ? { tipo: 'documento', documento: login.valor } : null;
}

/** m***@exemplo.com.br: the first character of the local part, then ***; the domain as is. */
export function mascararEmail(email: string): string {
  const arroba = email.lastIndexOf('@');
  if (arroba < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(arroba)}`;
}
