import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase, type TestDatabase } from '../testing/test-app';
import { lerArgumentos, listarOutbox } from './outbox';

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('npm run outbox', () => {
  it('reads its arguments', () => {
    expect(lerArgumentos([])).toEqual({ quantidade: 5, html: false });
    expect(lerArgumentos(['2', '--html'])).toEqual({ quantidade: 2, html: true });
    expect(lerArgumentos(['0'])).toBeNull();
    expect(lerArgumentos(['--x'])).toBeNull();
  });

  it('prints the latest messages, newest first, with their text part', async () => {
    expect(await listarOutbox(database.db, { quantidade: 5, html: false })).toBe('A caixa de saída está vazia.\n');
    for (const n of [1, 2, 3]) {
      await database.db
        .insertInto('outbox_email')
        .values({
          para: `p${n}@exemplo.com.br`,
          assunto: `Assunto ${n}`,
          texto: `Texto ${n}: http://localhost/aurora/x`,
          html: `<p>${n}</p>`,
        })
        .execute();
    }
    const saida = await listarOutbox(database.db, { quantidade: 2, html: false });
    expect(saida).toContain('Para: p3@exemplo.com.br');
    expect(saida).toContain('Texto 3: http://localhost/aurora/x');
    expect(saida).toContain('Para: p2@exemplo.com.br');
    expect(saida).not.toContain('p1@');
    expect(saida.indexOf('p3@')).toBeLessThan(saida.indexOf('p2@'));
    expect(await listarOutbox(database.db, { quantidade: 1, html: true })).toContain('<p>3</p>');
  });
});
