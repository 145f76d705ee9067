/**
 * Who is logged in, as the storefront keeps it beside the token (spec section 4: "The auth token
 * is kept in a cookie"): the necessary cookie `sf_usuario` holds the display part of the login
 * answer (never the token, the JWT or a password), so the server render and the browser show the
 * same header. The cookie is user-controlled input: it is validated on read, and the server never
 * trusts it (every call is checked against the session token).
 */
import { isAnonymousToken } from './session-token';

export const USER_COOKIE = 'sf_usuario';

export const PAPEIS = ['cliente', 'representante', 'usuario_vinculado', 'atendente', 'admin_fornecedor'] as const;
export type Papel = (typeof PAPEIS)[number];

export interface UsuarioSessao {
  idusuario: number;
  idcliente: number | null;
  nome: string;
  email: string | null;
  /** The client's document, formatted, or null. */
  cpf: string | null;
  papel: Papel;
  principal: boolean;
  cadastro_aprovado: boolean;
  /** The supplier (UUID) the session was opened at. */
  fornecedor_logado: string;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isStr = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** Validates a parsed value as a UsuarioSessao (null when anything is off). */
export function toUsuarioSessao(value: unknown): UsuarioSessao | null {
  if (typeof value !== 'object' || value === null) return null;
  const u = value as Record<string, unknown>;
  const papeis: readonly unknown[] = PAPEIS;
  if (
    !isInt(u.idusuario) ||
    !(u.idcliente === null || isInt(u.idcliente)) ||
    !isStr(u.nome, 200) ||
    !(u.email === null || isStr(u.email, 254)) ||
    !(u.cpf === null || isStr(u.cpf, 40)) ||
    !papeis.includes(u.papel) ||
    typeof u.principal !== 'boolean' ||
    typeof u.cadastro_aprovado !== 'boolean' ||
    !isStr(u.fornecedor_logado, 64)
  ) {
    return null;
  }
  return {
    idusuario: u.idusuario,
    idcliente: u.idcliente,
    nome: u.nome,
    email: u.email,
    cpf: u.cpf,
    papel: u.papel as Papel,
    principal: u.principal,
    cadastro_aprovado: u.cadastro_aprovado,
    fornecedor_logado: u.fornecedor_logado,
  };
}

/** The cookie's value (URI-encoded JSON). */
export function serializeUsuarioCookie(usuario: UsuarioSessao): string {
  return encodeURIComponent(JSON.stringify(usuario));
}

/**
 * The user of a session, from the (already decoded) cookie value. An anonymous token has no user,
 * whatever the cookie says.
 */
export function parseUsuarioCookie(decoded: string | null, token: string): UsuarioSessao | null {
  if (!decoded || isAnonymousToken(token)) return null;
  try {
    return toUsuarioSessao(JSON.parse(decoded));
  } catch {
    return null;
  }
}

/** First name for the header ('Maria Oliveira Santos' → 'Maria'). */
export function primeiroNome(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? '';
}
