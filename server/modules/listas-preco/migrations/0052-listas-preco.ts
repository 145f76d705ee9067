/**
 * Price lists per client (issue 33, item 3), sent by the supplier's ERP:
 * - `listas_preco`: a supplier's list by the ERP's code (unique per supplier), its name, whether it
 *   is in use, its priority among the lists a client could be on, and the client tags it reaches;
 * - `listas_preco_clientes`: the clients the list names (a named list wins over a tag's);
 * - `listas_preco_itens`: one product's price in the list, its wholesale rule and its progressive
 *   tiers (centavos and thousandths, as `produtos` keeps them).
 * Nothing here is in the public cache: only a client's own session is priced by a list.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE listas_preco (
      idlista serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      cod_erp text NOT NULL CHECK (length(cod_erp) BETWEEN 1 AND 60),
      nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
      ativa boolean NOT NULL DEFAULT true,
      prioridade integer NOT NULL DEFAULT 0,
      tags_cliente jsonb NOT NULL DEFAULT '[]',
      UNIQUE (idfornecedor, cod_erp)
    )
  `.execute(db);
  await sql`
    CREATE TABLE listas_preco_clientes (
      idlista integer NOT NULL REFERENCES listas_preco (idlista) ON DELETE CASCADE,
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      PRIMARY KEY (idlista, idcliente)
    )
  `.execute(db);
  await sql`CREATE INDEX listas_preco_clientes_cliente ON listas_preco_clientes (idcliente)`.execute(db);
  await sql`
    CREATE TABLE listas_preco_itens (
      idlista integer NOT NULL REFERENCES listas_preco (idlista) ON DELETE CASCADE,
      idproduto integer NOT NULL REFERENCES produtos (id) ON DELETE CASCADE,
      preco_centavos integer NOT NULL CHECK (preco_centavos >= 0),
      precovendaatacado_centavos integer CHECK (precovendaatacado_centavos >= 0),
      minvendaatacado_milesimos integer CHECK (minvendaatacado_milesimos > 0),
      desconto_progressivo jsonb NOT NULL DEFAULT '[]',
      PRIMARY KEY (idlista, idproduto)
    )
  `.execute(db);
  await sql`CREATE INDEX listas_preco_itens_produto ON listas_preco_itens (idproduto)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE listas_preco_itens`.execute(db);
  await sql`DROP TABLE listas_preco_clientes`.execute(db);
  await sql`DROP TABLE listas_preco`.execute(db);
}
