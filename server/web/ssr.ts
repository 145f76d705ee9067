/**
 * Server rendering of the storefront. The renderer is the SSR build of the storefront
 * (`vite build --ssr src/entry-server.tsx` → dist/server/entry-server.js, made by `npm run
 * build`): the server may not import UI code, so it loads that built file by path at run time
 * (beside STATIC_DIR: `<STATIC_DIR>/../server/entry-server.js`), once per process (its lazy
 * chunks import it by its plain URL, so it is never loaded twice; a new build needs a restart,
 * which `npm start` and `npm run dev` do).
 * Without it (no build yet, or tests with a bare STATIC_DIR) pages are sent without server HTML
 * and the browser renders them, as before. In `npm run dev` the pages come from Vite instead
 * (server/web/vite-dev.ts): the same `FontePaginas` shape.
 *
 * The page is streamed (server/web/web-plugin.ts): `paginaEmPartes` cuts the page at #root, the
 * part before it (head included) is written at once, the app's HTML follows as React streams it
 * (src/entry-server.tsx), then the state block and the rest.
 *
 * The renderer reaches the API through `inProcessFetch`: the same typed clients the browser uses,
 * over a fetch that answers with `app.inject`, never over the network.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { internalCallHeaders } from '../shared/internal-call';
import { readCookie } from '#engine/rules/cookies';
import type { ServerRenderEntry } from '#schemas/server-render';
import { generateAnonymousToken, isAnonymousToken, isValidToken, TOKEN_COOKIE } from '#engine/rules/session-token';
import { USER_COOKIE } from '#engine/rules/session-user';
import { IndexHtml } from './index-html';
import { LazyRouteAssets } from './lazy-route-assets';

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

/** Where the storefront's pages come from: the build (`npm start`) or Vite (`npm run dev`). */
export interface FontePaginas {
  /** index.html for this URL, or null when there is none (no build yet: the page says so). */
  template(url: string): Promise<string | null>;
  /** The server renderer, or null (the browser renders the page by itself). */
  renderer(): Promise<ServerRenderEntry | null>;
  /** The head tags of lazily loaded page modules (their stylesheets and preloads), or ''. */
  lazyTags(modulos: readonly string[]): Promise<string>;
  /** Answers a request itself (Vite's modules and HMR in dev); true when it did. */
  atender?(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Last changes to a page's answer headers (dev: the CSP hashes of Vite's inline scripts). */
  ajustarResposta?(reply: FastifyReply, template: string): void;
}

/** The built storefront: dist/client/index.html, its Vite manifest, dist/server/entry-server.js. */
export function paginasDoBuild(staticDir: string): FontePaginas {
  const indexHtml = new IndexHtml(staticDir);
  const renderer = SsrRenderer.besideStatic(staticDir);
  const lazyAssets = new LazyRouteAssets(staticDir);
  return {
    template: () => indexHtml.load(),
    renderer: () => renderer.load(),
    lazyTags: (modulos) => lazyAssets.tags(modulos),
  };
}

/** The markers of src/index.html where the app's HTML and its state block go. */
export const APP_HTML = '<!--app-html-->';
export const APP_STATE = '<!--app-state-->';

export interface PaginaEmPartes {
  /** The page has no place for the app (a template without the marker): sent whole, never rendered. */
  semApp: boolean;
  /** Everything up to #root's content: doctype, head, `<div id="root">`. */
  antes: string;
  /** Everything after #root's content, with the state block (or nothing) in its place. */
  depois(stateScript: string): string;
  /** The whole page with `app` in #root and no state block. */
  html(app: string): string;
}

/** A page (head and config already written in) cut at its markers, for streaming. */
export function paginaEmPartes(pagina: string): PaginaEmPartes {
  const i = pagina.indexOf(APP_HTML);
  const antes = i < 0 ? pagina : pagina.slice(0, i);
  const resto = i < 0 ? '' : pagina.slice(i + APP_HTML.length);
  const depois = (stateScript: string): string => resto.replace(APP_STATE, () => stateScript);
  return {
    semApp: i < 0,
    antes,
    depois,
    html: (app) => (i < 0 ? pagina.replace(APP_STATE, '') : `${antes}${app}${depois('')}`),
  };
}

/** Headers of the page request that the API calls made for it carry along. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-request-id'];

/** A fetch over `app.inject`: the server's own routes, in process. */
export function inProcessFetch(
  app: FastifyInstance,
  pageHeaders: Record<string, string | string[] | undefined>,
): typeof globalThis.fetch {
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
    Object.assign(headers, internalCallHeaders());
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

/** What the server render uses of the visitor's cookies, and the Set-Cookie headers it answers with. */
export interface SessaoDaPagina {
  token: string;
  /** The Cookie header the render reads (without the user cookie once the session is gone). */
  cookies: string;
  setCookies: string[];
}

function cookieHeader(nome: string, valor: string, maxAge: number, secure: boolean): string {
  return `${nome}=${encodeURIComponent(valor)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The visitor's session token: the `sf_token` cookie when it holds a valid token, else a new
 * anonymous one (`anon-` + 32 hex) with the Set-Cookie that keeps it (as the browser would write it,
 * readable by the app: engine/model/session). A session token that is no longer live (`viva`
 * answers false: expired, logged out elsewhere) is replaced the same way and the user cookie is
 * cleared, so the page is rendered for an anonymous visitor instead of flashing a logged-in
 * header that the browser would then take back.
 */
export async function sessaoDaPagina(
  cookies: string,
  secure: boolean,
  viva: (token: string) => Promise<boolean>,
): Promise<SessaoDaPagina> {
  const existing = readCookie(cookies, TOKEN_COOKIE);
  if (existing && isValidToken(existing) && (isAnonymousToken(existing) || (await viva(existing)))) {
    return { token: existing, cookies, setCookies: [] };
  }
  const token = generateAnonymousToken();
  const setCookies = [cookieHeader(TOKEN_COOKIE, token, 31_536_000, secure)];
  const semUsuario = cookies
    .split(';')
    .filter((par) => par.split('=')[0]?.trim() !== USER_COOKIE && par.split('=')[0]?.trim() !== TOKEN_COOKIE)
    .join(';');
  if (readCookie(cookies, USER_COOKIE) !== null) setCookies.push(cookieHeader(USER_COOKIE, '', 0, secure));
  return { token, cookies: semUsuario, setCookies };
}
