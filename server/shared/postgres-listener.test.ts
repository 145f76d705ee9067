/**
 * The LISTEN that outlives its connection (postgres-listener.ts), on a real PostgreSQL (skipped
 * without DATABASE_URL; `.ci/run` sets it): a NOTIFY reaches it; when its backend is killed it
 * says so, reconnects by itself and hears the next NOTIFY; closed, it stops for good.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresListener } from './postgres-listener';

const DATABASE_URL = process.env.DATABASE_URL;
const CANAL = 'teste_ouvinte_postgres';

async function ate(condicao: () => boolean, ms = 10_000): Promise<void> {
  const fim = Date.now() + ms;
  while (!condicao()) {
    if (Date.now() > fim) throw new Error('tempo esgotado');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('PostgresListener', () => {
  it('refuses a channel that is not a plain identifier (it goes into LISTEN unquoted)', () => {
    const log = { warn: () => undefined };
    expect(
      () =>
        new PostgresListener({
          databaseUrl: 'postgres://x',
          canal: 'a; DROP TABLE x',
          log,
          mensagemQueda: '',
          aoNotificar: () => undefined,
        }),
    ).toThrow(/canal LISTEN inválido/);
  });

  describe.runIf(Boolean(DATABASE_URL))('on PostgreSQL', () => {
    const outro = new pg.Client({ connectionString: DATABASE_URL });
    afterAll(() => outro.end());

    it('hears NOTIFY, reconnects after its backend is killed, and stops when closed', async () => {
      await outro.connect();
      const ouvidos: (string | undefined)[] = [];
      const eventos: string[] = [];
      const avisos: string[] = [];
      const ouvinte = new PostgresListener({
        databaseUrl: DATABASE_URL!,
        canal: CANAL,
        log: { warn: (_obj, msg) => avisos.push(msg) },
        mensagemQueda: 'teste: conexão LISTEN perdida',
        aoNotificar: (p) => ouvidos.push(p),
        aoConectar: () => eventos.push('conectou'),
        aoCair: () => eventos.push('caiu'),
      });
      await ouvinte.iniciar();
      expect(ouvinte.ouvindo).toBe(true);
      expect(eventos).toEqual(['conectou']);

      await outro.query(`SELECT pg_notify($1, 'um')`, [CANAL]);
      await ate(() => ouvidos.includes('um'));

      // Kill the listening backend: the owner is told, the warning logged, and it listens again.
      const { rowCount } = await outro.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1`,
        [`LISTEN ${CANAL}`],
      );
      expect(rowCount).toBe(1);
      await ate(() => eventos.length >= 3);
      expect(eventos).toEqual(['conectou', 'caiu', 'conectou']);
      expect(avisos).toEqual(['teste: conexão LISTEN perdida']);
      expect(ouvinte.ouvindo).toBe(true);
      await outro.query(`SELECT pg_notify($1, 'dois')`, [CANAL]);
      await ate(() => ouvidos.includes('dois'));

      await ouvinte.fechar();
      expect(ouvinte.ouvindo).toBe(false);
      await outro.query(`SELECT pg_notify($1, 'tres')`, [CANAL]);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(ouvidos).toEqual(['um', 'dois']);
      expect(eventos).toEqual(['conectou', 'caiu', 'conectou']);
    });
  });
});
