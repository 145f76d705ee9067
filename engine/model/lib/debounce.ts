/**
 * A scope-safe debounce for effector events: the result fires `ms` after the last call of
 * `clock` (with its payload), unless `cancel` fired since that call. Timers are effects, so
 * `allSettled` waits for them.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Event, EventCallable } from 'effector';

export function debounce<T>(
  clock: Event<T> | EventCallable<T>,
  ms: number,
  cancel?: Event<unknown> | EventCallable<unknown>,
): Event<T> {
  const settled = createEvent<T>();
  const $seq = createStore(0, { serialize: 'ignore' });
  const waitFx = createEffect(
    (call: { seq: number; value: T }) =>
      new Promise<{ seq: number; value: T }>((resolve) => {
        setTimeout(() => resolve(call), ms);
      }),
  );
  const called = sample({ clock, source: $seq, fn: (seq, value) => ({ seq: seq + 1, value }) });
  $seq.on(called, (_, { seq }) => seq);
  // A cancel outdates the call that is waiting, as a newer call would.
  if (cancel) $seq.on(cancel, (seq) => seq + 1);
  sample({ clock: called, target: waitFx });
  sample({
    clock: waitFx.doneData,
    source: $seq,
    filter: (seq, done) => seq === done.seq,
    fn: (_, done) => done.value,
    target: settled,
  });
  return settled;
}
