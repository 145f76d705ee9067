import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redisAnswers } from '../testing/redis';
import { createAttemptCounter, type AttemptCounter } from './attempt-counter';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisNoAr = await redisAnswers(REDIS_URL);

async function comportamento(novo: () => AttemptCounter) {
  const a = novo();
  const b = novo(); // another process sharing the store (Redis), or the same memory
  const chave = `teste:${randomBytes(6).toString('hex')}`;
  try {
    for (let i = 0; i < 3; i++) {
      expect(await a.bloqueadoPor(chave)).toBe(0);
      await (i % 2 === 0 ? a : b).registrarFalha(chave);
    }
    expect(await a.bloqueadoPor(chave)).toBeGreaterThan(0);
    await a.limpar(chave);
    expect(await a.bloqueadoPor(chave)).toBe(0);
  } finally {
    await a.fechar();
    if (b !== a) await b.fechar();
  }
}

describe('failed-attempt counter', () => {
  it('in memory: blocks after max failures, a success clears', async () => {
    const c = createAttemptCounter({ nome: 't', max: 3, janelaMs: 60_000 });
    await comportamento(() => c);
  });

  it.skipIf(!redisNoAr)('in Redis: two processes share one count', async () => {
    await comportamento(() => createAttemptCounter({ nome: 't', max: 3, janelaMs: 60_000, redisUrl: REDIS_URL }));
  });

  it('passes attempts when Redis is down (as the rate limits do)', async () => {
    const motivos: string[] = [];
    const c = createAttemptCounter({
      nome: 't',
      max: 1,
      janelaMs: 60_000,
      redisUrl: 'redis://127.0.0.1:1',
      aoFalhar: (m) => motivos.push(m),
    });
    await c.registrarFalha('x');
    await c.registrarFalha('x');
    expect(await c.bloqueadoPor('x')).toBe(0);
    await c.fechar();
    expect(motivos.length).toBeGreaterThan(0);
  });
});
