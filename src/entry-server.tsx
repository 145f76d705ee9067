/**
 * The server-rendering entry (built by `vite build --ssr` into dist/server/entry-server.js and
 * loaded by server/web at run time). Per request: fork a scope, start the model with the
 * request's URL and cookies over the API clients (whose fetch the server passes: its own API, in
 * process), wait until it settles, render the app to HTML (react-dom's streaming renderer, all
 * Suspense boundaries resolved), and return the HTML with the API answers the browser will replay
 * to hydrate (src/app/api-replay.ts).
 */
import { Writable } from 'node:stream';
import { allSettled, fork } from 'effector';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { defaultLayout } from '../blocks/default-layout';
import { layoutSchema } from '../blocks/layout-schema';
import { createApi } from '../engine/api';
import { appStarted } from '../engine/model';
import { readCookiesFx, writeCookiesFx } from '../engine/model/consent';
import { readTokenFx } from '../engine/model/session';
import { $statusFornecedor, redirectFx, replaceUrlFx } from '../engine/model/supplier';
import type { ServerRenderRequest, ServerRenderResult } from '../schemas/server-render';
import { App } from './app/app';
import { recordingFetch, type RecordedResponse, type StorefrontState } from './app/api-replay';


function renderAll(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(node, {
      // Crawlers and link previews get the whole page: wait for every Suspense boundary, and write
      // each one in place (never "fallback now, content later by an inline script", which a
      // strict CSP forbids and a crawler without JavaScript would not run).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        console.error('[ssr] erro ao renderizar', error);
      },
    });
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
      [redirectFx, (url: string) => {
        redirect = url;
      }],
      [replaceUrlFx, () => {}],
    ],
  });
  const target = new URL(request.url, request.origin);
  await allSettled(appStarted, {
    scope,
    params: {
      api,
      config: request.config,
      location: { pathname: target.pathname, search: target.search, hostname: request.hostname, origin: request.origin },
      layout: { schema: layoutSchema, fallback: defaultLayout },
    },
  });
  const html = await renderAll(
    <App scope={scope} router={(routes) => <StaticRouter location={request.url}>{routes}</StaticRouter>} />,
  );
  const status = scope.getState($statusFornecedor) === 'sem-fornecedor' ? 404 : 200;
  return { html, state: { version: 1, responses: recorded }, redirect, status };
}
