/**
 * The first view's API answers, carried from the server render to the browser. The server
 * renders a page by running the model against its own API (in process) and records every GET it
 * answered; the page carries them in `<script type="application/json" id="storefront-state">`.
 * In the browser the model starts again over the same clients, whose fetch answers those requests
 * from the record (each at most once) and sends anything else over the network: the scope settles
 * to the state the server rendered, with no request, and the app hydrates over the server's HTML.
 */

import { yieldToMain } from '../shared/yield-to-main';

export const STOREFRONT_STATE_ELEMENT_ID = 'storefront-state';

export interface RecordedResponse {
  /** GET path and query, e.g. '/api/v2/app/anon-…/fornecedor?url=aurora'. */
  key: string;
  status: number;
  contentType: string | null;
  body: string;
}

export interface StorefrontState {
  version: 1;
  responses: RecordedResponse[];
}

/** The key of a request: its path and query (the origin is the page's own). */
export function replayKey(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}

function toRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request && init === undefined ? input : new Request(input, init);
}

/** A fetch that passes every request to `inner` and records the GET answers into `into`. */
export function recordingFetch(inner: typeof globalThis.fetch, into: RecordedResponse[]): typeof globalThis.fetch {
  return async (input, init) => {
    const request = toRequest(input, init);
    const response = await inner(request);
    if (request.method === 'GET') {
      into.push({
        key: replayKey(request.url),
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: await response.clone().text(),
      });
    }
    return response;
  };
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/** A fetch that answers recorded GETs from `state` (each once) and sends the rest to `inner`. */
export function replayFetch(state: StorefrontState, inner: typeof globalThis.fetch): typeof globalThis.fetch {
  const pending = new Map<string, RecordedResponse[]>();
  for (const recorded of state.responses) {
    const list = pending.get(recorded.key) ?? [];
    list.push(recorded);
    pending.set(recorded.key, list);
  }
  return async (input, init) => {
    const request = toRequest(input, init);
    if (request.method === 'GET') {
      const recorded = pending.get(replayKey(request.url))?.shift();
      if (recorded) {
        // In a task of its own: the model's start reacting to each answer is a short task, not one
        // long one with the others (docs/performance.md).
        await yieldToMain();
        const headers = recorded.contentType ? { 'content-type': recorded.contentType } : undefined;
        return new Response(NULL_BODY_STATUS.has(recorded.status) ? null : recorded.body, {
          status: recorded.status,
          headers,
        });
      }
    }
    return inner(request);
  };
}

/** Reads the state block; null when absent or not ours (the page was not server-rendered). */
export function readStorefrontState(text: string | null | undefined): StorefrontState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StorefrontState> | null;
    if (value && value.version === 1 && Array.isArray(value.responses)) return value as StorefrontState;
  } catch {
    // fall through
  }
  console.error('[ssr] estado inicial ilegível: a página será montada do zero');
  return null;
}
