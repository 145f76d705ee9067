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
  /**
   * The name of the client the session acts for (a representative's or linked user's choice; the
   * customer's own for a customer), so the header says who acts for whom; null when none is chosen.
   */
  cliente_nome: string | null;
}

const isInt = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;

/** Validates a parsed value as a UsuarioSessao (null when any field is off; the value is display-only). */
export function toUsuarioSessao(value: unknown): UsuarioSessao | null {
  const bruto = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  // A cookie written before cliente_nome existed has no such field: no client name.
  const u = { ...bruto, cliente_nome: bruto.cliente_nome ?? null } as Record<keyof UsuarioSessao, unknown>;
  const ok =
    isInt(u.idusuario) &&
    (u.idcliente === null || isInt(u.idcliente)) &&
    [u.nome, u.fornecedor_logado].every((v) => typeof v === 'string' && v.length <= 200) &&
    [u.email, u.cpf].every((v) => v === null || (typeof v === 'string' && v.length <= 254)) &&
    (u.cliente_nome === null || (typeof u.cliente_nome === 'string' && u.cliente_nome.length <= 200)) &&
    [u.principal, u.cadastro_aprovado].every((v) => typeof v === 'boolean') &&
    (PAPEIS as readonly unknown[]).includes(u.papel);
  return ok ? (u as UsuarioSessao) : null;
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
