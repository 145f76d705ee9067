/**
 * Lets the browser run what waits (input, paint, a network answer) before the code after it:
 * the rest of a long start-up becomes a task of its own. `scheduler.yield()` where the browser has
 * it (its continuation goes before other tasks of the page), else a message to itself (a task
 * without `setTimeout`'s 4 ms clamp).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
