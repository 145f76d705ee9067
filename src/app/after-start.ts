/**
 * What the browser starts once the app started, off the first view (one chunk, loaded by
 * `src/main.tsx`): the session check (spec section 4: a changed approval reloads to the supplier
 * root; it asks only for a logged-in visitor, on start, then on focus and visibility), and, only on
 * a page whose supplier measures (the server's `sf-ga4` meta), the analytics model (spec section 9
 * 'Tracking', docs/analytics.md), a chunk of its own that sends nothing without performance consent.
 */
import { allSettled, type Scope } from 'effector';
import { sessionCheckStarted } from '#engine/model/session-check';

export async function afterStart(scope: Scope): Promise<void> {
  const measuring = document.querySelector('meta[name="sf-ga4"]') !== null;
  await Promise.all([
    allSettled(sessionCheckStarted, { scope }),
    measuring ? import('#engine/model/analytics').then((m) => allSettled(m.analyticsStarted, { scope })) : undefined,
  ]);
}
