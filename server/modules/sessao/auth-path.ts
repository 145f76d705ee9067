/**
 * The `{auth}` and `{authCliente}` path segments of the contract.
 * - `{auth}`: a session token (issued by the server) or an anonymous token made by the browser
 *   (`anon-` + 32 hex). Anything that is not a live session means "anonymous".
 * - `{authCliente}`: `{auth}~{idcliente}`, idcliente 0 meaning anonymous.
 * The OpenAPI documents validate the patterns; this parser re-checks them so that it is safe on its own.
 */
import { AUTH_CLIENTE_PATTERN, CLIENTE_SEPARATOR, isValidToken } from '#engine/rules/session-token';
import { invalidRequest } from '../../shared/http-error';

/** idcliente is a PostgreSQL integer: a larger id is refused before any query. */
export const ID_CLIENTE_MAX = 2_147_483_647;

export interface AuthCliente {
  token: string;
  idcliente: number;
}

export function parseAuth(value: string): string {
  if (!isValidToken(value)) {
    throw invalidRequest(`o token de sessão '${value.slice(0, 40)}' tem formato inválido`);
  }
  return value;
}

export function parseAuthCliente(value: string): AuthCliente {
  const match = AUTH_CLIENTE_PATTERN.exec(value);
  if (!match) {
    throw invalidRequest(
      `o segmento de sessão e cliente deve ter o formato {token}${CLIENTE_SEPARATOR}{idcliente} (recebido '${value.slice(0, 40)}')`,
    );
  }
  const idcliente = Number(match[2]);
  if (idcliente > ID_CLIENTE_MAX) throw invalidRequest(`o id do cliente deve ser no máximo ${ID_CLIENTE_MAX}`);
  return { token: match[1] as string, idcliente };
}
