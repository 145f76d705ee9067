// @vitest-environment node
import { allSettled, createEvent, createStore, fork, scopeBind } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, timerWaitFx } from './debounce';

afterEach(() => {
  vi.useRealTimers();
});

const typed = createEvent<string>();
const closed = createEvent();
const settled = debounce(typed, 500, closed);
const $fired = createStore<string[]>([]).on(settled, (list, value) => [...list, value]);

describe('debounce', () => {
  it('fires once, 500 ms after the last call, with its payload; a cancel drops the call waiting', async () => {
    const scope = fork();
    vi.useFakeTimers();
    const type = scopeBind(typed, { scope });
    type('c');
    await vi.advanceTimersByTimeAsync(300);
    type('ca');
    await vi.advanceTimersByTimeAsync(499);
    expect(scope.getState($fired)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($fired)).toEqual(['ca']);

    type('caf');
    scopeBind(closed, { scope })();
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState($fired)).toEqual(['ca']);
  });

  it('a scope whose wait answers false (the server render) fires nothing and holds nothing', async () => {
    const scope = fork({ handlers: [[timerWaitFx, () => false]] });
    vi.useFakeTimers();
    const settling = allSettled(typed, { scope, params: 'café' });
    expect(vi.getTimerCount()).toBe(0);
    await settling;
    expect(scope.getState($fired)).toEqual([]);
  });
});
