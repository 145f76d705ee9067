/**
 * A product picture uploaded by the supplier's admin (issue 11): it replaces the drawn one. What
 * is kept is the upload re-encoded by sharp (server/images/imagem-enviada.ts): a WebP of at most
 * 1200 px a side, without the file's metadata, at most 2 MB; the sizes 150/300/600 are made from
 * it when asked. One per product: uploading again replaces it; deleting it brings the drawing back.
 * The product's `imagem_versao` (the picture's cache buster) now also takes a time, so two uploads
 * on one day still reach the shopper: 'aaaammdd' or 'aaaammddhhmmss'.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE produto_imagem_enviada (
      id integer PRIMARY KEY REFERENCES produtos (id) ON DELETE CASCADE,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      webp bytea NOT NULL CHECK (octet_length(webp) BETWEEN 12 AND 2097152),
      sha text NOT NULL CHECK (sha ~ '^[A-Za-z0-9_-]{27}$'),
      largura integer NOT NULL CHECK (largura BETWEEN 1 AND 1200),
      altura integer NOT NULL CHECK (altura BETWEEN 1 AND 1200),
      idusuario integer REFERENCES usuarios (idusuario) ON DELETE SET NULL,
      enviado_em timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`ALTER TABLE produtos DROP CONSTRAINT produtos_imagem_versao_check`.execute(db);
  await sql`ALTER TABLE produtos ADD CONSTRAINT produtos_imagem_versao_check CHECK (imagem_versao ~ '^[0-9]{8}([0-9]{6})?$')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE produto_imagem_enviada`.execute(db);
  await sql`UPDATE produtos SET imagem_versao = left(imagem_versao, 8)`.execute(db);
  await sql`ALTER TABLE produtos DROP CONSTRAINT produtos_imagem_versao_check`.execute(db);
  await sql`ALTER TABLE produtos ADD CONSTRAINT produtos_imagem_versao_check CHECK (imagem_versao ~ '^[0-9]{8}$')`.execute(
    db,
  );
}
