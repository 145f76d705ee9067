/**
 * The storefront shell of a resolved supplier: header and footer regions and the page (from the
 * supplier's layout document; the default layout when the document is bad), the cookie consent,
 * route reporting to the model.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { blockRegistry } from '../../blocks/registry';
import { HtmlRendererContext } from '../../blocks/shared/rich-text';
import type { HtmlRendererProps } from '../../blocks/shared/rich-text';
import { LayoutRegion } from '../../engine/layout/renderer';
import { routeChanged } from '../../engine/model/navigation';
import { $gateContext } from '../../engine/model/storefront';
import { CookieConsent, CookiePreferencesButton } from '../consent';
import { SafeHtml } from '../ui/safe-html';
import { setNavigate } from './navigation-bridge';
import { RouteErrorBoundary } from './route-error-boundary';
import { StatusScreen } from './status-screen';
import { useStoreLayout } from './store-layout';
import * as styles from './app.css';

function SafeHtmlRenderer({ html, className }: HtmlRendererProps) {
  return <SafeHtml html={html} className={className} />;
}

/** Reports every location change to the model (`routeChanged`) and lends the router's navigate. */
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
  const layout = useStoreLayout();
  const gate = useUnit($gateContext);
  const location = useLocation();
  const mainRef = useFocusOnNavigate(location.pathname);

  return (
    <HtmlRendererContext.Provider value={SafeHtmlRenderer}>
      <RouteReporter />
      <a href="#conteudo" className={styles.skipLink}>
        Ir para o conteúdo
      </a>
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
      <CookieConsent />
    </HtmlRendererContext.Provider>
  );
}
