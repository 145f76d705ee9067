/**
 * The catalogue at 100,000 products:
 * - `catalogo_versao`: one version per supplier, bumped by statement triggers on every write to
 *   produtos, categorias, carrosseis and fornecedores, and announced with NOTIFY on the channel
 *   `catalogo_versao` (payload `idfornecedor:versao`, delivered at commit). The public answer cache
 *   keys its entries by it, and other processes drop theirs when they hear of a new version.
 * - `catalogo_contagem`: the number of listed products (active, not an add-on) and of those on
 *   offer, per supplier and category, kept exact by the same triggers from the transition tables
 *   (one grouped upsert per statement, so a bulk insert costs one pass): the category tree and the
 *   unfiltered lists read their counts here instead of counting every product.
 * - Indexes for the list as the storefront asks for it (manual order, with and without a category).
 * Versions come from one sequence, so they only grow, even when a supplier is deleted and re-created.
 * No foreign keys on the two tables: cascaded deletes fire the triggers after the parent row is gone.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export const CANAL_CATALOGO_VERSAO = 'catalogo_versao';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE catalogo_versao_seq`.execute(db);
  await sql`
    CREATE TABLE catalogo_versao (
      idfornecedor text PRIMARY KEY,
      versao bigint NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE catalogo_contagem (
      idfornecedor text NOT NULL,
      idcategoria integer NOT NULL,
      produtos integer NOT NULL DEFAULT 0,
      ofertas integer NOT NULL DEFAULT 0,
      PRIMARY KEY (idfornecedor, idcategoria)
    )
  `.execute(db);

  // New version of each given supplier (sorted: concurrent writers lock rows in the same order), and NOTIFY.
  await sql`
    CREATE FUNCTION catalogo_versao_bump(ids text[]) RETURNS void LANGUAGE plpgsql AS $fn$
    DECLARE r record;
    BEGIN
      FOR r IN
        INSERT INTO catalogo_versao AS v (idfornecedor, versao)
        SELECT id, nextval('catalogo_versao_seq')
        FROM (SELECT DISTINCT id FROM unnest(ids) AS u (id) WHERE id IS NOT NULL ORDER BY id) AS s
        ON CONFLICT (idfornecedor) DO UPDATE SET versao = excluded.versao
        RETURNING v.idfornecedor, v.versao
      LOOP
        PERFORM pg_notify(${sql.lit(CANAL_CATALOGO_VERSAO)}, r.idfornecedor || ':' || r.versao);
      END LOOP;
    END
    $fn$
  `.execute(db);

  // produtos: counts by delta from the transition tables, then the version.
  await sql`
    CREATE FUNCTION catalogo_produtos_trg() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO catalogo_contagem AS c (idfornecedor, idcategoria, produtos, ofertas)
        SELECT idfornecedor, idcategoria, count(*)::int,
               (count(*) FILTER (WHERE preco_original_centavos > preco_centavos))::int
        FROM novas WHERE ativo AND produto_adicional_de IS NULL
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (idfornecedor, idcategoria)
        DO UPDATE SET produtos = c.produtos + excluded.produtos, ofertas = c.ofertas + excluded.ofertas;
        PERFORM catalogo_versao_bump(array(SELECT DISTINCT idfornecedor FROM novas));
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO catalogo_contagem AS c (idfornecedor, idcategoria, produtos, ofertas)
        SELECT idfornecedor, idcategoria, -count(*)::int,
               -(count(*) FILTER (WHERE preco_original_centavos > preco_centavos))::int
        FROM velhas WHERE ativo AND produto_adicional_de IS NULL
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (idfornecedor, idcategoria)
        DO UPDATE SET produtos = c.produtos + excluded.produtos, ofertas = c.ofertas + excluded.ofertas;
        PERFORM catalogo_versao_bump(array(SELECT DISTINCT idfornecedor FROM velhas));
      ELSE
        INSERT INTO catalogo_contagem AS c (idfornecedor, idcategoria, produtos, ofertas)
        SELECT idfornecedor, idcategoria, sum(sinal)::int,
               coalesce(sum(sinal) FILTER (WHERE preco_original_centavos > preco_centavos), 0)::int
        FROM (
          SELECT idfornecedor, idcategoria, preco_centavos, preco_original_centavos, 1 AS sinal
          FROM novas WHERE ativo AND produto_adicional_de IS NULL
          UNION ALL
          SELECT idfornecedor, idcategoria, preco_centavos, preco_original_centavos, -1 AS sinal
          FROM velhas WHERE ativo AND produto_adicional_de IS NULL
        ) AS d
        GROUP BY 1, 2
        HAVING sum(sinal) <> 0 OR coalesce(sum(sinal) FILTER (WHERE preco_original_centavos > preco_centavos), 0) <> 0
        ORDER BY 1, 2
        ON CONFLICT (idfornecedor, idcategoria)
        DO UPDATE SET produtos = c.produtos + excluded.produtos, ofertas = c.ofertas + excluded.ofertas;
        PERFORM catalogo_versao_bump(array(SELECT idfornecedor FROM novas UNION SELECT idfornecedor FROM velhas));
      END IF;
      RETURN NULL;
    END
    $fn$
  `.execute(db);
  await sql`
    CREATE TRIGGER catalogo_produtos_ins AFTER INSERT ON produtos
    REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION catalogo_produtos_trg()
  `.execute(db);
  await sql`
    CREATE TRIGGER catalogo_produtos_upd AFTER UPDATE ON produtos
    REFERENCING OLD TABLE AS velhas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION catalogo_produtos_trg()
  `.execute(db);
  await sql`
    CREATE TRIGGER catalogo_produtos_del AFTER DELETE ON produtos
    REFERENCING OLD TABLE AS velhas FOR EACH STATEMENT EXECUTE FUNCTION catalogo_produtos_trg()
  `.execute(db);

  // categorias, carrosseis, fornecedores: only the version (their rows carry idfornecedor).
  await sql`
    CREATE FUNCTION catalogo_versao_trg() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM catalogo_versao_bump(array(SELECT DISTINCT idfornecedor FROM novas));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM catalogo_versao_bump(array(SELECT DISTINCT idfornecedor FROM velhas));
      ELSE
        PERFORM catalogo_versao_bump(array(SELECT idfornecedor FROM novas UNION SELECT idfornecedor FROM velhas));
      END IF;
      RETURN NULL;
    END
    $fn$
  `.execute(db);
  for (const tabela of ['categorias', 'carrosseis', 'fornecedores']) {
    const t = sql.table(tabela);
    await sql`
      CREATE TRIGGER ${sql.raw(`catalogo_${tabela}_ins`)} AFTER INSERT ON ${t}
      REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION catalogo_versao_trg()
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`catalogo_${tabela}_upd`)} AFTER UPDATE ON ${t}
      REFERENCING OLD TABLE AS velhas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION catalogo_versao_trg()
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`catalogo_${tabela}_del`)} AFTER DELETE ON ${t}
      REFERENCING OLD TABLE AS velhas FOR EACH STATEMENT EXECUTE FUNCTION catalogo_versao_trg()
    `.execute(db);
  }

  // TRUNCATE fires no row triggers: recount everything and bump every supplier.
  await sql`
    CREATE FUNCTION catalogo_truncate_trg() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      DELETE FROM catalogo_contagem;
      INSERT INTO catalogo_contagem (idfornecedor, idcategoria, produtos, ofertas)
      SELECT idfornecedor, idcategoria, count(*)::int,
             (count(*) FILTER (WHERE preco_original_centavos > preco_centavos))::int
      FROM produtos WHERE ativo AND produto_adicional_de IS NULL GROUP BY 1, 2;
      PERFORM catalogo_versao_bump(array(SELECT idfornecedor FROM fornecedores UNION SELECT idfornecedor FROM catalogo_versao));
      RETURN NULL;
    END
    $fn$
  `.execute(db);
  for (const tabela of ['produtos', 'categorias', 'carrosseis', 'fornecedores']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`catalogo_${tabela}_trunc`)} AFTER TRUNCATE ON ${sql.table(tabela)}
      FOR EACH STATEMENT EXECUTE FUNCTION catalogo_truncate_trg()
    `.execute(db);
  }

  // What is there already.
  await sql`
    INSERT INTO catalogo_contagem (idfornecedor, idcategoria, produtos, ofertas)
    SELECT idfornecedor, idcategoria, count(*)::int,
           (count(*) FILTER (WHERE preco_original_centavos > preco_centavos))::int
    FROM produtos WHERE ativo AND produto_adicional_de IS NULL GROUP BY 1, 2
  `.execute(db);
  await sql`
    INSERT INTO catalogo_versao (idfornecedor, versao)
    SELECT idfornecedor, nextval('catalogo_versao_seq') FROM fornecedores ORDER BY idfornecedor
  `.execute(db);

  // The list in manual order (every first view), with and without a category (and similar products).
  await sql`
    CREATE INDEX produtos_lista_ordem_idx ON produtos (idfornecedor, ordem, id)
    WHERE ativo AND produto_adicional_de IS NULL
  `.execute(db);
  await sql`
    CREATE INDEX produtos_lista_categoria_ordem_idx ON produtos (idfornecedor, idcategoria, ordem, id)
    WHERE ativo AND produto_adicional_de IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS produtos_lista_categoria_ordem_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS produtos_lista_ordem_idx`.execute(db);
  for (const tabela of ['produtos', 'categorias', 'carrosseis', 'fornecedores']) {
    for (const sufixo of ['ins', 'upd', 'del', 'trunc']) {
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`catalogo_${tabela}_${sufixo}`)} ON ${sql.table(tabela)}`.execute(db);
    }
  }
  await sql`DROP FUNCTION IF EXISTS catalogo_truncate_trg()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS catalogo_versao_trg()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS catalogo_produtos_trg()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS catalogo_versao_bump(text[])`.execute(db);
  await sql`DROP TABLE IF EXISTS catalogo_contagem`.execute(db);
  await sql`DROP TABLE IF EXISTS catalogo_versao`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS catalogo_versao_seq`.execute(db);
}
