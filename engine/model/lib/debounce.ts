/**
 * A scope-safe debounce for effector events: the result fires `ms` after the last call of
 * `clock` (with its payload). Timers are effects, so `allSettled` waits for them.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Event, EventCallable } from 'effector';

export function debounce<T>(clock: Event<T> | EventCallable<T>, ms: number): Event<T> {
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
