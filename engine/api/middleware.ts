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

/** Spec section 8: the default text of an expired session (the server's 401 body says it too). */
export const SESSAO_EXPIRADA = 'Sessão expirada, efetue login novamente';

interface TooManyRequestsOptions {
  /** The current supplier slug (or id), null before resolution. */
  readSlug: () => string | null;
  /** Client-side navigation (the router's navigate, or location.assign). */
  navigate: (path: string) => void;
  /**
   * Who hears a 401 'Sessão expirada, efetue login novamente' (code `sessao.expirada`) from ANY
   * call: the session model logs the user out and opens the login. Other 401s (a wrong
   * password) are the caller's business.
   */
  onSessionExpired?: () => ((mensagem: string) => void) | null;
}

/**
 * HTTP 429 → navigate to /{slug}/erro/too-many-request; HTTP 401 'Sessão expirada' → the session
 * listener. The response still reaches the caller.
 */
export function createTooManyRequestsMiddleware(options: TooManyRequestsOptions): Middleware {
  return {
    async onResponse({ response }) {
      const slug = options.readSlug();
      if (response.status === 429 && slug) options.navigate(tooManyRequestsPath(slug));
      const listener = options.onSessionExpired?.();
      if (response.status === 401 && listener) {
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { codigo?: unknown } | null;
        if (body?.codigo === 'sessao.expirada') listener(SESSAO_EXPIRADA);
      }
      return undefined;
    },
  };
}
