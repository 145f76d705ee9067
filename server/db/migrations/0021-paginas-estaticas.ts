/**
 * A supplier's static pages (spec section 7 `GET /v4/pagina-estatica/{idfornecedor}/listar` and
 * `.../slug/{slug}`): the privacy policy, 'quem somos', delivery terms… as data the supplier edits.
 * `conteudo` is the page's HTML, rendered by the storefront only through DOMPurify; `tags` say
 * where a page may show (spec section 9: the storefront shows only pages tagged WEB).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE paginas_estaticas (
      idpagina serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
      titulo text NOT NULL CHECK (length(titulo) BETWEEN 1 AND 160),
      conteudo text NOT NULL CHECK (length(conteudo) <= 200000),
      tags jsonb NOT NULL DEFAULT '[]',
      ordem integer NOT NULL DEFAULT 0,
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      UNIQUE (idfornecedor, slug)
    )
  `.execute(db);
  await sql`CREATE INDEX paginas_estaticas_fornecedor ON paginas_estaticas (idfornecedor, ordem, idpagina)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE paginas_estaticas`.execute(db);
}
