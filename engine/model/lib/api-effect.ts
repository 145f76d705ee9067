/**
 * The one way a slice's effect calls the API. Every call of the model had the same shape: read
 * the app's API clients and some stores (the client, the supplier, an order), give up with a pt-BR
 * message when one of them is missing (an anonymous visitor, no supplier yet), then call the typed
 * openapi-fetch client and turn a non-2xx answer into an `ApiError` (`requestData`: the answer's
 * status decides, not its body). `createApiEffect` is that shape, once:
 *
 *   const listarFx = createApiEffect({
 *     source: { cliente: $cliente, fornecedor: $fornecedor },
 *     needs: ['cliente', 'fornecedor'],
 *     missing: TEXTOS_PEDIDOS.erroLista,
 *     request: ({ api, cliente, fornecedor }, page: number) => api.v2.GET('/v2/app/pedido/…', { … }),
 *   });
 *
 * `request` makes one call and the effect answers its data; `run` is for the effects that make
 * several calls or shape the answer (they call `requestData` themselves). The helpers below read
 * an effect's failure the way the slices show it.
 */
import { attach, type Effect, type Store, type StoreValue } from 'effector';
import { ApiError, requestData, type Api, type FetchResult } from '../../api';
import { $api, requireApi } from '../app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Sources = Record<string, Store<any>>;
type Values<S extends Sources> = { [K in keyof S]: StoreValue<S[K]> };
/** What the call receives: the API clients, the stores' values, those it needs never null. */
export type ApiEffectContext<S extends Sources, N extends keyof S> = Omit<Values<S>, N> & {
  [K in N]: NonNullable<Values<S>[K]>;
} & { api: Api };

interface ApiEffectBase<S extends Sources, N extends keyof S> {
  /** The stores the call reads (their values when it starts), as `attach`'s `source`. */
  source: S;
  /** The values the call cannot go without: when one is null the effect fails with `missing` and asks nothing. */
  needs: readonly N[];
  missing: string;
}

/** One call: the effect answers its data, or fails with an `ApiError` on a non-2xx answer. */
export function createApiEffect<S extends Sources, N extends keyof S, Params = void, Data = unknown>(
  config: ApiEffectBase<S, N> & {
    request: (context: ApiEffectContext<S, N>, params: Params) => Promise<FetchResult<Data>>;
  },
): Effect<Params, Data>;
/** Several calls, or an answer reshaped: `run` calls `requestData` itself. */
export function createApiEffect<S extends Sources, N extends keyof S, Params = void, Result = unknown>(
  config: ApiEffectBase<S, N> & { run: (context: ApiEffectContext<S, N>, params: Params) => Promise<Result> },
): Effect<Params, Result>;
export function createApiEffect<S extends Sources, N extends keyof S, Params, Result>(
  config: ApiEffectBase<S, N> & {
    request?: (context: ApiEffectContext<S, N>, params: Params) => Promise<FetchResult<Result>>;
    run?: (context: ApiEffectContext<S, N>, params: Params) => Promise<Result>;
  },
): Effect<Params, Result> {
  const { source, needs, missing, request, run } = config;
  // The shape of stores is typed by hand: attach's overloads cannot follow a generic one.
  const stores = { ...source, api: $api } as unknown as Store<Values<S> & { api: Api | null }>;
  return attach({
    source: stores,
    effect: async ({ api, ...values }: Values<S> & { api: Api | null }, params: Params): Promise<Result> => {
      for (const name of needs) {
        if (values[name as string] === null || values[name as string] === undefined) throw new Error(missing);
      }
      const context = { ...values, api: requireApi(api) } as unknown as ApiEffectContext<S, N>;
      if (request) return requestData(request(context, params));
      return (run as NonNullable<typeof run>)(context, params);
    },
  }) as Effect<Params, Result>;
}

/** The failure was not a dead session (a 401 logs out and opens the login: nothing else to say). */
export const notExpired = (error: unknown): boolean => !(error instanceof ApiError && error.status === 401);

/** The server's pt-BR message of a refusal (a 4xx that says why), else `fallback`. */
export const refusalMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.mensagem ? error.mensagem : fallback;
