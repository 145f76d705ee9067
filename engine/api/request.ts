/**
 * Turning an openapi-fetch result into "data or throw", so that an effector effect's `.fail`
 * fires on every non-2xx response (an empty or non-JSON error body is still an error).
 */

export const MENSAGEM_ERRO_PADRAO = 'Não foi possível completar a solicitação. Tente novamente.';
export const MENSAGEM_SEM_CONEXAO = 'Não foi possível conectar ao servidor. Verifique sua conexão.';

export interface ApiErrorInit {
  status: number;
  mensagem?: string | undefined;
  codigo?: string | undefined;
  aborted?: boolean;
  cause?: unknown;
  /** A pt-BR message per refused field (422 bodies with `campos`). */
  campos?: Record<string, string> | undefined;
}

export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived (network failure or abort). */
  readonly status: number;
  /** The pt-BR message for a person (the server's `mensagem` when there was one). */
  readonly mensagem: string;
  readonly codigo: string | undefined;
  /** True when the request was aborted on purpose (AbortController): callers ignore it. */
  readonly aborted: boolean;
  /** A pt-BR message per refused field, when the body had `campos` (422). */
  readonly campos: Readonly<Record<string, string>> | undefined;

  constructor(init: ApiErrorInit) {
    const mensagem = init.mensagem?.trim() || (init.status === 0 ? MENSAGEM_SEM_CONEXAO : MENSAGEM_ERRO_PADRAO);
    super(mensagem, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.mensagem = mensagem;
    this.codigo = init.codigo;
    this.aborted = init.aborted ?? false;
    this.campos = init.campos;
  }
}

/** True for an aborted request, whatever shape the abort took (DOMException, ApiError). */
export function isAbortError(error: unknown): boolean {
  if (error instanceof ApiError) return error.aborted;
  if (typeof error === 'object' && error !== null && 'name' in error) {
    return (error as { name: unknown }).name === 'AbortError';
  }
  return false;
}

function readCampos(value: unknown): Record<string, string> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : undefined;
}

function readErrorBody(error: unknown): { mensagem?: string; codigo?: string; campos?: Record<string, string> } {
  if (typeof error !== 'object' || error === null) {
    // openapi-fetch hands a non-JSON body over as text.
    return typeof error === 'string' && error.trim() !== '' && error.length < 500 && !error.trimStart().startsWith('<')
      ? { mensagem: error }
      : {};
  }
  const body = error as Record<string, unknown>;
  const mensagem = typeof body.mensagem === 'string' ? body.mensagem : typeof body.message === 'string' ? body.message : undefined;
  const codigo = typeof body.codigo === 'string' ? body.codigo : undefined;
  const campos = readCampos(body.campos);
  return { ...(mensagem ? { mensagem } : {}), ...(codigo ? { codigo } : {}), ...(campos ? { campos } : {}) };
}

interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Await an openapi-fetch call and return its data, or throw an {@link ApiError}.
 * `response.ok` decides, not the presence of `error` (an empty error body leaves `error` undefined).
 */
export async function requestData<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  let result: FetchResult<Data>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw new ApiError({ status: 0, aborted: isAbortError(cause), cause });
  }
  const { response } = result;
  if (!response.ok) {
    throw new ApiError({ status: response.status, ...readErrorBody(result.error) });
  }
  return result.data as Data;
}
