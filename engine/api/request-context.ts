/**
 * The values the middleware reads on each request. One holder per app instance (per Scope):
 * its one writer is engine/model/request-context, an effect run whenever the source stores change.
 */
import type { Middleware } from 'openapi-fetch';
import { createApiClients } from './clients';
import type { ApiClients } from './clients';
import { createHeadersMiddleware, createIdFornecedorMiddleware, createTooManyRequestsMiddleware } from './middleware';
import type { Headers_ } from './middleware';

export interface RequestContext {
  whiteLabel: boolean;
  /** The resolved supplier's UUID. */
  idfornecedor: string | null;
  /** The resolved supplier's slug (for the 429 route). */
  slug: string | null;
  consentHeaders: Headers_;
  utmHeaders: Headers_;
}

interface RequestContextHolder {
  get(): RequestContext;
  update(patch: Partial<RequestContext>): void;
}

function createRequestContext(initial: Partial<RequestContext> = {}): RequestContextHolder {
  let current: RequestContext = {
    whiteLabel: false,
    idfornecedor: null,
    slug: null,
    consentHeaders: {},
    utmHeaders: {},
    ...initial,
  };
  return {
    get: () => current,
    update(patch) {
      current = { ...current, ...patch };
    },
  };
}

/** The clients plus the holder their middleware reads: what the model's `$api` store holds. */
export interface Api extends ApiClients {
  context: RequestContextHolder;
  /** Who hears a 401 'Sessão expirada' from any call (the session model, bound to its scope). */
  onSessionExpired(listener: ((mensagem: string) => void) | null): void;
}

export interface CreateApiOptions {
  baseUrl: string;
  /** Client-side navigation used by the 429 middleware. */
  navigate: (path: string) => void;
  fetch?: typeof globalThis.fetch;
  /** Extra middleware, run after the built-in ones. */
  middleware?: Middleware[];
}

export function createApi(options: CreateApiOptions): Api {
  const context = createRequestContext();
  let sessionExpiredListener: ((mensagem: string) => void) | null = null;
  const middleware: Middleware[] = [
    createIdFornecedorMiddleware(() => context.get()),
    createHeadersMiddleware(() => context.get().consentHeaders),
    createHeadersMiddleware(() => context.get().utmHeaders),
    createTooManyRequestsMiddleware({
      readSlug: () => context.get().slug,
      navigate: options.navigate,
      onSessionExpired: () => sessionExpiredListener,
    }),
    ...(options.middleware ?? []),
  ];
  const clients = createApiClients({
    baseUrl: options.baseUrl,
    middleware,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    ...clients,
    context,
    onSessionExpired(listener) {
      sessionExpiredListener = listener;
    },
  };
}
