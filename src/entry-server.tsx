/**
 * The server-rendering entry (built by `vite build --ssr` into dist/server/entry-server.js and
 * loaded by server/web at run time). Per request: fork a scope, start the model with the
 * request's URL and cookies over the API clients (whose fetch the server passes: its own API, in
 * process), wait until it settles, start React's streaming renderer and answer once every Suspense
 * boundary is ready, with the API answers the browser will replay to hydrate (src/app/api-replay.ts)
 * and a `pipe` that streams the app's HTML into the page the server is already sending.
 */
import { Writable } from 'node:stream';
import { allSettled, fork } from 'effector';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { defaultLayout } from '#blocks/default-layout';
import { layoutSchema } from '#blocks/layout-schema';
import { createApi } from '#engine/api';
import { appPersistence, appStarted, timerWaitFx } from '#engine/model';
import { readCookiesFx, writeCookiesFx } from '#engine/model/consent';
import { readTokenFx } from '#engine/model/session';
import { $statusFornecedor, redirectFx, replaceUrlFx } from '#engine/model/supplier';
import type { ServerRenderRequest, ServerRenderResult } from '#schemas/server-render';
import { App } from './app/app';
import { recordingFetch, type RecordedResponse, type StorefrontState } from './app/api-replay';
import { prepararRota } from './app/route-models';

/**
 * React's streaming renderer, started at once and written out when every Suspense boundary is
 * ready (`onAllReady`): crawlers and link previews get the whole page, each boundary in place
 * (never "fallback now, content later by an inline script", which the strict CSP forbids and a
 * client without JavaScript would not run; `progressiveChunkSize` keeps React from outlining
 * large boundaries). The model has settled before (allSettled), so the only boundaries that wait
 * are the lazy pages' chunks on their first use in this process. Resolves before any byte is
 * written, so a failure to render the shell still lets the server send the page without it.
 */
function startRender(node: ReactNode): Promise<Pick<ServerRenderResult, 'pipe' | 'abort'>> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(node, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => resolve({ pipe, abort: (reason) => stream.abort(reason) }),
      onShellError: reject,
      onError: (error) => {
        console.error('[ssr] erro ao renderizar', error);
      },
    });
    /**
     * React ends the stream it writes into; the page goes on after #root, so React writes into a
     * sink that passes each flush (React calls `flush()` after each batch, as for a compression
     * stream) to `destination` and never ends it. Backpressure is kept: a write waits for drain.
     */
    function pipe(destination: Writable): Promise<void> {
      return new Promise((done, fail) => {
        let pending: Buffer[] = [];
        const forward = (callback: (error?: Error | null) => void): void => {
          if (pending.length === 0) return callback();
          const chunk = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
          pending = [];
          if (destination.write(chunk)) callback();
          else destination.once('drain', () => callback());
        };
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, callback) {
            pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
            callback();
          },
          final(callback) {
            forward((error) => {
              callback(error);
              if (error) fail(error);
              else done();
            });
          },
        });
        Object.assign(sink, { flush: () => forward(() => {}) });
        sink.on('error', fail);
        stream.pipe(sink);
      });
    }
  });
}

export async function render(request: ServerRenderRequest): Promise<ServerRenderResult<StorefrontState>> {
  const recorded: RecordedResponse[] = [];
  let redirect: string | null = null;
  const api = createApi({
    baseUrl: new URL(request.config.apiBaseUrl, request.origin).href,
    navigate: () => {},
    fetch: recordingFetch(request.fetch, recorded),
  });
  const scope = fork({
    handlers: [
      [readTokenFx, () => request.token],
      [readCookiesFx, () => request.cookies],
      [writeCookiesFx, () => {}],
      [
        redirectFx,
        (url: string) => {
          redirect = url;
        },
      ],
      [replaceUrlFx, () => {}],
      // Nothing is saved on the server: no storage, and no 500 ms save throttle for allSettled to
      // wait for (it was most of the time to first byte of every server-rendered page).
      [appPersistence.readStorageFx, () => null],
      [appPersistence.writeStorageFx, () => {}],
      [appPersistence.waitFx, () => {}],
      // Nor anything debounced (a cart's save, the delivery's refresh after a change): dropped at
      // once, so no timer holds the page (engine/model/lib/debounce.ts).
      [timerWaitFx, () => false],
    ],
  });
  const target = new URL(request.url, request.origin);
  await allSettled(appStarted, {
    scope,
    params: {
      api,
      config: request.config,
      location: {
        pathname: target.pathname,
        search: target.search,
        hostname: request.hostname,
        origin: request.origin,
      },
      layout: { schema: layoutSchema, fallback: defaultLayout },
    },
  });
  // The data of a page whose model is off the first view (src/app/route-models.ts), recorded for the browser too.
  await prepararRota(scope);
  const { pipe, abort } = await startRender(
    <App scope={scope} router={(routes) => <StaticRouter location={request.url}>{routes}</StaticRouter>} />,
  );
  const status = scope.getState($statusFornecedor) === 'sem-fornecedor' ? 404 : 200;
  return { pipe, abort, state: { version: 1, responses: recorded }, redirect, status };
}
