/**
 * False on the server, while React hydrates and until the browser is first idle after the page's
 * load event (`requestIdleCallback`, at the latest 2 s after that event; a plain timer where the
 * browser has none: Safari), or once a tap needs that work at once (`idleNow`); true afterwards.
 * For work nobody waits for at first view (the chat's socket): it stays off the main thread while
 * the page hydrates and answers its first taps.
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

let now = false;
const waiting = new Set<() => void>();

/**
 * A tap needs the deferred work at once (the order's 'Conversar sobre este pedido' before the chat
 * has loaded): every `useIdle` of the page turns true now (the header's chat window with it).
 */
export function idleNow(): void {
  if (now) return;
  now = true;
  for (const wake of [...waiting]) wake();
}

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const wake = (): void => setIdle(true);
    if (now) {
      wake();
      return undefined;
    }
    waiting.add(wake);
    const cancel = whenIdle(wake);
    return () => {
      waiting.delete(wake);
      cancel();
    };
  }, []);
  return idle;
}
