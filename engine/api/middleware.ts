/**
 * openapi-fetch middleware factories. Each reads its current values through a function, so the
 * values can come from effector stores (written by one effect, see engine/model/request-context)
 * without the middleware knowing about effector.
 */
import type { Middleware } from 'openapi-fetch';

export type Headers_ = Record<string, string>;

/** Spec section 7: white-label requests carry `X-idfornecedor` as a JSON list. */
const HEADER_ID_FORNECEDOR = 'X-idfornecedor';

interface WhiteLabelState {
  whiteLabel: boolean;
  idfornecedor: string | null;
}

function setAll(request: Request, headers: Headers_): Request {
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return request;
}

/** Adds `X-idfornecedor: ["<uuid>"]` to every request while the storefront runs in white-label mode. */
export function createIdFornecedorMiddleware(read: () => WhiteLabelState): Middleware {
  return {
    onRequest({ request }) {
      const { whiteLabel, idfornecedor } = read();
      if (!whiteLabel || !idfornecedor) return undefined;
      request.headers.set(HEADER_ID_FORNECEDOR, JSON.stringify([idfornecedor]));
      return request;
    },
  };
}

/**
 * Adds a set of headers to every request, e.g. the cookie-consent flags (`cookie_necessario`, ...)
 * or the UTM headers (`X-UTM-Source`, `X-UTM-Campaign`, `X-UTM-All`) from the consent model.
 */
export function createHeadersMiddleware(read: () => Headers_): Middleware {
  return {
    onRequest({ request }) {
      const headers = read();
      if (Object.keys(headers).length === 0) return undefined;
      return setAll(request, headers);
    },
  };
}

const TOO_MANY_REQUESTS_SEGMENT = 'erro/too-many-request';

/** The route shown on HTTP 429 for a supplier (spec section 2). */
function tooManyRequestsPath(slug: string): string {
  return `/${encodeURIComponent(slug)}/${TOO_MANY_REQUESTS_SEGMENT}`;
}

interface TooManyRequestsOptions {
  /** The current supplier slug (or id), null before resolution. */
  readSlug: () => string | null;
  /** Client-side navigation (the router's navigate, or location.assign). */
  navigate: (path: string) => void;
}

/** HTTP 429 → navigate to /{slug}/erro/too-many-request. The response still reaches the caller. */
export function createTooManyRequestsMiddleware(options: TooManyRequestsOptions): Middleware {
  return {
    onResponse({ response }) {
      if (response.status !== 429) return undefined;
      const slug = options.readSlug();
      if (slug) options.navigate(tooManyRequestsPath(slug));
      return undefined;
    },
  };
}

/** Spec section 8: the default text of an expired session (the server's 401 body says it too). */
export const SESSAO_EXPIRADA = 'Sessão expirada, efetue login novamente';
const CODIGO_SESSAO_EXPIRADA = 'sessao.expirada';

/**
 * HTTP 401 'Sessão expirada, efetue login novamente' from ANY call → `onExpired(mensagem)` (the
 * session model logs the user out and opens the login). Other 401s (a wrong password) are the
 * caller's business. The response still reaches the caller.
 */
export function createSessionExpiredMiddleware(onExpired: () => ((mensagem: string) => void) | null): Middleware {
  return {
    async onResponse({ response }) {
      const listener = onExpired();
      if (response.status !== 401 || !listener) return undefined;
      const body = (await response.clone().json().catch(() => null)) as { mensagem?: unknown; codigo?: unknown } | null;
      if (body?.codigo === CODIGO_SESSAO_EXPIRADA || body?.mensagem === SESSAO_EXPIRADA) listener(SESSAO_EXPIRADA);
      return undefined;
    },
  };
}
