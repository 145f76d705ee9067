/**
 * Vitest setup of the unit project (vitest.config.ts): Testing Library's waits (`findBy…`,
 * `waitFor`) give up after 10 s instead of 1 s. A component or the whole app rendered in happy-dom
 * beside the browser stream of `npm test` (two cores shared with Chromium and a server) can take a
 * few seconds to show what a test waits for; 10 s stays well inside the project's 30 s test
 * timeout, so a wait that fails says what it was waiting for (the query and the DOM) instead of
 * "Test timed out". Files in the node environment (no DOM) do not load Testing Library for it.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
