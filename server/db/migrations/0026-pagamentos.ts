/**
 * Payments for real (issue 13): what a supplier is paid with, and what an order needs to be paid.
 *
 * - `pagamento_config`: one row per supplier. Pix: the key, the merchant name (≤ 25) and city
 *   (≤ 15) of its BR Code. Boleto: the bank ('001' Banco do Brasil, '341' Itaú: the layouts
 *   `engine/rules/boleto.ts` writes), agência, conta (Itaú) or convênio (Banco do Brasil), carteira,
 *   the beneficiário's name and CNPJ/CPF, and the days from the order to the due date.
 *   A supplier without a row (or without the Pix key / bank) shows no code for that kind.
 * - `pedido_pagamento`: one row per order, written on the first request that needs it
 *   (`INSERT … ON CONFLICT DO NOTHING`, then read) and never rewritten: the Pix txid, the
 *   boleto's sequence (its nosso número) and due date stay the same on every later request.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pagamento_config (
      idfornecedor text PRIMARY KEY REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      pix_chave text CHECK (length(pix_chave) BETWEEN 1 AND 77),
      pix_nome text CHECK (length(pix_nome) BETWEEN 1 AND 25),
      pix_cidade text CHECK (length(pix_cidade) BETWEEN 1 AND 15),
      boleto_banco text CHECK (boleto_banco IN ('001', '341')),
      boleto_agencia text CHECK (boleto_agencia ~ '^[0-9]{4}$'),
      boleto_conta text CHECK (boleto_conta ~ '^[0-9]{5,7}$'),
      boleto_carteira text CHECK (boleto_carteira ~ '^[0-9]{2,3}$'),
      beneficiario_nome text CHECK (length(beneficiario_nome) BETWEEN 1 AND 120),
      beneficiario_documento text CHECK (beneficiario_documento ~ '^([0-9]{11}|[0-9]{14})$'),
      boleto_prazo_dias integer NOT NULL DEFAULT 3 CHECK (boleto_prazo_dias BETWEEN 0 AND 60)
    )
  `.execute(db);
  await sql`
    CREATE TABLE pedido_pagamento (
      numpedido integer PRIMARY KEY REFERENCES pedidos (numpedido) ON DELETE CASCADE,
      pix_txid text NOT NULL CHECK (pix_txid ~ '^[A-Za-z0-9]{1,25}$'),
      boleto_sequencial integer NOT NULL CHECK (boleto_sequencial > 0),
      boleto_vencimento text NOT NULL CHECK (boleto_vencimento ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      criado_em timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pedido_pagamento`.execute(db);
  await sql`DROP TABLE pagamento_config`.execute(db);
}
