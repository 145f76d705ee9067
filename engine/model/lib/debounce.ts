/**
 * A scope-safe debounce for effector events: the result fires `ms` after the last call of
 * `clock` (with its payload), unless `cancel` fired since that call. Timers are effects, so
 * `allSettled` waits for them.
 *
 * Every debounce waits through one effect, `timerWaitFx`, so that a scope may replace it: the
 * server render answers it at once with `false` (src/entry-server.tsx), so nothing debounced fires
 * there and no timer holds the page. A render only reads; the edits a debounce gathers (a cart's
 * save, a refresh after a change, a search typed) happen in the browser.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { Event, EventCallable } from 'effector';

/** Waits `ms`, then resolves `true`; `false`: the wait is dropped (the call never fires). */
export const timerWaitFx = createEffect(
  (ms: number) =>
    new Promise<boolean>((resolve) => {
      setTimeout(() => resolve(true), ms);
    }),
);

export function debounce<T>(
  clock: Event<T> | EventCallable<T>,
  ms: number,
  cancel?: Event<unknown> | EventCallable<unknown>,
): Event<T> {
  const settled = createEvent<T>();
  const $seq = createStore(0, { serialize: 'ignore' });
  const waitFx = attach({ effect: timerWaitFx, mapParams: (_: { seq: number; value: T }) => ms });
  const called = sample({ clock, source: $seq, fn: (seq, value) => ({ seq: seq + 1, value }) });
  $seq.on(called, (_, { seq }) => seq);
  // A cancel outdates the call that is waiting, as a newer call would.
  if (cancel) $seq.on(cancel, (seq) => seq + 1);
  sample({ clock: called, target: waitFx });
  sample({
    clock: waitFx.done,
    source: $seq,
    filter: (seq, { params, result }) => result && seq === params.seq,
    fn: (_, { params }) => params.value,
    target: settled,
  });
  return settled;
}
