/**
 * The storefront shell of a resolved supplier: header and footer regions and the page (from the
 * model's `$layout`: the supplier's layout document, or the default one when it is bad), the
 * cookie consent, and the router's navigations reported to the model.
 */
import { useUnit } from 'effector-react';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { blockRegistry } from '#blocks/registry';
import { LayoutRegion } from '#engine/layout/renderer';
import { $loginOpen } from '#engine/model/login';
import { routeChanged } from '#engine/model/navigation';
import { $gateContext, $layout } from '#engine/model/storefront';
import { CookieConsent, CookiePreferencesButton } from '../consent';
import { EntryChecks } from './entry-checks';
import { setNavigate } from './navigation-bridge';
import { lazyWithReload } from '../shared/lazy-with-reload';
import { RouteErrorBoundary } from './route-error-boundary';
import { StatusScreen } from '#ui/status-screen';
import * as styles from './app.css';

/**
 * Reports the router's location to the model (`routeChanged`; the model took the entry URL at
 * start, so an unchanged route is a no-op) and lends the router's navigate to the 429 middleware.
 */
function RouteReporter() {
  const location = useLocation();
  const navigate = useNavigate();
  const onRoute = useUnit(routeChanged);
  useEffect(() => {
    onRoute({ pathname: location.pathname, search: location.search });
  }, [location.pathname, location.search, onRoute]);
  useEffect(() => {
    setNavigate((path) => navigate(path));
  }, [navigate]);
  return null;
}

const LoginModal = lazyWithReload(() => import('../pages/login/login-modal'));

/** The login modal, loaded the first time it opens (the header's 'Entrar', an expired session). */
function LoginModalHost() {
  const open = useUnit($loginOpen);
  return open ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

/** Moves focus to the main content after client-side navigation (not on first load). */
function useFocusOnNavigate(pathname: string) {
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return ref;
}

export function StorefrontShell() {
  const [layout, gate] = useUnit([$layout, $gateContext]);
  const location = useLocation();
  const mainRef = useFocusOnNavigate(location.pathname);

  return (
    <>
      <RouteReporter />
      <a href="#conteudo" className={styles.skipLink}>
        Ir para o conteúdo
      </a>
      {/* First in the reading order after the skip link (issue 34 item 4): fixed at the bottom of
          the screen, it was after the footer, 143 Tab presses away on a phone. */}
      <CookieConsent />
      {layout ? <LayoutRegion nodes={layout.regions.header} registry={blockRegistry} context={gate} /> : null}
      <main id="conteudo" ref={mainRef} className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary resetKey={location.pathname}>
          {layout ? <Outlet context={layout} /> : <StatusScreen titulo="Carregando loja…" carregando />}
        </RouteErrorBoundary>
      </main>
      {layout ? <LayoutRegion nodes={layout.regions.footer} registry={blockRegistry} context={gate} /> : null}
      <div className={styles.cookieBar}>
        <CookiePreferencesButton />
      </div>
      <LoginModalHost />
      <EntryChecks />
    </>
  );
}
