/**
 * The socket.io Redis adapter fires `publish` and `subscribe` without awaiting them: with Redis
 * down, each would be an unhandled rejection, which ends a Node process (and failed CI through
 * server/health.test.ts's "Redis does not answer" app). `comandosVigiados` gives them a handler.
 */
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { comandosVigiados } from './chat-socket';

const REDIS_AUSENTE = 'redis://127.0.0.1:1';
const clientes: Redis[] = [];

afterEach(() => {
  for (const c of clientes.splice(0)) c.disconnect();
});

describe('the adapter’s Redis commands with Redis down', () => {
  it('hands a fired-and-forgotten publish and subscribe to the failure handler; an awaited command still rejects', async () => {
    const cliente = new Redis(REDIS_AUSENTE, { connectTimeout: 200, maxRetriesPerRequest: 1 });
    cliente.on('error', () => undefined);
    clientes.push(cliente);
    const falhas: Error[] = [];
    const vigiado = comandosVigiados(cliente, (error) => falhas.push(error));

    void vigiado.publish('canal', 'mensagem');
    void vigiado.psubscribe('canal*');
    // Sent after them on the same queue, so it settles after them.
    await expect(vigiado.get('chave')).rejects.toThrow();

    expect(falhas).toHaveLength(2);
    expect(falhas.every((f) => f instanceof Error)).toBe(true);
    // The adapter takes a client without `pSubscribe` for ioredis (node-redis v4 has it).
    expect('pSubscribe' in vigiado).toBe(false);
  });
});
