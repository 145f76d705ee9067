/**
 * The contract between the server (server/web/ssr.ts) and the storefront's server renderer
 * (src/entry-server.tsx, built to dist/server/entry-server.js and loaded by path, since the server
 * may not import UI code). Types only: one definition both sides import.
 */
import type { StorefrontConfig } from './storefront-config';

export interface ServerRenderRequest {
  /** Path and query of the page, e.g. '/aurora/produto/cafe?x=1'. */
  url: string;
  /** scheme://host as the browser sees it. */
  origin: string;
  hostname: string;
  /** The request's Cookie header ('' when none). */
  cookies: string;
  /** The visitor's session token (from the sf_token cookie, or made by the server for this visit). */
  token: string;
  config: StorefrontConfig;
  /** Reaches the server's own API (in process). */
  fetch: typeof globalThis.fetch;
}

export interface ServerRenderResult<State = unknown> {
  /** The app's HTML, for the page's #root. */
  html: string;
  /** What the browser needs to hydrate (written as a JSON data block). */
  state: State;
  /** Where the model sends the visitor instead (no supplier at this address), or null. */
  redirect: string | null;
  /** 404 when no supplier answers the address, else 200. */
  status: number;
}

/** What dist/server/entry-server.js exports. */
export interface ServerRenderEntry {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}
