/**
 * Registration approvals (issue 33, item 5): each decision on a client's registration at a
 * supplier (approved, or refused with a reason), by whom (a person of the desk or an ERP key) and
 * when. The registration's approval itself stays `cadastros_cliente.cadastro_aprovado`, which the
 * session reads (migration 0036 tells every process when it changes). A registration awaiting
 * approval whose latest decision is a refusal is no longer pending.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE decisoes_cadastro (
      iddecisao serial PRIMARY KEY,
      idcadastroextracliente integer NOT NULL
        REFERENCES cadastros_cliente (idcadastroextracliente) ON DELETE CASCADE,
      idfornecedor text NOT NULL,
      decisao text NOT NULL CHECK (decisao IN ('aprovado', 'recusado')),
      motivo text CHECK (motivo IS NULL OR length(motivo) BETWEEN 1 AND 1000),
      idusuario integer,
      por text NOT NULL,
      em timestamptz NOT NULL DEFAULT now(),
      CHECK (decisao = 'aprovado' OR motivo IS NOT NULL)
    )
  `.execute(db);
  await sql`CREATE INDEX decisoes_cadastro_cadastro ON decisoes_cadastro (idcadastroextracliente, iddecisao DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX cadastros_cliente_pendentes ON cadastros_cliente (idfornecedor, criado_em) WHERE NOT cadastro_aprovado`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX cadastros_cliente_pendentes`.execute(db);
  await sql`DROP TABLE decisoes_cadastro`.execute(db);
}
