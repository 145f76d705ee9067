import { afterEach, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './connect';
import { createMigrator, migrateToLatest, MigrationError } from './migrate';
import { fornecedorRow } from '../testing/fornecedor-row';
import { openEmptyTestDatabase } from '../testing/test-database';

const FORNECEDOR = fornecedorRow({ idfornecedor: '0c9d3b7a-1f2e-4d5c-8b6a-7e8f9a0b1c2d', nome: 'Loja Saúde' });

let aberto: OpenedDatabase | undefined;
afterEach(async () => {
  await aberto?.close();
  aberto = undefined;
});

describe('migration 0002: healthz and readyz reserved', { timeout: 180_000 }, () => {
  it('refuses to migrate while a supplier uses a newly reserved slug, naming it', async () => {
    aberto = await openEmptyTestDatabase({ databaseUrl: null });
    const { error } = await createMigrator(aberto.db).migrateTo('0001-init');
    expect(error).toBeUndefined();
    await aberto.db
      .insertInto('fornecedores')
      .values({ ...FORNECEDOR, slug: 'healthz' })
      .execute();
    const erro = await migrateToLatest(aberto.db).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(MigrationError);
    expect((erro as Error).message).toContain(
      'a migração "0002-slugs-reservados-saude" falhou: fornecedor com slug reservado: "healthz"; troque o slug antes de migrar',
    );
  });

  it('goes down to the list of 0001 and up again', async () => {
    aberto = await openEmptyTestDatabase({ databaseUrl: null });
    await migrateToLatest(aberto.db);
    const insert = (slug: string, id: string) =>
      aberto?.db
        .insertInto('fornecedores')
        .values({ ...FORNECEDOR, idfornecedor: id, slug })
        .execute();
    await expect(insert('readyz', FORNECEDOR.idfornecedor)).rejects.toThrow('fornecedores_slug_reservado');
    const { error } = await createMigrator(aberto.db).migrateTo('0001-init');
    expect(error).toBeUndefined();
    await insert('readyz', FORNECEDOR.idfornecedor);
    await expect(insert('health', '1c9d3b7a-1f2e-4d5c-8b6a-7e8f9a0b1c2d')).rejects.toThrow(
      'fornecedores_slug_reservado',
    );
  });
});
