/**
 * Promotional combos (issue 29, spec sections 2, 3 `idcombopromocional_cabecalho` and 7
 * `promotional-combo`):
 *
 * - `combos`: a supplier's combo (its id is the spec's `idcombopromocional_cabecalho`): name,
 *   description, how its price was declared ('preco': a price for the whole set, or 'desconto': a
 *   percentage in basis points off its items), the days it is valid ('AAAA-MM-DD', inclusive, in
 *   Brasília; null: open), the payment method and delivery type it is for (null: any), the client
 *   tag that opens it (null: none), and when its staff ended it (null: running).
 * - `combo_itens`: its products, the quantity of each in one combo (thousandths) and the item's
 *   unit price inside the combo (centavos), fixed when the combo is created: the pricing core sells
 *   at that price only the units of complete combos (engine/rules/combo).
 * - `combo_clientes`: the clients a combo is for; no row and no tag: every client.
 * - `carrinho_itens.idcombopromocional_cabecalho`: the combo a cart line belongs to (checked by the
 *   server on every save and price; a combo deleted leaves a normal line).
 * - `pedido_itens.idcombopromocional_cabecalho` and the price origin 'combo': an order's line
 *   priced as a combo.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE combos (
      idcombo serial PRIMARY KEY,
      idfornecedor text NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
      nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
      descricao text NOT NULL DEFAULT '',
      tipo_preco text NOT NULL CHECK (tipo_preco IN ('preco', 'desconto')),
      desconto_pontos_base integer CHECK (desconto_pontos_base BETWEEN 1 AND 9999),
      inicio text CHECK (inicio ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      fim text CHECK (fim ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      idformapagamento integer REFERENCES formas_pagamento (idformapagto) ON DELETE CASCADE,
      tipo_entrega text CHECK (tipo_entrega IN ('DELIVERY', 'RETIRADA')),
      tag_cliente text CHECK (length(tag_cliente) BETWEEN 1 AND 60),
      criado_em timestamptz NOT NULL DEFAULT now(),
      criado_por integer REFERENCES usuarios (idusuario) ON DELETE SET NULL,
      encerrado_em timestamptz,
      CHECK (fim IS NULL OR inicio IS NULL OR fim >= inicio)
    )
  `.execute(db);
  await sql`CREATE INDEX combos_fornecedor ON combos (idfornecedor, idcombo)`.execute(db);
  await sql`
    CREATE TABLE combo_itens (
      idcombo integer NOT NULL REFERENCES combos (idcombo) ON DELETE CASCADE,
      idproduto integer NOT NULL REFERENCES produtos (id) ON DELETE CASCADE,
      quantidade_milesimos bigint NOT NULL CHECK (quantidade_milesimos > 0),
      preco_unitario_centavos integer NOT NULL CHECK (preco_unitario_centavos >= 0),
      ordem integer NOT NULL DEFAULT 0,
      PRIMARY KEY (idcombo, idproduto)
    )
  `.execute(db);
  await sql`
    CREATE TABLE combo_clientes (
      idcombo integer NOT NULL REFERENCES combos (idcombo) ON DELETE CASCADE,
      idcliente integer NOT NULL REFERENCES clientes (idcliente) ON DELETE CASCADE,
      PRIMARY KEY (idcombo, idcliente)
    )
  `.execute(db);
  await sql`
    ALTER TABLE carrinho_itens
      ADD COLUMN idcombopromocional_cabecalho integer REFERENCES combos (idcombo) ON DELETE SET NULL
  `.execute(db);
  await sql`
    ALTER TABLE pedido_itens
      ADD COLUMN idcombopromocional_cabecalho integer REFERENCES combos (idcombo) ON DELETE SET NULL
  `.execute(db);
  await sql`ALTER TABLE pedido_itens DROP CONSTRAINT IF EXISTS pedido_itens_origem_preco_check`.execute(db);
  await sql`
    ALTER TABLE pedido_itens ADD CONSTRAINT pedido_itens_origem_preco_check
      CHECK (origem_preco IN ('atendente', 'combo', 'progressivo', 'atacado', 'normal'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pedido_itens DROP CONSTRAINT IF EXISTS pedido_itens_origem_preco_check`.execute(db);
  await sql`DELETE FROM pedido_itens WHERE origem_preco = 'combo'`.execute(db);
  await sql`
    ALTER TABLE pedido_itens ADD CONSTRAINT pedido_itens_origem_preco_check
      CHECK (origem_preco IN ('atendente', 'progressivo', 'atacado', 'normal'))
  `.execute(db);
  await sql`ALTER TABLE pedido_itens DROP COLUMN idcombopromocional_cabecalho`.execute(db);
  await sql`ALTER TABLE carrinho_itens DROP COLUMN idcombopromocional_cabecalho`.execute(db);
  await sql`DROP TABLE combo_clientes`.execute(db);
  await sql`DROP TABLE combo_itens`.execute(db);
  await sql`DROP TABLE combos`.execute(db);
}
