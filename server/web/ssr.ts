/**
 * Server rendering of the storefront. The renderer is the SSR build of the storefront
 * (`vite build --ssr src/entry-server.tsx` → dist/server/entry-server.js, made by `npm run
 * build`): the server may not import UI code, so it loads that built file by path at run time
 * (beside STATIC_DIR: `<STATIC_DIR>/../server/entry-server.js`), once per process (its lazy
 * chunks import it by its plain URL, so it is never loaded twice; a new build needs a restart,
 * which `npm start` and `npm run dev` do).
 * Without it (no build yet, or tests with a bare STATIC_DIR) pages are sent without server HTML
 * and the browser renders them, as before.
 *
 * The renderer reaches the API through `inProcessFetch`: the same typed clients the browser uses,
 * over a fetch that answers with `app.inject`, never over the network.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { cabecalhoChamadaInterna } from '../shared/chamada-interna';
import { readCookie } from '../../engine/rules/cookies';
import type { ServerRenderEntry } from '../../schemas/server-render';
import { generateAnonymousToken, isValidToken, TOKEN_COOKIE } from '../../engine/rules/session-token';


export const SSR_ENTRY_FILE = 'entry-server.js';

/** Loads the built renderer once; null while there is none. */
export class SsrRenderer {
  private loaded: Promise<ServerRenderEntry> | undefined;

  constructor(readonly path: string) {}

  static besideStatic(staticDir: string): SsrRenderer {
    return new SsrRenderer(resolve(staticDir, '..', 'server', SSR_ENTRY_FILE));
  }

  async load(): Promise<ServerRenderEntry | null> {
    if (!this.loaded) {
      try {
        await stat(this.path);
      } catch {
        return null;
      }
      this.loaded = import(pathToFileURL(this.path).href) as Promise<ServerRenderEntry>;
    }
    return this.loaded;
  }
}

/** Headers of the page request that the API calls made for it carry along. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-request-id'];

/** A fetch over `app.inject`: the server's own routes, in process. */
export function inProcessFetch(app: FastifyInstance, pageHeaders: Record<string, string | string[] | undefined>): typeof globalThis.fetch {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = pageHeaders[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = { ...forwarded };
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    delete headers['accept-encoding'];
    Object.assign(headers, cabecalhoChamadaInterna());
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await app.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const contentType = response.headers['content-type'];
    const nullBody = [101, 204, 205, 304].includes(response.statusCode);
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * The visitor's session token: the `sf_token` cookie when it holds a valid token, else a new
 * anonymous one (`anon-` + 32 hex) with the Set-Cookie that keeps it (as the browser would write it,
 * readable by the app: engine/model/session).
 */
export function sessionToken(cookieHeader: string, secure: boolean): { token: string; setCookie: string | null } {
  const existing = readCookie(cookieHeader, TOKEN_COOKIE);
  if (existing && isValidToken(existing)) return { token: existing, setCookie: null };
  const token = generateAnonymousToken();
  const setCookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
  return { token, setCookie };
}
