/**
 * Password policy of OWASP ASVS 5 chapter 6 (V6.2), applied whenever a password is set
 * (registration, change, recovery):
 * - 8 to 64 characters (Unicode code points after NFC normalisation); spaces and any character allowed;
 * - not one of the 49,000 most common passwords (the `passwords-common` list of
 *   @zxcvbn-ts/language-common, compared case-insensitively), nor the person's own e-mail,
 *   document or name;
 * - no composition rules (no "one upper-case, one digit…"), no periodic change.
 * Each refusal has its pt-BR message. The demo seed keeps its documented passwords: the policy
 * is for passwords set through the API.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export type PasswordRejectionReason = 'vazia' | 'curta' | 'longa' | 'comum' | 'dados-pessoais';

export const PASSWORD_MESSAGES: Readonly<Record<PasswordRejectionReason, string>> = {
  vazia: 'Informe uma senha.',
  curta: `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`,
  longa: `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`,
  comum: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  'dados-pessoais': 'A senha não pode ser o seu e-mail, documento ou nome.',
};

let comuns: ReadonlySet<string> | undefined;
/** The common-password list, loaded once (lower-case). */
export function commonPasswords(): ReadonlySet<string> {
  comuns ??= new Set((dictionary['passwords-common'] as string[]).map((s) => s.toLowerCase()));
  return comuns;
}

export interface PasswordContext {
  email?: string | null | undefined;
  documento?: string | null | undefined;
  nome?: string | null | undefined;
}

export type PasswordAssessment = { ok: true } | { ok: false; motivo: PasswordRejectionReason; mensagem: string };

const recusa = (motivo: PasswordRejectionReason): PasswordAssessment => ({
  ok: false,
  motivo,
  mensagem: PASSWORD_MESSAGES[motivo],
});

/** Checks a new password against the policy. */
export function assessPassword(senha: string, contexto: PasswordContext = {}): PasswordAssessment {
  if (typeof senha !== 'string' || senha.length === 0) return recusa('vazia');
  const normalizada = senha.normalize('NFC');
  const tamanho = [...normalizada].length;
  if (tamanho < PASSWORD_MIN) return recusa('curta');
  if (tamanho > PASSWORD_MAX) return recusa('longa');
  const minuscula = normalizada.toLowerCase();
  if (commonPasswords().has(minuscula)) return recusa('comum');
  const compacta = (s: string) => s.toLowerCase().replace(/[\s.\-/]+/g, '');
  const pessoais = [contexto.email, contexto.email?.split('@')[0], contexto.documento, contexto.nome]
    .filter((v): v is string => typeof v === 'string' && compacta(v).length >= 4)
    .map(compacta);
  if (pessoais.includes(compacta(normalizada))) return recusa('dados-pessoais');
  return { ok: true };
}
