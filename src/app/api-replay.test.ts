// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { readStorefrontState, recordingFetch, replayFetch, replayKey, type RecordedResponse } from './api-replay';

describe('the first view API answers, recorded on the server and replayed in the browser', () => {
  it('records GET answers by path and query, and replays each once before going to the network', async () => {
    const recorded: RecordedResponse[] = [];
    const server = vi.fn(async (request: Request) =>
      Response.json({ url: new URL(request.url).pathname }, { status: 200 }),
    );
    const record = recordingFetch(server as unknown as typeof fetch, recorded);
    await record('http://loja.test/api/v2/a?x=1');
    await record(new Request('http://loja.test/api/v2/b', { method: 'POST', body: '{}' }));
    expect(recorded.map((r) => r.key)).toEqual(['/api/v2/a?x=1']);
    expect(recorded[0]?.contentType).toMatch(/json/);

    const network = vi.fn(async () => new Response('rede'));
    const replay = replayFetch(readStorefrontState(JSON.stringify({ version: 1, responses: recorded }))!, network);
    const first = await replay('http://outra-origem.test/api/v2/a?x=1');
    expect(await first.json()).toEqual({ url: '/api/v2/a' });
    expect(network).not.toHaveBeenCalled();
    // The same request again (a later reload of that list) goes to the network.
    expect(await (await replay('http://loja.test/api/v2/a?x=1')).text()).toBe('rede');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('keeps a 204 without a body and reads no state from a page that has none', async () => {
    const replay = replayFetch(
      { version: 1, responses: [{ key: '/x', status: 204, contentType: null, body: '' }] },
      fetch,
    );
    expect((await replay('http://a.test/x')).status).toBe(204);
    expect(readStorefrontState(undefined)).toBeNull();
    expect(replayKey('http://a.test/p?q=1')).toBe('/p?q=1');
  });

  it('answers a replayed request in a task of its own, so a start-up of many answers is many short tasks', async () => {
    const replay = replayFetch(
      { version: 1, responses: [{ key: '/x', status: 200, contentType: null, body: 'a' }] },
      fetch,
    );
    let answered = false;
    const answer = replay('http://a.test/x').then(() => {
      answered = true;
    });
    // Everything queued in the current task (its microtasks) runs before the answer arrives.
    for (let i = 0; i < 100; i += 1) await Promise.resolve();
    expect(answered).toBe(false);
    await answer;
    expect(answered).toBe(true);
  });
});
