/**
 * Password policy of OWASP ASVS 5 chapter 6 (V6.2), applied whenever a password is set
 * (registration, change, recovery):
 * - 8 to 64 characters (Unicode code points after NFC normalisation); spaces and any character allowed;
 * - not one of the 49,000 most common passwords (the `passwords-common` list of
 *   @zxcvbn-ts/language-common, compared case-insensitively), nor the person's own e-mail,
 *   document or name;
 * - not easy to guess by a strength estimate (issue 27): zxcvbn-ts with the common and the
 *   Brazilian Portuguese dictionaries and the person's e-mail, document and name as known words,
 *   refusing a score under MIN_SCORE (fewer than 10^8 guesses): repetitions ('aaaaaaaa'),
 *   sequences and keyboard walks, dates, and passwords made of the person's name or login
 *   ('maria123maria'), also once the person's words are taken out ('santos.maria'). A phrase of
 *   ordinary words passes: it is length, not composition, that counts;
 * - no composition rules (no "one upper-case, one digit…"), no periodic change.
 * Each refusal has its pt-BR message. The demo seed keeps its documented passwords: the policy
 * is for passwords set through the API.
 */
import { createRequire } from 'node:module';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn-ts and its dictionaries are loaded on the first password checked, not at the server's
 * start: decompressed, the dictionaries are about 8 MB of the heap and their code more beside
 * (docs/server.md, 'Memory'), and a password is set rarely. Synchronously (their CommonJS
 * builds), so that the policy stays a plain function.
 */
const carregar = createRequire(import.meta.url);
let pacotes:
  | {
      core: typeof import('@zxcvbn-ts/core');
      comum: typeof import('@zxcvbn-ts/language-common');
      ptBr: typeof import('@zxcvbn-ts/language-pt-br');
    }
  | undefined;
function zxcvbn(): NonNullable<typeof pacotes> {
  pacotes ??= {
    core: carregar('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core'),
    comum: carregar('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common'),
    ptBr: carregar('@zxcvbn-ts/language-pt-br') as typeof import('@zxcvbn-ts/language-pt-br'),
  };
  return pacotes;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** zxcvbn's score a new password must reach (3: at least 10^8 guesses). */
export const MIN_SCORE = 3;

export type PasswordRejectionReason = 'vazia' | 'curta' | 'longa' | 'comum' | 'dados-pessoais' | 'fraca';

export const PASSWORD_MESSAGES: Readonly<Record<PasswordRejectionReason, string>> = {
  vazia: 'Informe uma senha.',
  curta: `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`,
  longa: `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`,
  comum: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  'dados-pessoais': 'A senha não pode ser o seu e-mail, documento ou nome.',
  fraca:
    'Esta senha é fácil de adivinhar (repetições, sequências, datas ou partes do seu nome ou e-mail). Uma frase de palavras que só você associaria é mais segura.',
};

let estimador: ZxcvbnFactory | undefined;
/** The strength estimator, built once (its dictionaries are large). */
function estimadorDeForca(): ZxcvbnFactory {
  if (!estimador) {
    const { core, comum, ptBr } = zxcvbn();
    estimador = new core.ZxcvbnFactory({
      dictionary: { ...comum.dictionary, ...ptBr.dictionary },
      graphs: comum.adjacencyGraphs,
    });
  }
  return estimador;
}

let comuns: ReadonlySet<string> | undefined;
/** The common-password list, loaded once (lower-case). */
export function commonPasswords(): ReadonlySet<string> {
  comuns ??= new Set((zxcvbn().comum.dictionary['passwords-common'] as string[]).map((s) => s.toLowerCase()));
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
  // The person's own words: the e-mail, its local part, the document and each part of the name.
  const palavras = [contexto.email, contexto.email?.split('@')[0], contexto.documento, contexto.nome]
    .concat((contexto.nome ?? '').split(/\s+/))
    .filter((v): v is string => typeof v === 'string' && v.trim().length >= 3)
    .map((v) => v.trim().toLowerCase());
  if (estimadorDeForca().check(normalizada, palavras).score < MIN_SCORE) return recusa('fraca');
  // Without the person's own words, what is left must be strong on its own ('santos.maria').
  let resto = minuscula;
  for (const p of [...palavras].sort((a, b) => b.length - a.length)) resto = resto.split(p).join(' ');
  resto = resto.replace(/\s+/g, ' ').trim();
  if (resto !== minuscula.trim() && estimadorDeForca().check(resto).score < MIN_SCORE) return recusa('fraca');
  return { ok: true };
}
