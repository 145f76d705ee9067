import { Migrator, sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './connect';
import { migrations } from './migrations/index';
import { joinMigrations } from './migrations/join';
import { openEmptyTestDatabase } from '../testing/test-database';

/** The migrations every live database has run, by name and in order: this history never changes. */
const SHIPPED = [
  '0001-init',
  '0002-slugs-reservados-saude',
  '0003-catalogo-desempenho',
  '0004-contas-sessoes',
  '0005-email-recuperacao-senha',
  '0006-termos-uso',
  '0007-chaves-api',
  '0008-codigos-handover',
  '0009-usuarios-vinculados',
  '0012-carrinhos',
  '0013-carrinho-bloqueios',
  '0014-busca',
  '0015-cupons',
  '0016-tags-pesquisa',
  '0017-alertas-disponibilidade',
  '0019-tipos-assinatura',
  '0020-enderecos',
  '0021-paginas-estaticas',
  '0022-entrega-pagamento',
  '0024-pedidos',
  '0025-areas-atendimento',
  '0026-pagamentos',
  '0027-caracteristicas-instrucoes',
  '0029-pedido-estoque-baixado',
  '0030-pedido-danfe',
  '0031-estudio-versoes',
  '0032-produto-imagem-enviada',
  '0035-slug-reservado-schemas',
  '0036-sessoes-notify',
];

const empty: Migration = { up: async () => undefined };

describe('the migration list (server/db/migrations/index.ts)', () => {
  it('starts with the shipped history, unchanged in names and order', () => {
    expect(Object.keys(migrations).slice(0, SHIPPED.length)).toEqual(SHIPPED);
  });

  it('is in name order, the order Kysely runs it in', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
  });
});

describe('joinMigrations: the modules’ migrations join the list', () => {
  const base = { '0001-init': empty, '0036-sessoes-notify': empty };

  it('places a module’s migrations in the single sequence, by name', () => {
    const list = joinMigrations(base, {
      pedidos: { '0038-pedidos-nota': empty },
      carrinho: { '0037-carrinho-validade': empty },
    });
    expect(Object.keys(list)).toEqual([
      '0001-init',
      '0036-sessoes-notify',
      '0037-carrinho-validade',
      '0038-pedidos-nota',
    ]);
  });

  it('refuses two migrations with one number (two modules taking the next number at once)', () => {
    expect(() =>
      joinMigrations(base, { pedidos: { '0037-pedidos-nota': empty }, carrinho: { '0037-carrinho-validade': empty } }),
    ).toThrow('migrações "0037-pedidos-nota" e "0037-carrinho-validade" (carrinho) usam o mesmo número 0037');
    expect(() => joinMigrations(base, { sessao: { '0036-sessoes-outra': empty } })).toThrow('mesmo número 0036');
  });

  it('refuses a name outside NNNN-words', () => {
    expect(() => joinMigrations(base, { pedidos: { 'pedidos-nota': empty } })).toThrow(
      'migração "pedidos-nota" (pedidos): o nome deve ser NNNN-descricao-em-minusculas',
    );
    expect(() => joinMigrations(base, { pedidos: { '0037_Nota': empty } })).toThrow('NNNN-descricao-em-minusculas');
  });
});

function suite(kind: string, open: () => Promise<OpenedDatabase>): void {
  describe(`a module's migration runs after the shipped ones (${kind})`, () => {
    let database: OpenedDatabase;

    beforeAll(async () => {
      database = await open();
    }, 120_000);

    afterAll(async () => {
      await database?.close();
    });

    it('migrates a database to the history, then adds the module’s migration only', async () => {
      const fromModule: Migration = {
        async up(db) {
          await db.schema
            .createTable('teste_modulo')
            .addColumn('id', 'integer', (c) => c.primaryKey())
            .execute();
        },
      };
      const first = await new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations },
      }).migrateToLatest();
      expect(first.error).toBeUndefined();
      const list = joinMigrations(migrations, { teste: { '9999-teste-modulo': fromModule } });
      const second = await new Migrator({
        db: database.db,
        provider: { getMigrations: async () => list },
      }).migrateToLatest();
      expect(second.error).toBeUndefined();
      expect(second.results?.map((r) => [r.migrationName, r.status])).toEqual([['9999-teste-modulo', 'Success']]);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM teste_modulo`.execute(database.db);
      expect(rows[0]?.n).toBe(0);
    }, 120_000);
  });
}

suite('PGlite', () => openEmptyTestDatabase({ databaseUrl: null }));
const DATABASE_URL = process.env.DATABASE_URL;
if (DATABASE_URL) suite('PostgreSQL', () => openEmptyTestDatabase({ databaseUrl: DATABASE_URL }));
