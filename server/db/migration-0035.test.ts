import { afterEach, describe, expect, it } from 'vitest';
import { isValidSupplierSlug } from '#engine/rules/slug';
import type { OpenedDatabase } from './connect';
import { createMigrator, migrateToLatest, MigrationError } from './migrate';
import { fornecedorRow } from '../testing/fornecedor-row';
import { openEmptyTestDatabase } from '../testing/test-database';

const FORNECEDOR = fornecedorRow({ idfornecedor: '0c9d3b7a-1f2e-4d5c-8b6a-7e8f9a0b1c3e', nome: 'Loja dos Esquemas' });

let aberto: OpenedDatabase | undefined;
afterEach(async () => {
  await aberto?.close();
  aberto = undefined;
});

describe("migration 0035: /schemas and /termouso are the server's, not supplier slugs", { timeout: 180_000 }, () => {
  it('the slug rules refuse it (any case)', () => {
    expect(isValidSupplierSlug('schemas')).toBe(false);
    expect(isValidSupplierSlug('termouso')).toBe(false);
    expect(isValidSupplierSlug('schemas-loja')).toBe(true);
  });

  it('refuses to migrate while a supplier uses it, naming it', async () => {
    aberto = await openEmptyTestDatabase({ databaseUrl: null });
    const { error } = await createMigrator(aberto.db).migrateTo('0031-estudio-versoes');
    expect(error).toBeUndefined();
    await aberto.db
      .insertInto('fornecedores')
      .values({ ...FORNECEDOR, slug: 'schemas' })
      .execute();
    const erro = await migrateToLatest(aberto.db).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(MigrationError);
    expect((erro as Error).message).toContain(
      'a migração "0035-slug-reservado-schemas" falhou: fornecedor com slug reservado: "schemas"; troque o slug antes de migrar',
    );
  });

  it('the database refuses the slug after it, and goes down to the list of 0002 and up again', async () => {
    aberto = await openEmptyTestDatabase({ databaseUrl: null });
    await migrateToLatest(aberto.db);
    const insert = (slug: string, id: string) =>
      aberto?.db
        .insertInto('fornecedores')
        .values({ ...FORNECEDOR, idfornecedor: id, slug })
        .execute();
    await expect(insert('schemas', FORNECEDOR.idfornecedor)).rejects.toThrow('fornecedores_slug_reservado');
    await expect(insert('termouso', FORNECEDOR.idfornecedor)).rejects.toThrow('fornecedores_slug_reservado');
    await expect(insert('healthz', FORNECEDOR.idfornecedor)).rejects.toThrow('fornecedores_slug_reservado');
    const { error } = await createMigrator(aberto.db).migrateTo('0031-estudio-versoes');
    expect(error).toBeUndefined();
    await insert('schemas', FORNECEDOR.idfornecedor);
    await expect(insert('readyz', '1c9d3b7a-1f2e-4d5c-8b6a-7e8f9a0b1c3e')).rejects.toThrow(
      'fornecedores_slug_reservado',
    );
  });
});
