/**
 * Linked users of a client account (issue 9, items 6 and 10): the permissions a principal user
 * grants each user linked with the client (`usuario_clientes`). Today one permission exists,
 * `submissao_pedido` (spec section 5: a linked user submits orders only with it). A permission
 * belongs to one link: unlinking a user (deleting its `usuario_clientes` row) drops its
 * permissions there and nowhere else. The principal user of a client (`usuarios.principal`, the
 * client's own user) holds every permission without rows.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export const PERMISSOES_0009 = ['submissao_pedido'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE usuario_cliente_permissoes (
      idusuario integer NOT NULL,
      idcliente integer NOT NULL,
      idpermissao text NOT NULL CHECK (idpermissao IN ('submissao_pedido')),
      concedida_em timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (idusuario, idcliente, idpermissao),
      FOREIGN KEY (idusuario, idcliente) REFERENCES usuario_clientes (idusuario, idcliente) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX usuario_cliente_permissoes_cliente_idx ON usuario_cliente_permissoes (idcliente)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE usuario_cliente_permissoes`.execute(db);
}
