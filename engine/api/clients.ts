/**
 * One openapi-fetch client per API version, typed from the generated `paths` (openapi/generated).
 * Middleware (headers, 429 redirect) is passed in by the app shell; see ./middleware.ts.
 */
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import type { paths as PathsV1 } from '#openapi/generated/v1';
import type { paths as PathsV2 } from '#openapi/generated/v2';
import type { paths as PathsV4 } from '#openapi/generated/v4';

export interface ApiClients {
  v1: Client<PathsV1>;
  v2: Client<PathsV2>;
  v4: Client<PathsV4>;
}

export interface CreateApiClientsOptions {
  /**
   * Where the API lives, absolute (openapi-fetch builds `new Request(baseUrl + path)`), e.g.
   * 'https://loja.example/api': the caller resolves a relative '/api' against the page origin.
   */
  baseUrl: string;
  middleware?: Middleware[];
  /** Override fetch (tests). */
  fetch?: typeof globalThis.fetch;
}

export function createApiClients(options: CreateApiClientsOptions): ApiClients {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const common = options.fetch ? { baseUrl, fetch: options.fetch } : { baseUrl };
  const v1 = createClient<PathsV1>(common);
  const v2 = createClient<PathsV2>(common);
  const v4 = createClient<PathsV4>(common);
  for (const client of [v1, v2, v4] as const) {
    if (options.middleware?.length) client.use(...options.middleware);
  }
  return { v1, v2, v4 };
}
