/**
 * What the browser starts once the app started, off the first view (one chunk, loaded by
 * `src/main.tsx`): the session check (spec section 4: a changed approval reloads to the supplier
 * root; it asks only for a logged-in visitor, on start, then on focus and visibility), and, only on
 * a page whose supplier measures (the server's `sf-ga4` meta), the analytics model (spec section 9
 * 'Tracking', docs/analytics.md), a chunk of its own that sends nothing without performance consent;
 * the click listener of the banners' action links; and the logout a list's answer may ask for (spec 8.33).
 */
import { allSettled, type Scope } from 'effector';
import { sessionCheckStarted } from '#engine/model/session-check';

/** The router follows a path pushed here as it follows the back button (BrowserRouter listens to popstate). */
function navigateInBrowser(to: string): void {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * Banner action links (`acao:{idacao}`, rendered by blocks/carousel with `data-acao`): one click
 * listener for the page; the action's chunk (#engine/model/link-action) loads on the first click.
 */
function listenForLinkActions(scope: Scope): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-acao]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    const idacao = Number(link.dataset.acao);
    void import('#engine/model/link-action').then((m) => m.runLinkAction(scope, idacao, navigateInBrowser));
  });
}

export async function afterStart(scope: Scope): Promise<void> {
  listenForLinkActions(scope);
  const measuring = document.querySelector('meta[name="sf-ga4"]') !== null;
  await Promise.all([
    allSettled(sessionCheckStarted, { scope }),
    measuring ? import('#engine/model/analytics').then((m) => allSettled(m.analyticsStarted, { scope })) : undefined,
  ]);
}
