/**
 * A page that arrives in two parts, as over a slow network or from a busy server: a proxy in front
 * of the test's server sends one page's HTML up to a cut, and the rest only once the test calls
 * `release()`. Everything else (scripts, stylesheets, API calls) passes through as it is.
 * For the checks of what the browser paints while the HTML is still streaming (layout shifts of a
 * half-parsed page).
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldPage {
  /** The page's address through the proxy. */
  url: string;
  /** Sends the rest of the page. */
  release(): void;
  close(): void;
}

/**
 * `cutAt(html)`: where the first part ends (an index into the page's HTML, uncompressed); it must
 * find its mark, or the proxy answers 500 and says so.
 */
export async function holdPage(baseUrl: string, path: string, cutAt: (html: Buffer) => number): Promise<HeldPage> {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const proxy = createServer((request, response) => {
    const upstream = httpRequest(
      `${baseUrl}${request.url ?? '/'}`,
      { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const html = request.url === path && /text\/html/.test(String(answer.headers['content-type']));
        if (!html) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...headers } = answer.headers;
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const at = cutAt(body);
          if (at <= 0 || at >= body.length) {
            response.writeHead(500, { 'content-type': 'text/plain' });
            response.end(`holdPage: the cut of ${path} was not found in its HTML (${at}).`);
            return;
          }
          response.writeHead(answer.statusCode ?? 502, headers);
          response.write(body.subarray(0, at));
          void released.then(() => response.end(body.subarray(at)));
        });
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    release: () => release(),
    close: () => {
      release();
      proxy.close();
    },
  };
}

/** The index just after the `n`-th `mark` that follows `after` in `html` (-1 when there are fewer). */
export function afterNth(html: Buffer, after: string, mark: string, n: number): number {
  let at = html.indexOf(after);
  if (at < 0) return -1;
  for (let i = 0; i < n; i++) {
    at = html.indexOf(mark, at + (i === 0 ? after.length : mark.length));
    if (at < 0) return -1;
  }
  return at + mark.length;
}
