/**
 * False while React renders on the server and while it hydrates that HTML, true afterwards. State
 * the server cannot know (the cart kept in the browser's storage) is shown only once this is true,
 * so hydration adopts the server's HTML unchanged and the browser's state follows in the next render.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
