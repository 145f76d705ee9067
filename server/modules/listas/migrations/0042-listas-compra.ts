/**
 * Shopping lists (issue 29, spec sections 2, 3 and 7 "Shopping lists"): `listas_compra` holds a
 * client's own lists (tipo FROM_CLIENT, `idcliente` the owner) and the lists a supplier's staff
 * suggest (TO_CLIENT) to one client (`idcliente`), to the clients with a tag (`tag_cliente`) or to
 * every client (both null). A removed list is kept with `ativa = false` (the spec's "disable").
 * `usos` counts how often a list was sent to a cart (the staff see it for their suggested lists).
 * `listas_compra_itens` are its lines: one per product, the quantity in thousandths.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE listas_compra (
      idlista serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      tipo text NOT NULL CHECK (tipo IN ('FROM_CLIENT', 'TO_CLIENT')),
      idcliente integer REFERENCES clientes (idcliente) ON DELETE CASCADE,
      tag_cliente text CHECK (tag_cliente IS NULL OR length(tag_cliente) BETWEEN 1 AND 60),
      nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 80),
      ativa boolean NOT NULL DEFAULT true,
      usos integer NOT NULL DEFAULT 0,
      ultimo_uso_em timestamptz,
      criado_por integer REFERENCES usuarios (idusuario) ON DELETE SET NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      CHECK (tipo = 'TO_CLIENT' OR (idcliente IS NOT NULL AND tag_cliente IS NULL)),
      CHECK (idcliente IS NULL OR tag_cliente IS NULL)
    )
  `.execute(db);
  await sql`CREATE INDEX listas_compra_cliente ON listas_compra (idfornecedor, tipo, idcliente) WHERE ativa`.execute(
    db,
  );
  await sql`
    CREATE TABLE listas_compra_itens (
      idlista integer NOT NULL REFERENCES listas_compra (idlista) ON DELETE CASCADE,
      idproduto integer NOT NULL REFERENCES produtos (id) ON DELETE CASCADE,
      quantidade_milesimos bigint NOT NULL CHECK (quantidade_milesimos > 0),
      ordem integer NOT NULL DEFAULT 0,
      PRIMARY KEY (idlista, idproduto)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE listas_compra_itens`.execute(db);
  await sql`DROP TABLE listas_compra`.execute(db);
}
