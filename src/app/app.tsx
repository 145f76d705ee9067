/**
 * The app: effector scope, the supplier's theme at runtime, start-up states, and the router. The
 * same tree renders on the server (src/entry-server.tsx, with a StaticRouter) and hydrates in the
 * browser (src/main.tsx, with the BrowserRouter): nothing here reads `window` during render.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
import { $statusFornecedor } from '../../engine/model/supplier';
import { $tema } from '../../engine/model/theme';
import { supplierColourVars } from '../../themes/supplier-theme';
import { LayoutPage } from '../pages/layout-page';
import { LATER_PAGES, ROUTE_PATHS } from '../../engine/rules/storefront-routes';
import { stripCommercePrefix } from '../../engine/rules/storefront-path';
import { lazyWithReload } from './lazy-with-reload';
import { StatusScreen } from '../../ui/status-screen';
import { StorefrontShell } from './storefront-shell';
import * as styles from './app.css';

const ProductPage = lazyWithReload(() => import('../pages/product-page'));
const LoginPage = lazyWithReload(() => import('../pages/login/login-page'));
const RedefinirSenhaPage = lazyWithReload(() => import('../pages/redefinir-senha-page'));
const CartPage = lazyWithReload(() => import('../pages/cart/cart-page'));
// The account area (its page, coupons, addresses and the client choice): one chunk.
const loadAccountPages = () => import('../pages/account/pages');
const AccountPage = lazyWithReload<object>(() => loadAccountPages().then((m) => ({ default: m.AccountPage })));
const CouponsPage = lazyWithReload<object>(() => loadAccountPages().then((m) => ({ default: m.CouponsPage })));
const AddressesPage = lazyWithReload<object>(() => loadAccountPages().then((m) => ({ default: m.AddressesPage })));
const QuickOrderPage = lazyWithReload(() => import('../pages/quick-order/quick-order-page'));
// 'Em breve', 'Página não encontrada', 429 and the static pages: one chunk, off the home page's first view.
const loadStatusPages = () => import('../pages/status-pages');
const EmBrevePage = lazyWithReload<{ titulo: string }>(() => loadStatusPages().then((m) => ({ default: m.EmBrevePage })));
const NotFoundPage = lazyWithReload<object>(() => loadStatusPages().then((m) => ({ default: m.NotFoundPage })));
const TooManyRequestsPage = lazyWithReload<object>(() => loadStatusPages().then((m) => ({ default: m.TooManyRequestsPage })));
// A supplier's static page shares that chunk (one import in the entry instead of two).
const StaticPage = lazyWithReload<object>(() => loadStatusPages().then((m) => ({ default: m.StaticPage })));

/** A lazily loaded page in its own Suspense boundary, with the status screen while its chunk loads. */
function LazyRoute({ carregando = 'Carregando…', children }: { carregando?: string; children: ReactNode }) {
  return <Suspense fallback={<StatusScreen titulo={carregando} carregando />}>{children}</Suspense>;
}
const LoginTokenErrorPage = lazyWithReload<object>(() => loadStatusPages().then((m) => ({ default: m.LoginTokenErrorPage })));
const TrocarClientePage = lazyWithReload<object>(() => loadAccountPages().then((m) => ({ default: m.TrocarClientePage })));

/** The lazy page of each route (the shell's own pages, home, category and search, are in the entry). */
const PAGINAS_PREGUICOSAS: readonly (readonly [readonly string[], { preload(): Promise<void> }])[] = [
  [[ROUTE_PATHS.produto], ProductPage],
  [ROUTE_PATHS.minhaConta, AccountPage],
  [[ROUTE_PATHS.trocarCliente], TrocarClientePage],
  [[ROUTE_PATHS.carrinho], CartPage],
  [[ROUTE_PATHS.cupons], CouponsPage],
  [[ROUTE_PATHS.enderecos], AddressesPage],
  [[ROUTE_PATHS.pedidoRapido], QuickOrderPage],
  [[ROUTE_PATHS.login], LoginPage],
  [[ROUTE_PATHS.redefinirSenha], RedefinirSenhaPage],
  [[ROUTE_PATHS.pagina], StaticPage],
  [[ROUTE_PATHS.tooManyRequests], TooManyRequestsPage],
  [[ROUTE_PATHS.erroLoginToken], LoginTokenErrorPage],
  [LATER_PAGES.map((p) => p.path), EmBrevePage],
];
const PAGINAS_DA_ENTRADA = [ROUTE_PATHS.home, ROUTE_PATHS.categoria, ROUTE_PATHS.busca];

