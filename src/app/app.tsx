/**
 * The app: effector scope, the supplier's theme at runtime, start-up states, and the router. The
 * same tree renders on the server (src/entry-server.tsx, with a StaticRouter) and hydrates in the
 * browser (src/main.tsx, with the BrowserRouter): nothing here reads `window` during render.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
import { $statusFornecedor } from '#engine/model/supplier';
import { $tema } from '#engine/model/theme';
import { supplierColourVars } from '#themes/supplier-theme';
import { PAGE_TYPES } from '#schemas/page-types';
import { LayoutPage } from './layout-page';
import {
  ENTRY_PAGE_TYPES,
  LAZY_PAGES,
  lazyPageOf,
  NOT_FOUND_PAGE,
  SUPPLIER_ROUTE,
  type LazyPage,
} from '#engine/rules/storefront-routes';
import { stripCommercePrefix } from '#engine/rules/storefront-path';
import { lazyWithReload, type PreloadableLazy } from '../shared/lazy-with-reload';
import { PAGE_CHUNKS } from '../shared/page-chunks';
import { StatusScreen } from '#ui/status-screen';
import { StorefrontShell } from './storefront-shell';
import * as styles from './app.css';

/** The system pages' modules, by the name LAZY_PAGES gives them (the Vite manifest's key). */
const MODULOS: Record<string, () => Promise<Record<string, unknown>>> = {
  // 'Em breve', 'Página não encontrada', 429 and the login-token error: one chunk, off the first view.
  'pages/status-pages.tsx': () => import('../pages/status-pages'),
  'app/back-office.tsx': () => import('./back-office'),
};

type Pagina = PreloadableLazy<{ titulo?: string | undefined }>;
const paginas = new Map<LazyPage, Pagina>();

/** The lazy component of a page of LAZY_PAGES (made once per page, so React keeps it across renders). */
function paginaDe(page: LazyPage): Pagina {
  let pagina = paginas.get(page);
  if (!pagina) {
    const { modulo, exportacao = 'default', pageType, chunk } = page;
    pagina = lazyWithReload(() =>
      pageType && chunk
        ? PAGE_CHUNKS[chunk]().then(async (loaded) => {
            await loaded.prepare?.(pageType);
            return {
              default: function PageTypeRoute() {
                return <LayoutPage page={pageType} chunk={loaded} />;
              },
            };
          })
        : MODULOS[modulo]!().then((m) => ({
            default: m[exportacao] as ComponentType<{ titulo?: string | undefined }>,
          })),
    );
    paginas.set(page, pagina);
  }
  return pagina;
}

/** A lazily loaded page in its own Suspense boundary, with the status screen while its chunk loads. */
function LazyRoute({ page }: { page: LazyPage }) {
  const Pagina = paginaDe(page);
  return (
    <Suspense fallback={<StatusScreen titulo={page.carregando ?? 'Carregando…'} carregando />}>
      <Pagina titulo={page.titulo} />
    </Suspense>
  );
}

/** The shell's routes, from the route table: the first view's page types in the entry, every other page LAZY_PAGES'. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={SUPPLIER_ROUTE} element={<StorefrontShell />}>
        {ENTRY_PAGE_TYPES.flatMap((page) =>
          PAGE_TYPES[page].paths.map((path) =>
            path === '' ? (
              <Route key={page} index element={<LayoutPage page={page} />} />
            ) : (
              <Route key={path} path={path} element={<LayoutPage page={page} />} />
            ),
          ),
        )}
        {LAZY_PAGES.flatMap((page) =>
          page.paths.map((path) => <Route key={path} path={path} element={<LazyRoute page={page} />} />),
        )}
        <Route path="*" element={<LazyRoute page={NOT_FOUND_PAGE} />} />
      </Route>
      <Route path="*" element={<LazyRoute page={NOT_FOUND_PAGE} />} />
    </Routes>
  );
}

/**
 * Loads the lazy page of a path before the server's HTML is hydrated (src/main.tsx), so that the
 * page hydrates with the shell: `data-app-pronto` then means the whole page answers clicks. Any
 * other path inside a shop is the not-found page.
 */
export function precarregarPagina(pathname: string): Promise<void> {
  const resto = `/${stripCommercePrefix(pathname).split('/').filter(Boolean).slice(1).join('/')}`;
  const pagina = lazyPageOf((padrao) => matchPath({ path: `/${padrao}`, end: true }, resto) !== null);
  return pagina ? paginaDe(pagina).preload() : Promise.resolve();
}

/**
 * Applies the supplier's colours to the contract variables (no theme is built per supplier). They
 * are set on the document element, not on a wrapper, so that what React renders into portals
 * (dialogs, toasts) wears the supplier's colours too.
 */
function ThemedRoot({ children }: { children: ReactNode }) {
  const tema = useUnit($tema);
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    const entries = Object.entries(assignInlineVars(supplierColourVars(tema)));
    for (const [name, value] of entries) style.setProperty(name, String(value));
    return () => {
      for (const [name] of entries) style.removeProperty(name);
    };
  }, [tema]);
  // The same variables inline on the wrapper: the server-rendered page wears the supplier's colours
  // before any script runs (the effect above only reaches portals, after hydration).
  return (
    <div className={styles.root} style={assignInlineVars(supplierColourVars(tema))}>
      {children}
    </div>
  );
}

/** Wraps the routes in a router: the BrowserRouter in the browser, a StaticRouter on the server. */
export type RouterFrame = (routes: ReactNode) => ReactNode;

const browserRouter: RouterFrame = (routes) => <BrowserRouter>{routes}</BrowserRouter>;

function StartGate({ router }: { router: RouterFrame }) {
  const status = useUnit($statusFornecedor);
  switch (status) {
    case 'pronto':
      return router(<AppRoutes />);
    case 'sem-fornecedor':
      return (
        <StatusScreen
          titulo="Loja não encontrada"
          texto="Não encontramos nenhuma loja neste endereço. Confira o link que você recebeu."
        />
      );
    case 'redirecionando':
      return <StatusScreen titulo="Redirecionando…" carregando />;
    default:
      // Still resolving (only without server rendering): nothing, rather than a full-screen
      // placeholder that the shell would then push away (a layout shift).
      return null;
  }
}

/** Marks the page as live (`<html data-app-pronto>`) once React has rendered or hydrated it. */
export const APP_READY_ATTRIBUTE = 'data-app-pronto';

function ReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
}

export function App({ scope, router = browserRouter }: { scope: Scope; router?: RouterFrame }) {
  return (
    <Provider value={scope}>
      <ThemedRoot>
        <ReadyMark />
        <StartGate router={router} />
      </ThemedRoot>
    </Provider>
  );
}
