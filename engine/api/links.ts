/**
 * Links to the API that the browser opens itself (a PDF the session cookie opens: the order's
 * DANFE and boleto, a title's boleto), typed from the generated `paths` of the OpenAPI documents
 * like every call of the openapi-fetch clients: a path that leaves the documents, or a parameter
 * renamed there, breaks the typecheck. `links.test.ts` also checks every path written to
 * `apiLinkV4` in the storefront's sources against the bundled document, and that no source builds
 * an API path by hand.
 */
import type { paths as PathsV4 } from '#openapi/generated/v4';

/** The v4 paths answering a GET: what a link may point at. */
export type LinkPathV4 = {
  [P in keyof PathsV4]: PathsV4[P] extends { get: object } ? P : never;
}[keyof PathsV4];

type GetOperation<P extends LinkPathV4> = PathsV4[P]['get'];
type PathParams<P extends LinkPathV4> = GetOperation<P> extends { parameters: { path: infer T } } ? T : never;
type QueryParams<P extends LinkPathV4> =
  GetOperation<P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export interface LinkParams<P extends LinkPathV4> {
  path: PathParams<P>;
  query?: QueryParams<P>;
}

/**
 * `baseUrl` + the document's path with its `{parameters}` filled (URI-encoded) and the query's
 * defined values, e.g. `apiLinkV4('/api', '/v4/danfe/{numpedido}/{idfornecedor}', { path: {
 * numpedido: 100001, idfornecedor } })`.
 */
export function apiLinkV4<P extends LinkPathV4>(baseUrl: string, path: P, params: LinkParams<P>): string {
  const values = params.path as Record<string, string | number | boolean>;
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((params.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.append(name, String(value as string | number | boolean));
  }
  const search = query.toString();
  return `${baseUrl.replace(/\/+$/, '')}${filled}${search ? `?${search}` : ''}`;
}
