/**
 * False on the server, while React hydrates and until the browser is first idle after the page's
 * load event (`requestIdleCallback`, at the latest 2 s after that event; a plain timer where the
 * browser has none: Safari); true afterwards. For work nobody waits for at first view (the chat's
 * socket): it stays off the main thread while the page hydrates and answers its first taps.
 */
import { useEffect, useState } from 'react';

/** The longest the idle callback waits once the page has loaded. */
export const IDLE_TIMEOUT_MS = 2000;

/** Calls `fn` once the browser is idle after the page's load event; returns what cancels it. */
export function whenIdle(fn: () => void): () => void {
  let cancel = (): void => {};
  const idle = (): void => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(fn, 0);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
