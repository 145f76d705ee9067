/**
 * Chat (issue 30; spec sections 1, 3 and 4 "Chat"): one row of `chat_salas` per room of a
 * supplier (`sala` is the spec's room name: `IDCLI:{idcliente}:{idfornecedor}`, the client's
 * general room, or `CODPED:{numpedido}`, an order's room), with the staff member it is assigned
 * to; `chat_mensagens` its messages (plain text, 1 to 2,000 characters, `chave` the sender's
 * idempotency id: one message per sender, room and key); `chat_leituras` how far each reader
 * has read each room (the last message id seen), from which the unread counts come.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chat_salas (
      idsala serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      sala text NOT NULL CHECK (length(sala) BETWEEN 1 AND 120),
      canal text NOT NULL CHECK (canal IN ('pedido', 'geral')),
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      numpedido integer,
      atribuida_a integer REFERENCES usuarios (idusuario) ON DELETE SET NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      ultima_em timestamptz,
      UNIQUE (idfornecedor, sala),
      CHECK ((canal = 'pedido') = (numpedido IS NOT NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX chat_salas_cliente ON chat_salas (idfornecedor, idcliente)`.execute(db);
  await sql`
    CREATE TABLE chat_mensagens (
      id serial PRIMARY KEY,
      idsala integer NOT NULL REFERENCES chat_salas (idsala) ON DELETE CASCADE,
      idusuario integer REFERENCES usuarios (idusuario) ON DELETE SET NULL,
      autor_tipo text NOT NULL CHECK (autor_tipo IN ('cliente', 'equipe')),
      autor_nome text NOT NULL,
      texto text NOT NULL CHECK (length(texto) BETWEEN 1 AND 2000),
      chave text NOT NULL CHECK (length(chave) BETWEEN 1 AND 100),
      criado_em timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX chat_mensagens_sala ON chat_mensagens (idsala, id)`.execute(db);
  await sql`CREATE UNIQUE INDEX chat_mensagens_chave ON chat_mensagens (idsala, idusuario, chave)`.execute(db);
  await sql`
    CREATE TABLE chat_leituras (
      idsala integer NOT NULL REFERENCES chat_salas (idsala) ON DELETE CASCADE,
      idusuario integer NOT NULL REFERENCES usuarios (idusuario) ON DELETE CASCADE,
      ate integer NOT NULL DEFAULT 0,
      PRIMARY KEY (idsala, idusuario)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS chat_leituras`.execute(db);
  await sql`DROP TABLE IF EXISTS chat_mensagens`.execute(db);
  await sql`DROP TABLE IF EXISTS chat_salas`.execute(db);
}
