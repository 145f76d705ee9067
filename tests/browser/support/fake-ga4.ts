/**
 * A fake GA4 collector for the analytics journey (docs/analytics.md): it serves, at `/gtag/js`, a
 * stand-in for Google's gtag.js that reads the page's `dataLayer` as gtag.js does (the commands
 * pushed before it loaded, then each new one) and beacons every `event` command to `/g/collect`
 * as `{ tid, en, params }`; it records what arrives and every request it was asked. The storefront
 * is pointed at it with GA4_SCRIPT_URL, so no test reaches Google.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CollectedEvent {
  /** The measurement id the script was loaded with. */
  tid: string;
  /** The event name. */
  en: string;
  /** The browser that sent it: an id kept in its local storage (one per browser context), as GA4 keeps its client id. */
  cid: string;
  params: Record<string, unknown>;
}

export interface FakeGa4 {
  /** The script URL, for GA4_SCRIPT_URL. */
  scriptUrl: string;
  /** The events received, in order. */
  readonly events: readonly CollectedEvent[];
  /** Every request's path (the script's loads included). */
  readonly requests: readonly string[];
  close(): Promise<void>;
}

const script = (origin: string): string => `(function () {
  var tid = new URL(document.currentScript.src).searchParams.get('id');
  var cid = localStorage.getItem('fake-ga4-cid');
  if (!cid) localStorage.setItem('fake-ga4-cid', (cid = String(Math.random()).slice(2)));
  var dl = (window.dataLayer = window.dataLayer || []);
  function handle(command) {
    if (command && command[0] === 'event')
      navigator.sendBeacon(${JSON.stringify(`${origin}/g/collect`)}, JSON.stringify({ tid: tid, en: command[1], cid: cid, params: command[2] || {} }));
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push.bind(dl);
  dl.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(null, arguments);
  };
})();
`;

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeGa4(): Promise<FakeGa4> {
  const events: CollectedEvent[] = [];
  const requests: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (request.method === 'GET' && path === '/gtag/js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(script(origin));
      return;
    }
    if (request.method === 'POST' && path === '/g/collect') {
      void body(request).then((text) => {
        events.push(JSON.parse(text) as CollectedEvent);
        response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}/gtag/js`,
    events,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
