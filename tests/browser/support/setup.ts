/**
 * The setup of a browser test file: a server and a Chromium of the file's own (launched before
 * its tests, closed after them), in one line.
 *
 * - `useSharedServer()`: the run's shared server, started once by ./global-setup.ts (the default
 *   environment on a freshly seeded data folder). Most journeys use it:
 *
 *     const { server, browser } = useSharedServer();
 *     ...
 *     const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
 *
 *   The files run one after another against the same database and the same in-memory counters,
 *   in an order vitest chooses, so a file on the shared server must leave nothing another file
 *   could see: it reads the demo data, or writes only what belongs to it alone (accounts it
 *   registers, its own anonymous carts), or puts back what it changes (docs/testing.md, "Browser tests").
 * - `useOwnServerWithMail(env)`: `useOwnServer` with a real SMTP sink of the file's own
 *   (SMTP_URL pointing at it), for the journeys that read the e-mail the server sends.
 * - `useOwnServer(options)`: a server of the file's own on a fresh copy of the seeded data folder,
 *   for a journey that needs another environment (SMTP_URL, DOMAIN_HANDOVER), data written into
 *   the folder before the server starts, or state another file also touches (Maria's cart, the
 *   login rate limits). It costs a server start (5 to 9 s measured on 2 busy cores) per file.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { launchBrowser } from './browser';
import type { SharedServerInfo } from './global-setup';
import { startSmtpSink, type SmtpSink } from '#server/testing/smtp-sink';
import { freshSeededDataDir, removeDataDir, startServer, type RunningServer } from './server';

/** A server as a test file sees it (the file does not stop it: its setup does). */
export type FileServer = Pick<RunningServer, 'baseUrl' | 'port' | 'output'>;

/**
 * The file's Chromium: contexts (no cookies, no storage) once it has been launched in beforeAll.
 * Contexts prefer reduced motion unless a test asks otherwise (`reducedMotion: 'no-preference'`:
 * server-rendering.test.ts, the banner's check in vitrine.test.ts, the cart panel's slide in
 * cart-panel.test.ts): the free-shipping banner's endless scroll keeps headless Chromium
 * compositing 60 frames a second, 0.8 to 1 core for as long as a page is open (measured on an idle
 * Aurora page: 10.4 s of CPU in 10 s; 0.9 s reduced), which the 2-core CI takes from the other
 * stream (docs/testing.md, "One server suite, and reduced motion").
 */
export interface FileBrowser {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * A context closed when the test that opens it ends (inside a test only): left open, its pages
   * keep running beside the next test's, which on a busy 2-core machine made the next page miss
   * its 30 s (terms-age under throttle 2: 3 failures a run before, docs/testing.md).
   */
  newTestContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Runs `work` (a beforeAll's setup) with the contexts it opens through `open`, and closes them all when it ends. */
  withContexts<T>(work: (open: (options?: BrowserContextOptions) => Promise<BrowserContext>) => Promise<T>): Promise<T>;
}

function useBrowser(): FileBrowser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  const newContext = async (options?: BrowserContextOptions): Promise<BrowserContext> => {
    if (!launched)
      throw new Error('Chromium is not running: open contexts inside tests (it is launched in beforeAll).');
    return launched.newContext({ reducedMotion: 'reduce', ...options });
  };
  return {
    newContext,
    newTestContext: (options) => {
      const opening = newContext(options);
      onTestFinished(async () => {
        const context = await opening.catch(() => undefined);
        await context?.close().catch(() => undefined);
      });
      return opening;
    },
    withContexts: async (work) => {
      const opened: Promise<BrowserContext>[] = [];
      try {
        return await work((options) => {
          const opening = newContext(options);
          opened.push(opening);
          return opening;
        });
      } finally {
        await Promise.all(opened.map((o) => o.then((c) => c.close()).catch(() => undefined)));
      }
    },
  };
}

export function useSharedServer(): { server: FileServer; browser: FileBrowser } {
  const info: SharedServerInfo | undefined = inject('sharedServer');
  if (!info) {
    throw new Error(
      'No shared server: the browser project starts it in its globalSetup (tests/browser/support/global-setup.ts); run `npx vitest run --project browser`.',
    );
  }
  const server: FileServer = {
    baseUrl: info.baseUrl,
    port: info.port,
    output: () => readFileSync(info.logFile, 'utf8'),
  };
  return { server, browser: useBrowser() };
}

export interface OwnServerOptions {
  /** Environment beside the defaults of `startServer`; a function is read when the server starts (after earlier beforeAll hooks). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Runs on the fresh data folder before the server opens it (PGlite: one process at a time). */
  prepare?: (dataDir: string) => Promise<void>;
}

export function useOwnServer(options: OwnServerOptions = {}): { server: FileServer; browser: FileBrowser } {
  let running: RunningServer | undefined;
  let dataDir: string | undefined;
  const started = (): RunningServer => {
    if (!running) throw new Error('The server is not running: use it inside tests (it starts in beforeAll).');
    return running;
  };
  beforeAll(async () => {
    dataDir = await freshSeededDataDir();
    await options.prepare?.(dataDir);
    const env = typeof options.env === 'function' ? options.env() : options.env;
    running = await startServer({ dataDir, forTests: true, ...(env ? { env } : {}) });
  });
  // Registered before the browser's hooks, so (vitest runs afterAll hooks in reverse) it stops after Chromium closes.
  afterAll(async () => {
    await running?.stop();
    if (dataDir) removeDataDir(dataDir);
  });
  const server: FileServer = {
    get baseUrl() {
      return started().baseUrl;
    },
    get port() {
      return started().port;
    },
    output: () => started().output(),
  };
  return { server, browser: useBrowser() };
}

/** The SMTP sink of a file, as its tests see it (started in beforeAll, closed after the server stops). */
export type FileMail = Pick<SmtpSink, 'proximaMensagem' | 'total'>;

export function useOwnServerWithMail(
  env: Record<string, string> = {},
  prepare?: OwnServerOptions['prepare'],
): { server: FileServer; browser: FileBrowser; mail: FileMail } {
  let sink: SmtpSink | undefined;
  const started = (): SmtpSink => {
    if (!sink) throw new Error('The SMTP sink is not running: use it inside tests (it starts in beforeAll).');
    return sink;
  };
  // The sink's hooks first: it starts before the server and closes after it stops (afterAll runs in reverse).
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  const { server, browser } = useOwnServer({
    env: () => ({ ...env, SMTP_URL: started().url }),
    ...(prepare ? { prepare } : {}),
  });
  return {
    server,
    browser,
    mail: { proximaMensagem: () => started().proximaMensagem(), total: () => started().total() },
  };
}
