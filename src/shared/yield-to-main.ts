/**
 * Lets the browser run what waits (input, paint, a network answer) before the code after it:
 * the rest of a long start-up becomes a task of its own. `scheduler.yield()` where the browser has
 * it (its continuation goes before the page's other tasks), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
