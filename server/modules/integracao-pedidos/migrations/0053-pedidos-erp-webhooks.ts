/**
 * Orders out to the ERP (issue 33, item 4): the order feed and the webhooks.
 *
 * - `feed_pedidos`: one row per order, moved forward by every change of the order (insert, any
 *   update, its DANFE). Its key is the writing transaction's id (`xid`) and a sequence (`seq`): the
 *   feed returns only rows whose transaction is older than every transaction still running
 *   (`pg_snapshot_xmin`), in (`xid`, `seq`) order, so a row committed late is never behind a cursor
 *   already handed out (a plain sequence would skip it).
 * - `webhooks_endpoints`: a supplier's receivers (URL, events, the signing secret), revoked by date.
 * - `eventos_integracao`: what happened (order created, order status changed, quote requested,
 *   registration awaiting approval), written by triggers in the transaction that made it happen,
 *   only while the supplier has a live endpoint for that event; `despachado_em` once fanned out.
 * - `entregas_webhook`: one delivery of one event to one endpoint, its attempts and last answer.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE feed_pedidos (
      numpedido integer PRIMARY KEY REFERENCES pedidos (numpedido) ON DELETE CASCADE,
      idfornecedor text NOT NULL,
      xid bigint NOT NULL,
      seq bigint NOT NULL
    )
  `.execute(db);
  await sql`CREATE SEQUENCE feed_pedidos_seq`.execute(db);
  await sql`CREATE INDEX feed_pedidos_cursor ON feed_pedidos (idfornecedor, xid, seq)`.execute(db);
  await sql`
    INSERT INTO feed_pedidos (numpedido, idfornecedor, xid, seq)
    SELECT numpedido, idfornecedor, pg_current_xact_id()::text::bigint, nextval('feed_pedidos_seq')
    FROM (SELECT numpedido, idfornecedor FROM pedidos ORDER BY numpedido) p
  `.execute(db);

  await sql`
    CREATE TABLE webhooks_endpoints (
      idendpoint serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      url text NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
      eventos jsonb NOT NULL,
      segredo text NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      criado_por integer,
      revogado_em timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX webhooks_endpoints_fornecedor ON webhooks_endpoints (idfornecedor) WHERE revogado_em IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE eventos_integracao (
      idevento bigserial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      tipo text NOT NULL,
      dados jsonb NOT NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      despachado_em timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX eventos_integracao_pendentes ON eventos_integracao (idevento) WHERE despachado_em IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE entregas_webhook (
      identrega bigserial PRIMARY KEY,
      idendpoint integer NOT NULL REFERENCES webhooks_endpoints (idendpoint) ON DELETE CASCADE,
      idevento bigint NOT NULL REFERENCES eventos_integracao (idevento) ON DELETE CASCADE,
      situacao text NOT NULL DEFAULT 'pendente'
        CHECK (situacao IN ('pendente', 'entregue', 'falhou', 'cancelada')),
      tentativas integer NOT NULL DEFAULT 0,
      ultimo_status_http integer,
      ultimo_erro text,
      criado_em timestamptz NOT NULL DEFAULT now(),
      ultima_tentativa_em timestamptz,
      entregue_em timestamptz,
      UNIQUE (idendpoint, idevento)
    )
  `.execute(db);
  await sql`CREATE INDEX entregas_webhook_endpoint ON entregas_webhook (idendpoint, identrega DESC)`.execute(db);

  // An event of `tipo` for the supplier, only while it has a live endpoint that asked for it.
  await sql`
    CREATE FUNCTION evento_integracao(p_idfornecedor text, p_tipo text, p_dados jsonb) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (
        SELECT 1 FROM webhooks_endpoints
        WHERE idfornecedor = p_idfornecedor AND revogado_em IS NULL AND eventos ? p_tipo
      ) THEN
        INSERT INTO eventos_integracao (idfornecedor, tipo, dados) VALUES (p_idfornecedor, p_tipo, p_dados);
      END IF;
    END
    $$
  `.execute(db);

  await sql`
    CREATE FUNCTION feed_pedidos_tocar(p_numpedido integer, p_idfornecedor text) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO feed_pedidos (numpedido, idfornecedor, xid, seq)
      VALUES (p_numpedido, p_idfornecedor, pg_current_xact_id()::text::bigint, nextval('feed_pedidos_seq'))
      ON CONFLICT (numpedido) DO UPDATE SET xid = EXCLUDED.xid, seq = EXCLUDED.seq;
    END
    $$
  `.execute(db);

  await sql`
    CREATE FUNCTION pedidos_integracao_trg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM feed_pedidos_tocar(NEW.numpedido, NEW.idfornecedor);
      IF TG_OP = 'INSERT' THEN
        PERFORM evento_integracao(
          NEW.idfornecedor,
          CASE WHEN NEW.status = 'ORCAMENTO_NOVO' THEN 'orcamento.solicitado' ELSE 'pedido.criado' END,
          jsonb_build_object('numpedido', NEW.numpedido, 'status', NEW.status)
        );
      ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
        PERFORM evento_integracao(
          NEW.idfornecedor,
          'pedido.status-alterado',
          jsonb_build_object('numpedido', NEW.numpedido, 'status', NEW.status, 'statusAnterior', OLD.status)
        );
      END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER pedidos_integracao AFTER INSERT OR UPDATE ON pedidos
    FOR EACH ROW EXECUTE FUNCTION pedidos_integracao_trg()
  `.execute(db);

  await sql`
    CREATE FUNCTION pedido_danfe_integracao_trg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM feed_pedidos_tocar(p.numpedido, p.idfornecedor) FROM pedidos p WHERE p.numpedido = NEW.numpedido;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER pedido_danfe_integracao AFTER INSERT OR UPDATE ON pedido_danfe
    FOR EACH ROW EXECUTE FUNCTION pedido_danfe_integracao_trg()
  `.execute(db);

  // A registration that starts awaiting approval (the customer's own; an ERP import carries its cod_erp).
  await sql`
    CREATE FUNCTION cadastros_integracao_trg() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM evento_integracao(
        NEW.idfornecedor,
        'cadastro.aguardando-aprovacao',
        jsonb_build_object('idcadastro', NEW.idcadastroextracliente, 'idcliente', NEW.idcliente)
      );
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER cadastros_integracao AFTER INSERT ON cadastros_cliente
    FOR EACH ROW WHEN (NOT NEW.cadastro_aprovado AND NEW.cod_erp IS NULL)
    EXECUTE FUNCTION cadastros_integracao_trg()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS cadastros_integracao ON cadastros_cliente`.execute(db);
  await sql`DROP FUNCTION IF EXISTS cadastros_integracao_trg()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS pedido_danfe_integracao ON pedido_danfe`.execute(db);
  await sql`DROP FUNCTION IF EXISTS pedido_danfe_integracao_trg()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS pedidos_integracao ON pedidos`.execute(db);
  await sql`DROP FUNCTION IF EXISTS pedidos_integracao_trg()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS feed_pedidos_tocar(integer, text)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS evento_integracao(text, text, jsonb)`.execute(db);
  await sql`DROP TABLE entregas_webhook`.execute(db);
  await sql`DROP TABLE eventos_integracao`.execute(db);
  await sql`DROP TABLE webhooks_endpoints`.execute(db);
  await sql`DROP TABLE feed_pedidos`.execute(db);
  await sql`DROP SEQUENCE feed_pedidos_seq`.execute(db);
}
