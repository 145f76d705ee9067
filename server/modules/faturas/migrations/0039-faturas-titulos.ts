/**
 * Invoices and titles (issue 28, item 3):
 *
 * - `limites_credito`: a client's credit limit (total, centavos) at a supplier. Without a row the
 *   limit is zero: an 'a prazo' order needs a limit the supplier granted.
 * - `faturas_config`: per supplier, the charges on an overdue title (fine in basis points of the
 *   value; interest in basis points a day or a month, pro rata per day). Without a row: none.
 * - `titulos`: what a client owes a supplier, one row per instalment: the order it came from (null
 *   for a title the supplier registered outside the shop), its number ('100007-1/3'), due date
 *   ('AAAA-MM-DD', a calendar day in Brasília), value, status ('aberto' or 'pago') and when and by
 *   whom it was paid. Its boleto's nosso número is `idtitulo` after an offset (pagamentos' rule).
 *   The available limit is the total minus the open titles: a sum over the index below.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE limites_credito (
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      limite_centavos integer NOT NULL CHECK (limite_centavos >= 0),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (idfornecedor, idcliente)
    )
  `.execute(db);
  await sql`
    CREATE TABLE faturas_config (
      idfornecedor text PRIMARY KEY REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      multa_pontos_base integer NOT NULL DEFAULT 0 CHECK (multa_pontos_base BETWEEN 0 AND 10000),
      juros_pontos_base integer NOT NULL DEFAULT 0 CHECK (juros_pontos_base BETWEEN 0 AND 10000),
      juros_periodo text NOT NULL DEFAULT 'mes' CHECK (juros_periodo IN ('dia', 'mes'))
    )
  `.execute(db);
  await sql`
    CREATE TABLE titulos (
      idtitulo serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      numpedido integer REFERENCES pedidos (numpedido) ON DELETE CASCADE,
      numero text NOT NULL CHECK (length(numero) BETWEEN 1 AND 40),
      parcela integer NOT NULL DEFAULT 1 CHECK (parcela >= 1),
      total_parcelas integer NOT NULL DEFAULT 1 CHECK (total_parcelas >= parcela),
      vencimento text NOT NULL CHECK (vencimento ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      valor_centavos integer NOT NULL CHECK (valor_centavos > 0),
      status text NOT NULL DEFAULT 'aberto' CHECK (status IN ('aberto', 'pago')),
      pago_em timestamptz,
      pago_por integer REFERENCES usuarios (idusuario) ON DELETE SET NULL,
      criado_em timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'pago') = (pago_em IS NOT NULL)),
      UNIQUE (idfornecedor, numero)
    )
  `.execute(db);
  await sql`CREATE INDEX titulos_cliente_idx ON titulos (idfornecedor, idcliente, status, vencimento)`.execute(db);
  await sql`CREATE INDEX titulos_pedido_idx ON titulos (numpedido) WHERE numpedido IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE titulos`.execute(db);
  await sql`DROP TABLE faturas_config`.execute(db);
  await sql`DROP TABLE limites_credito`.execute(db);
}
