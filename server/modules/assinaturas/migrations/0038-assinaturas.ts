/**
 * Subscriptions (issue 28, spec sections 2 and 7 "Subscriptions"): an order submitted with a
 * subscription type becomes a subscription (`assinaturas`: the client, the supplier, the type,
 * ativa or cancelada, the next date, the lines with their subscribed unit prices, how to deliver
 * and pay, from which order). Each due date the scheduler places one order, recorded in
 * `assinatura_pedidos` by (subscription, due date): that primary key and the order's idempotency
 * key `assinatura-{id}-{date}` make a retry or a second process never place a second order. An
 * order that could not be made is recorded too, with its pt-BR reason. `assinatura_config` holds
 * a supplier's limit on price rises (default 10 %).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE assinaturas (
      idassinatura serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      idusuario integer REFERENCES usuarios (idusuario) ON DELETE SET NULL,
      papel text NOT NULL,
      idtipoassinatura integer NOT NULL REFERENCES tipos_assinatura (idtipoassinatura),
      status text NOT NULL DEFAULT 'ativa' CHECK (status IN ('ativa', 'cancelada')),
      proxima_data text NOT NULL CHECK (proxima_data ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      numpedido_origem integer UNIQUE REFERENCES pedidos (numpedido) ON DELETE SET NULL,
      itens jsonb NOT NULL,
      entrega jsonb NOT NULL,
      pagamento jsonb NOT NULL,
      caracteristicas jsonb NOT NULL DEFAULT '[]',
      anotacoes text,
      aviso_enviado_para text,
      criado_em timestamptz NOT NULL DEFAULT now(),
      cancelada_em timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX assinaturas_devidas ON assinaturas (proxima_data) WHERE status = 'ativa'`.execute(db);
  await sql`CREATE INDEX assinaturas_cliente ON assinaturas (idfornecedor, idcliente, idassinatura)`.execute(db);
  await sql`
    CREATE TABLE assinatura_pedidos (
      idassinatura integer NOT NULL REFERENCES assinaturas (idassinatura) ON DELETE CASCADE,
      data_prevista text NOT NULL CHECK (data_prevista ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      numpedido integer REFERENCES pedidos (numpedido) ON DELETE SET NULL,
      resultado text NOT NULL CHECK (resultado IN ('pedido-criado', 'falhou')),
      motivo text,
      em timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (idassinatura, data_prevista)
    )
  `.execute(db);
  await sql`CREATE INDEX assinatura_pedidos_numpedido ON assinatura_pedidos (numpedido) WHERE numpedido IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE assinatura_config (
      idfornecedor text PRIMARY KEY REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      limite_aumento_preco_pct integer NOT NULL DEFAULT 10 CHECK (limite_aumento_preco_pct BETWEEN 0 AND 1000)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE assinatura_config`.execute(db);
  await sql`DROP TABLE assinatura_pedidos`.execute(db);
  await sql`DROP TABLE assinaturas`.execute(db);
}
