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
  /** The error body as the server sent it (e.g. a 422's `campos`), when there was one. */
  corpo?: unknown;
}

export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived (network failure or abort). */
  readonly status: number;
  /** The pt-BR message for a person (the server's `mensagem` when there was one). */
  readonly mensagem: string;
  readonly codigo: string | undefined;
  /** True when the request was aborted on purpose (AbortController): callers ignore it. */
  readonly aborted: boolean;
  /** The error body as the server sent it (e.g. a 422's `campos`, a pt-BR message per field). */
  readonly corpo: unknown;

  constructor(init: ApiErrorInit) {
    const mensagem = init.mensagem?.trim() || (init.status === 0 ? MENSAGEM_SEM_CONEXAO : MENSAGEM_ERRO_PADRAO);
    super(mensagem, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.mensagem = mensagem;
    this.codigo = init.codigo;
    this.aborted = init.aborted ?? false;
    this.corpo = init.corpo;
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

function readErrorBody(error: unknown): { mensagem?: string; codigo?: string } {
  if (typeof error !== 'object' || error === null) {
    // openapi-fetch hands a non-JSON body over as text.
    return typeof error === 'string' && error.trim() !== '' && error.length < 500 && !error.trimStart().startsWith('<')
      ? { mensagem: error }
      : {};
  }
  const body = error as Record<string, unknown>;
  const mensagem =
    typeof body.mensagem === 'string' ? body.mensagem : typeof body.message === 'string' ? body.message : undefined;
  const codigo = typeof body.codigo === 'string' ? body.codigo : undefined;
  return { ...(mensagem ? { mensagem } : {}), ...(codigo ? { codigo } : {}) };
}

/** What an openapi-fetch call resolves to. */
export interface FetchResult<Data> {
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
    throw new ApiError({ status: response.status, ...readErrorBody(result.error), corpo: result.error });
  }
  return result.data as Data;
}
