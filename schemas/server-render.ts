/**
 * The contract between the server (server/web/ssr.ts) and the storefront's server renderer
 * (src/entry-server.tsx, built to dist/server/entry-server.js and loaded by path, since the server
 * may not import UI code; in `npm run dev` loaded through Vite's `ssrLoadModule`). Types only: one
 * definition both sides import.
 */
import type { Writable } from 'node:stream';
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

/**
 * A page whose model has settled and whose React tree is ready to stream (every Suspense boundary
 * resolved): nothing has been written yet, so a failure so far still lets the server send the page
 * without server HTML.
 */
export interface ServerRenderResult<State = unknown> {
  /**
   * Streams the app's HTML (for the page's #root) into `destination` with React's streaming
   * renderer, in the chunks React flushes; resolves once the last one is written. `destination`
   * is never ended: the server writes the rest of the page after it.
   */
  pipe(destination: Writable): Promise<void>;
  /** Stops the render (the visitor went away): React ends what it writes early. */
  abort(reason?: unknown): void;
  /** What the browser needs to hydrate (written as a JSON data block after #root). */
  state: State;
  /** Where the model sends the visitor instead (no supplier at this address), or null. */
  redirect: string | null;
  /**
   * 404 when no supplier answers the address, else 200. Informative: the server streams the page
   * head before the model settles, so it decides the status itself (it renders only addresses a
   * supplier answers).
   */
  status: number;
}

/** What dist/server/entry-server.js exports. */
export interface ServerRenderEntry {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}
