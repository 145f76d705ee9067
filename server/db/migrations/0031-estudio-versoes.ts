/**
 * The layout studio (issue 14): every save of a storefront document is a version
 * (`documentos_loja_versoes`: 1, 2, 3… per supplier and type, with its author, note and time,
 * and the version it was restored from), and `documentos_loja` stays the published store the
 * storefront reads, now with the pointer to the published version (`versao_publicada`,
 * `publicado_em`, `publicado_por`). A fourth type, `tema` (colours, logo, page head:
 * schemas/tema-documento.ts). The documents already stored become version 1, published.
 *
 * Two admins saving at once: the version number is the primary key, so of two inserts of the
 * same `versao` one wins and the other inserts nothing (the studio's 409).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export const TIPOS_DOCUMENTO_0031 = ['layout', 'menu', 'features', 'tema'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE documentos_loja DROP CONSTRAINT IF EXISTS documentos_loja_tipo_check`.execute(db);
  await sql`ALTER TABLE documentos_loja ADD CONSTRAINT documentos_loja_tipo_check CHECK (tipo IN ('layout', 'menu', 'features', 'tema'))`.execute(
    db,
  );
  await sql`
    CREATE TABLE documentos_loja_versoes (
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      tipo text NOT NULL CHECK (tipo IN ('layout', 'menu', 'features', 'tema')),
      versao integer NOT NULL CHECK (versao >= 1),
      documento jsonb NOT NULL,
      idusuario integer REFERENCES usuarios (idusuario) ON DELETE SET NULL,
      autor text NOT NULL,
      nota text CHECK (nota IS NULL OR char_length(nota) <= 200),
      salvo_em timestamptz NOT NULL DEFAULT now(),
      restaurada_de integer CHECK (restaurada_de IS NULL OR restaurada_de >= 1),
      PRIMARY KEY (idfornecedor, tipo, versao)
    )
  `.execute(db);
  await sql`ALTER TABLE documentos_loja ADD COLUMN versao_publicada integer`.execute(db);
  await sql`ALTER TABLE documentos_loja ADD COLUMN publicado_em timestamptz`.execute(db);
  await sql`ALTER TABLE documentos_loja ADD COLUMN publicado_por text`.execute(db);
  // What is stored today becomes version 1, published.
  await sql`
    INSERT INTO documentos_loja_versoes (idfornecedor, tipo, versao, documento, autor, nota, salvo_em)
    SELECT idfornecedor, tipo, 1, documento, 'Sistema', 'Versão inicial', atualizado_em FROM documentos_loja
  `.execute(db);
  await sql`UPDATE documentos_loja SET versao_publicada = 1, publicado_em = atualizado_em, publicado_por = 'Sistema'`.execute(
    db,
  );
  await sql`
    ALTER TABLE documentos_loja ADD CONSTRAINT documentos_loja_versao_publicada_fk
      FOREIGN KEY (idfornecedor, tipo, versao_publicada) REFERENCES documentos_loja_versoes (idfornecedor, tipo, versao)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE documentos_loja DROP CONSTRAINT documentos_loja_versao_publicada_fk`.execute(db);
  await sql`DELETE FROM documentos_loja WHERE tipo = 'tema'`.execute(db);
  await sql`ALTER TABLE documentos_loja DROP COLUMN publicado_por`.execute(db);
  await sql`ALTER TABLE documentos_loja DROP COLUMN publicado_em`.execute(db);
  await sql`ALTER TABLE documentos_loja DROP COLUMN versao_publicada`.execute(db);
  await sql`DROP TABLE documentos_loja_versoes`.execute(db);
  await sql`ALTER TABLE documentos_loja DROP CONSTRAINT documentos_loja_tipo_check`.execute(db);
  await sql`ALTER TABLE documentos_loja ADD CONSTRAINT documentos_loja_tipo_check CHECK (tipo IN ('layout', 'menu', 'features'))`.execute(
    db,
  );
}