/**
 * Loads the lazy page of a path before the server's HTML is hydrated (src/main.tsx), so that the
 * page hydrates with the shell: `data-app-pronto` then means the whole page answers clicks. Any
 * other path inside a shop is the not-found page.
 */
export function precarregarPagina(pathname: string): Promise<void> {
  const resto = `/${stripCommercePrefix(pathname).split('/').filter(Boolean).slice(1).join('/')}`;
  const casa = (padrao: string) => matchPath({ path: `/${padrao}`, end: true }, resto) !== null;
  if (PAGINAS_DA_ENTRADA.some(casa)) return Promise.resolve();
  const pagina = PAGINAS_PREGUICOSAS.find(([padroes]) => padroes.some(casa))?.[1] ?? NotFoundPage;
  return pagina.preload();
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

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTE_PATHS.fornecedor} element={<StorefrontShell />}>
        <Route index element={<LayoutPage page="home" />} />
        <Route path={ROUTE_PATHS.categoria} element={<LayoutPage page="categoria" />} />
        <Route path={ROUTE_PATHS.busca} element={<LayoutPage page="busca" />} />
        <Route
          path={ROUTE_PATHS.produto}
          element={
            <LazyRoute carregando="Carregando produto…">
              <ProductPage />
            </LazyRoute>
          }
        />
        <Route
          path={ROUTE_PATHS.tooManyRequests}
          element={
            <LazyRoute>
              <TooManyRequestsPage />
            </LazyRoute>
          }
        />
        <Route
          path={ROUTE_PATHS.erroLoginToken}
          element={
            <LazyRoute>
              <LoginTokenErrorPage />
            </LazyRoute>
          }
        />
        <Route
          path={ROUTE_PATHS.redefinirSenha}
          element={
            <LazyRoute>
              <RedefinirSenhaPage />
            </LazyRoute>
          }
        />
        <Route
          path={ROUTE_PATHS.login}
          element={
            <LazyRoute>
              <LoginPage />
            </LazyRoute>
          }
        />
        {ROUTE_PATHS.minhaConta.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <LazyRoute carregando="Carregando sua conta…">
                <AccountPage />
              </LazyRoute>
            }
          />
        ))}
        <Route
          path={ROUTE_PATHS.carrinho}
          element={
            <LazyRoute carregando="Carregando o carrinho…">
              <CartPage />
            </LazyRoute>
          }
        />
        <Route
          path={ROUTE_PATHS.cupons}
          element={
            <LazyRoute carregando="Carregando seus cupons…">
              <CouponsPage />
            </LazyRoute>
          }
        />
        <Route
          path={ROUTE_PATHS.enderecos}
          element={
            <LazyRoute carregando="Carregando seus endereços…">
              <AddressesPage />
            </LazyRoute>
          }
        />
        <Route
          path={ROUTE_PATHS.pedidoRapido}
          element={
            <LazyRoute>
              <QuickOrderPage />
            </LazyRoute>
          }
        />
        <Route
          path={ROUTE_PATHS.pagina}
          element={
            <LazyRoute>
              <StaticPage />
            </LazyRoute>
          }
        />
        <Route
          path={ROUTE_PATHS.trocarCliente}
          element={
            <LazyRoute carregando="Carregando clientes…">
              <TrocarClientePage />
            </LazyRoute>
          }
        />
        {LATER_PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <LazyRoute>
                <EmBrevePage titulo={page.titulo} />
              </LazyRoute>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <LazyRoute>
              <NotFoundPage />
            </LazyRoute>
          }
        />
      </Route>
      <Route
        path="*"
        element={
          <LazyRoute>
            <NotFoundPage />
          </LazyRoute>
        }
      />
    </Routes>
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
        <StatusScreen titulo="Loja não encontrada" texto="Não encontramos nenhuma loja neste endereço. Confira o link que você recebeu." />
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
