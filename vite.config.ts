import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The storefront bundle. `src/index.html` is the one HTML template: the server (server/web)
 * writes each supplier's page head into it and streams the server-rendered app into it. In
 * `npm run dev` Vite runs in middleware mode inside the server (scripts/dev.ts), which serves
 * the API, the pages (rendered with `ssrLoadModule`) and Vite's modules on one origin.
 */

/**
 * The path aliases of tsconfig.json `paths` (`#engine/*` → `./engine/*`), the one list, for Vite and
 * vitest (vitest.config.ts).
 */
export const pathAliases = Object.entries(
  (
    JSON.parse(readFileSync(new URL('./tsconfig.json', import.meta.url), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    }
  ).compilerOptions.paths,
).map(([key, [target]]) => ({
  find: new RegExp(`^${key.replace(/\*$/, '')}`),
  replacement: fileURLToPath(new URL(target!.replace(/\*$/, ''), import.meta.url)),
}));

/**
 * The third-party licence notice of the browser bundle: Vite's own `build.license` lists every
 * package a client chunk bundles (name, version, licence identifier and its LICENSE text), written
 * to dist/client, so the server answers it at /third-party-licenses.txt like robots.txt. A comment
 * in src/index.html's head names it (not a banner in the entry chunk: those bytes would count in the
 * first view's JavaScript budget; not `<link rel="license">`: that names the page content's licence).
 */
export const THIRD_PARTY_NOTICE = 'third-party-licenses.txt';

const sep = String.raw`[\\/]`;

/** A group of the modules under these paths (from the root) that two or more chunks import. */
function lazyGroup(name: string, paths: string[]) {
  return { name, test: new RegExp(paths.map((path) => `${sep}${path}`).join('|')), minShareCount: 2 };
}

/**
 * The lazily loaded code several page types share, in three chunks by domain, besides each page
 * type's own chunk. Left to itself Rolldown cuts shared code by the exact set of chunks that import
 * it: 56 of 83 chunks were under 2 kB gzipped, and a page type preloaded 12 to 28 of them (the
 * product 18, the cart 28), each a request Lighthouse's simulated mobile network waits on. With
 * these groups it preloads 4 to 14 (the product 5, the cart 11), for about the same bytes.
 * - `dialog`: Radix's dialog and what it imports (13 kB), with ui/dialog;
 * - `base`: the small pieces nearly every page type imports (the API links, effect helpers, the
 *   session, the page frame and form field, the page title, ui/lazy-dialog: left to the `cart`
 *   group, which imports it, it brought the cart's 12 kB to the age check of every visitor);
 * - `cart`: the cart's model, rules and UI, with the product's models (the product, the cart, the
 *   checkout, the quick order, lists and combos all add to the cart).
 * Measured with `npm run bench:lighthouse -- --baseline` against the same build without them
 * (docs/architecture.md, "A request, end to end"). A group takes the modules its own ones import
 * too (Rolldown's `includeDependenciesRecursively`, which keeps the order modules run in), so
 * `base` comes first: its pieces stay out of `cart`. An account group was tried and left out: the login flow, the
 * addresses and the checkout's delivery import each other, and the login page then loaded 50 kB.
 */
const LAZY_GROUPS = [
  {
    name: 'dialog',
    test: new RegExp(
      `node_modules${sep}(@radix-ui${sep}[^\\/]+|react-remove-scroll(-bar)?|use-callback-ref|use-sidecar|get-nonce|react-style-singleton|aria-hidden|tslib)${sep}|${sep}ui${sep}dialog${sep}`,
    ),
  },
  lazyGroup('base', [
    `engine${sep}(api|model${sep}(lib|session|analytics${sep}events))${sep}`,
    `ui${sep}(page|form-field|lazy-dialog)${sep}`,
    `features${sep}page-title${sep}`,
    `schemas${sep}page-type-layout\\.ts$`,
    `engine${sep}rules${sep}(page-type-title|session-answer|tax-id-format|phone)\\.ts$`,
  ]),
  lazyGroup('cart', [
    `engine${sep}model${sep}(cart|product|product-services)${sep}`,
    `features${sep}(cart${sep}|shopping-lists${sep}save-to-list)`,
    `ui${sep}quantity-stepper${sep}`,
    `engine${sep}rules${sep}(pricing|coupon|quantity-action|quick-order|product-code|quantity|price-display|money|free-shipping|offers|combo|order-ceiling|characteristics)\\.ts$`,
  ]),
];

export default defineConfig({
  root: 'src',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      ...pathAliases,
      // effector-react imports React 18's shim of useSyncExternalStore (CommonJS): React 19 has the
      // hook, so both shim entries resolve to one small ES module over it (first-view bytes).
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js|\/with-selector(?:\.js)?)?$/,
        replacement: fileURLToPath(new URL('./src/vendor/use-sync-external-store.ts', import.meta.url)),
      },
      // Leaflet's main entry is UMD: its CommonJS interop would put a shared runtime chunk in the
      // first view. Its own ES module build has the same API (the address map imports it lazily).
      { find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' },
      // React Router's package exports map every condition to its development build, whose only
      // difference is ENABLE_DEV_WARNINGS = true (the warnings' code and texts ship). Its production
      // build, in the same package, sets it false, so the warnings go at minification.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
    // Maps without the `sourceMappingURL` comment; scripts/build.ts moves them out of dist/client
    // (dist/sourcemaps): they are for reading an error report's stack trace, never served.
    sourcemap: 'hidden',
    target: 'es2022',
    // No modulepreload polyfill in the entry chunk: every browser of the es2022 target but Safari
    // before 17 supports <link rel="modulepreload">, and there the lazy chunks simply load when
    // imported (nothing breaks). Saves its bytes at first view.
    modulePreload: { polyfill: false },
    license: { fileName: THIRD_PARTY_NOTICE },
    rolldownOptions: {
      // Imported constants (the supplier tags of engine/rules/tags.ts, say) are written where they
      // are used: a lazy chunk that reads a tag then carries its text instead of importing it
      // from the entry chunk, which would have to export it (first-view bytes).
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      // No [PLUGIN_TIMINGS] warning: it reads like an error on a first `npm start` and asks the
      // reader for nothing (issue 35); `npm run build` prints one line per step instead.
      checks: { bundlerTimings: false },
      output: {
        // Everything the entry loads statically stays in ONE chunk: without this group, Rolldown
        // splits the modules a lazy screen shares with the entry into extra chunks the first view
        // then loads too (a few kB of gzip overhead), e.g. once the login screens import the model.
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'] }, ...LAZY_GROUPS],
        },
        // Lazy chunks and their CSS are named by their hash alone: the entry lists every lazy
        // chunk's file (its import() and the preload map), so a name prefix costs first-view
        // bytes (about 0.3 kB gzipped for 35 files), and so does each character of a hash (random
        // text does not compress: 7 characters instead of 8 saved 0.13 kB for 84 files, measured;
        // Rolldown asks for 7 at this many chunks). The server finds them through the manifest (by
        // source path), and the source maps keep the names.
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
      },
    },
  },
});
