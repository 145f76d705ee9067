/**
 * An ERP batch of more than 10,000 lines runs as a job (issue 33, item 2): `importacoes_erp` is
 * the import the ERP asks about by its id (its kind, state, counts, the lines refused before it
 * ran), `importacoes_erp_partes` its parts of up to 10,000 lines, each with its lines' indexes in
 * the batch and, once done, its report (the lines are then dropped). A job that dies resumes at
 * the first part without a report.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE importacoes_erp (
      idimportacao serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      idcredencial integer REFERENCES credenciais_integracao (idcredencial) ON DELETE SET NULL,
      tipo text NOT NULL CHECK (tipo IN ('categorias', 'produtos', 'precos', 'estoque', 'clientes')),
      situacao text NOT NULL DEFAULT 'na-fila' CHECK (situacao IN ('na-fila', 'processando', 'concluida', 'falhou')),
      total integer NOT NULL,
      processados integer NOT NULL DEFAULT 0,
      criados integer NOT NULL DEFAULT 0,
      atualizados integer NOT NULL DEFAULT 0,
      inalterados integer NOT NULL DEFAULT 0,
      recusados integer NOT NULL DEFAULT 0,
      recusados_antes jsonb NOT NULL DEFAULT '[]',
      tentativas integer NOT NULL DEFAULT 0,
      motivo text,
      criada_em timestamptz NOT NULL DEFAULT now(),
      concluida_em timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX importacoes_erp_fornecedor ON importacoes_erp (idfornecedor, idimportacao)`.execute(db);
  await sql`
    CREATE TABLE importacoes_erp_partes (
      idimportacao integer NOT NULL REFERENCES importacoes_erp (idimportacao) ON DELETE CASCADE,
      parte integer NOT NULL,
      linhas jsonb NOT NULL,
      itens jsonb NOT NULL,
      relatorio jsonb,
      PRIMARY KEY (idimportacao, parte)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE importacoes_erp_partes`.execute(db);
  await sql`DROP TABLE importacoes_erp`.execute(db);
}
