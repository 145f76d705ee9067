/**
 * The `{auth}` and `{authCliente}` path segments of the contract.
 * - `{auth}`: a session token (issued by the server) or an anonymous token made by the browser
 *   (`anon-` + 32 hex). Anything that is not a live session means "anonymous".
 * - `{authCliente}`: `{auth}~{idcliente}`, idcliente 0 meaning anonymous.
 * The OpenAPI documents validate the patterns; this parser re-checks them so that it is safe on its own.
 */
import { requisicaoInvalida } from '../../shared/http-error';

export const AUTH_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
export const AUTH_CLIENTE_PATTERN = /^([A-Za-z0-9_-]{16,256})~([0-9]{1,12})$/;
export const SEPARADOR_CLIENTE = '~';

export interface AuthCliente {
  token: string;
  idcliente: number;
}

export function parseAuth(value: string): string {
  if (!AUTH_PATTERN.test(value)) {
    throw requisicaoInvalida(`o token de sessão '${value.slice(0, 40)}' tem formato inválido`);
  }
  return value;
}

export function parseAuthCliente(value: string): AuthCliente {
  const match = AUTH_CLIENTE_PATTERN.exec(value);
  if (!match) {
    throw requisicaoInvalida(
      `o segmento de sessão e cliente deve ter o formato {token}${SEPARADOR_CLIENTE}{idcliente} (recebido '${value.slice(0, 40)}')`,
    );
  }
  return { token: match[1] as string, idcliente: Number(match[2]) };
}

export function formatAuthCliente(token: string, idcliente: number): string {
  return `${token}${SEPARADOR_CLIENTE}${idcliente}`;
}
