/** The app: effector scope, the supplier's theme at runtime, start-up states, and the router. */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { Suspense, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { $statusFornecedor, $tema } from '../../engine/model/supplier';
import { supplierColourVars } from '../../themes/supplier-theme';
import { LayoutPage } from '../pages/layout-page';
import { EmBrevePage, NotFoundPage, TooManyRequestsPage } from '../pages/status-pages';
import { LATER_PAGES, ROUTE_PATHS } from '../routes';
import { lazyWithReload } from './lazy-with-reload';
import { StatusScreen } from './status-screen';
import { StorefrontShell } from './storefront-shell';
import * as styles from './app.css';

const ProductPage = lazyWithReload(() => import('../pages/product-page'));

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
  return <div className={styles.root}>{children}</div>;
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
            <Suspense fallback={<StatusScreen titulo="Carregando produto…" carregando />}>
              <ProductPage />
            </Suspense>
          }
        />
        <Route path={ROUTE_PATHS.tooManyRequests} element={<TooManyRequestsPage />} />
        {LATER_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<EmBrevePage titulo={page.titulo} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function StartGate() {
  const status = useUnit($statusFornecedor);
  switch (status) {
    case 'pronto':
      return (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      );
    case 'sem-fornecedor':
      return (
        <StatusScreen titulo="Loja não encontrada" texto="Não encontramos nenhuma loja neste endereço. Confira o link que você recebeu." />
      );
    case 'redirecionando':
      return <StatusScreen titulo="Redirecionando…" carregando />;
    default:
      return <StatusScreen titulo="Carregando loja…" carregando />;
  }
}

export function App({ scope }: { scope: Scope }) {
  return (
    <Provider value={scope}>
      <ThemedRoot>
        <StartGate />
      </ThemedRoot>
    </Provider>
  );
}
