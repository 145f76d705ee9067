import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedSlugs } from '#engine/rules/slug';
import { openPglite } from './connect';
import type { OpenedDatabase } from './connect';
import { migrateToLatest, MigrationError } from './migrate';
import { fornecedorRow } from '../testing/fornecedor-row';
import { openEmptyTestDatabase } from '../testing/test-database';
import { RESERVED_SLUGS_LATEST } from './migrations/index';
import type { Database } from './schema';
import type { ProdutosTable } from '../modules/catalogo/tables';

const TABELAS = [
  'alertas_disponibilidade',
  'areas_atendimento',
  'assinatura_config',
  'assinatura_pedidos',
  'assinaturas',
  'cadastros_cliente',
  'caracteristicas',
  'carrinho_bloqueios',
  'carrinho_itens',
  'carrinhos',
  'carrosseis',
  'catalogo_contagem',
  'catalogo_versao',
  'categorias',
  'chat_leituras',
  'chat_mensagens',
  'chat_salas',
  'chaves_api',
  'clientes',
  'codigos_handover',
  'combo_clientes',
  'combo_itens',
  'combos',
  'conteudos_personalizados',
  'credenciais_integracao',
  'cupons',
  'decisoes_cadastro',
  'documentos_loja',
  'documentos_loja_versoes',
  'enderecos',
  'entregas_webhook',
  'eventos_integracao',
  'faturas_config',
  'feed_pedidos',
  'formas_entrega',
  'formas_pagamento',
  'formas_pagamento_clientes',
  'fornecedor_dominios',
  'fornecedores',
  'importacoes_erp',
  'importacoes_erp_partes',
  'limites_credito',
  'links_acao',
  'listas_compra',
  'listas_compra_itens',
  'listas_preco',
  'listas_preco_clientes',
  'listas_preco_itens',
  'lojas_retirada',
  'outbox_email',
  'pagamento_config',
  'paginas_estaticas',
  'pedido_danfe',
  'pedido_historico',
  'pedido_idempotencia',
  'pedido_itens',
  'pedido_pagamento',
  'pedidos',
  'produto_imagem_enviada',
  'produtos',
  'recomendacao_calculos',
  'recomendacao_feedback',
  'recomendacao_pares',
  'recomendacao_sessoes',
  'recuperacoes_senha',
  'sessoes',
  'tags_pesquisa',
  'tarefas_feitas',
  'termos_uso',
  'termos_uso_aceites',
  'textos_estaticos',
  'tipos_assinatura',
  'titulos',
  'usuario_cliente_permissoes',
  'usuario_clientes',
  'usuarios',
  'verificacoes_contato',
  'webhooks_endpoints',
];

/** A product row with every column the table requires (the DB defaults are not in schema.ts). */
function produto(
  campos: { idfornecedor: string; idcategoria: number; slug: string; nome: string } & Partial<
    Insertable<ProdutosTable>
  >,
): Insertable<ProdutosTable> {
  return {
    idcadastroextraproduto: 1,
    descricao: '',
    marca: '',
    unidade: 'UN',
    labelunidade: 'UN',
    preco_centavos: 100,
    preco_original_centavos: null,
    precovendaatacado_centavos: null,
    minvendaatacado_milesimos: null,
    multiploincremento: 1,
    granularidade_milesimos: 1000,
    maxporpedido_milesimos: null,
    min_por_pedido_milesimos: null,
    maximo_disponivel_milesimos: null,
    permite_embalagem: false,
    preco_embalagem_centavos: null,
    desconto_progressivo: '[]',
    tipo_produto: 'SIMPLES',
    subitens: '[]',
    esconder_preco_sub_itens: false,
    produto_adicional_de: null,
    mensagemcardproduto: null,
    quantidade_decimais: 2,
    tags: '[]',
    agrupadores: '[]',
    ordem: 0,
    vendidos: 0,
    ativo: true,
    imagem_versao: '20260115',
    criado_em: '2026-01-15T12:00:00.000Z',
    ...campos,
  };
}

let seq = 0;
function uuid(): string {
  seq++;
  return `00000000-0000-4000-8000-${seq.toString().padStart(12, '0')}`;
}

function suiteMigracoes(nome: string, abrir: () => Promise<OpenedDatabase>) {
  describe(`migrações (${nome})`, () => {
    let aberto: OpenedDatabase;
    let db: Kysely<Database>;

    beforeAll(async () => {
      aberto = await abrir();
      db = aberto.db;
      const resultado = await migrateToLatest(db);
      expect(resultado.map((r) => [r.migrationName, r.status])).toEqual([
        ['0001-init', 'Success'],
        ['0002-slugs-reservados-saude', 'Success'],
        ['0003-catalogo-desempenho', 'Success'],
        ['0004-contas-sessoes', 'Success'],
        ['0005-email-recuperacao-senha', 'Success'],
        ['0006-termos-uso', 'Success'],
        ['0007-chaves-api', 'Success'],
        ['0008-codigos-handover', 'Success'],
        ['0009-usuarios-vinculados', 'Success'],
        ['0012-carrinhos', 'Success'],
        ['0013-carrinho-bloqueios', 'Success'],
        ['0014-busca', 'Success'],
        ['0015-cupons', 'Success'],
        ['0016-tags-pesquisa', 'Success'],
        ['0017-alertas-disponibilidade', 'Success'],
        ['0019-tipos-assinatura', 'Success'],
        ['0020-enderecos', 'Success'],
        ['0021-paginas-estaticas', 'Success'],
        ['0022-entrega-pagamento', 'Success'],
        ['0024-pedidos', 'Success'],
        ['0025-areas-atendimento', 'Success'],
        ['0026-pagamentos', 'Success'],
        ['0027-caracteristicas-instrucoes', 'Success'],
        ['0029-pedido-estoque-baixado', 'Success'],
        ['0030-pedido-danfe', 'Success'],
        ['0031-estudio-versoes', 'Success'],
        ['0032-produto-imagem-enviada', 'Success'],
        ['0035-slug-reservado-schemas', 'Success'],
        ['0036-sessoes-notify', 'Success'],
        ['0037-tarefas-feitas', 'Success'],
        ['0038-assinaturas', 'Success'],
        ['0039-faturas-titulos', 'Success'],
        ['0041-formas-pagamento-prazos', 'Success'],
        ['0042-listas-compra', 'Success'],
        ['0043-combos', 'Success'],
        ['0044-sessoes-sid', 'Success'],
        ['0045-chat', 'Success'],
        ['0046-recomendacoes', 'Success'],
        ['0047-verificacoes-contato', 'Success'],
        ['0048-links-acao', 'Success'],
        ['0049-integracao', 'Success'],
        ['0050-cadastro-empresa-telefone', 'Success'],
        ['0051-busca-por-fornecedor', 'Success'],
        ['0052-listas-preco', 'Success'],
        ['0053-pedidos-erp-webhooks', 'Success'],
        ['0054-decisoes-cadastro', 'Success'],
        ['0055-destinatario-telefone-nfe-xml', 'Success'],
        ['0056-produtos-ean', 'Success'],
        ['0057-busca-marcada-por-fornecedor', 'Success'],
        ['0058-importacoes-erp', 'Success'],
        ['0059-erp-condicoes-pagamento', 'Success'],
      ]);
    });
    afterAll(async () => {
      await aberto?.close();
    });

    it('creates every table of schema.ts, and a second run is a no-op', async () => {
      const { rows } = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%' ORDER BY table_name
      `.execute(db);
      expect(rows.map((r) => r.table_name)).toEqual(TABELAS);
      expect(await migrateToLatest(db)).toEqual([]);
    });

    it('accepts a well-formed supplier slug', async () => {
      const id = uuid();
      await db
        .insertInto('fornecedores')
        .values(fornecedorRow({ idfornecedor: id, slug: `minha-loja-${seq}` }))
        .execute();
      const row = await db
        .selectFrom('fornecedores')
        .select(['slug', 'criado_em'])
        .where('idfornecedor', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.slug).toBe(`minha-loja-${seq}`);
      expect(row.criado_em).toBeInstanceOf(Date);
    });

    it.each([
      ['api', 'fornecedores_slug_reservado'],
      ['admin', 'fornecedores_slug_reservado'],
      ['commerce', 'fornecedores_slug_reservado'],
      ['healthz', 'fornecedores_slug_reservado'],
      ['readyz', 'fornecedores_slug_reservado'],
      ['schemas', 'fornecedores_slug_reservado'],
      ['termouso', 'fornecedores_slug_reservado'],
      ['3f6c1d52-7a0e-4b8f-9c21-5e4d8a7b1c99', 'fornecedores_slug_nao_uuid'],
      ['Aurora', 'fornecedores_slug_formato'],
      ['minha--loja', 'fornecedores_slug_formato'],
      ['-loja', 'fornecedores_slug_formato'],
      ['loja com espaço', 'fornecedores_slug_formato'],
    ])('rejects the supplier slug %j (%s)', async (slug, constraint) => {
      await expect(
        db
          .insertInto('fornecedores')
          .values(fornecedorRow({ idfornecedor: uuid(), slug }))
          .execute(),
      ).rejects.toThrow(constraint);
    });

    it('rejects an idfornecedor that is not a lower-case UUID', async () => {
      await expect(
        db
          .insertInto('fornecedores')
          .values(fornecedorRow({ idfornecedor: 'aurora', slug: 'outra-loja' }))
          .execute(),
      ).rejects.toThrow('fornecedores_idfornecedor_uuid');
    });

    it('indexes unaccented Portuguese text: "cafe" finds "Café Torrado ..."', async () => {
      const idfornecedor = uuid();
      await db
        .insertInto('fornecedores')
        .values(fornecedorRow({ idfornecedor, slug: `busca-${seq}` }))
        .execute();
      const cat = await db
        .insertInto('categorias')
        .values({
          idfornecedor,
          nome: 'Café e Chás',
          slug: 'cafe-e-chas',
          ordem: 1,
          tipo: 'NORMAL',
          idcategoriapai: null,
        })
        .returning('idcategoria')
        .executeTakeFirstOrThrow();
      expect(cat.idcategoria).toBeGreaterThanOrEqual(100000);
      const base = { idfornecedor, idcategoria: cat.idcategoria, descricao: 'Torra média.', preco_centavos: 1990 };
      await db
        .insertInto('produtos')
        .values([
          produto({
            ...base,
            slug: 'cafe-torrado',
            nome: 'Café Torrado e Moído Tradicional 500 g',
            marca: 'Cafezal',
            tags: '["organico"]',
          }),
          produto({
            ...base,
            slug: 'acucar',
            nome: 'Açúcar Refinado 1 kg',
            marca: 'Doce Vale',
            descricao: 'Refinado.',
            tags: '["sem-gluten"]',
          }),
        ])
        .execute();
      const busca = (texto: string) =>
        db
          .selectFrom('produtos')
          .select('nome')
          .where('idfornecedor', '=', idfornecedor)
          .where(sql<boolean>`busca @@ websearch_to_tsquery('portuguese', public.f_unaccent(${texto}))`)
          .execute();
      expect((await busca('cafe')).map((r) => r.nome)).toEqual(['Café Torrado e Moído Tradicional 500 g']);
      expect((await busca('CAFÉ moido')).map((r) => r.nome)).toEqual(['Café Torrado e Moído Tradicional 500 g']);
      expect((await busca('acucar')).map((r) => r.nome)).toEqual(['Açúcar Refinado 1 kg']);
      expect((await busca('cafezal')).map((r) => r.nome)).toEqual(['Café Torrado e Moído Tradicional 500 g']);
      expect((await busca('organico')).map((r) => r.nome)).toEqual(['Café Torrado e Moído Tradicional 500 g']);
      expect(await busca('feijao')).toEqual([]);
    });

    it('enforces unique (idfornecedor, slug) for products', async () => {
      const idfornecedor = uuid();
      await db
        .insertInto('fornecedores')
        .values(fornecedorRow({ idfornecedor, slug: `unica-${seq}` }))
        .execute();
      const { idcategoria } = await db
        .insertInto('categorias')
        .values({ idfornecedor, nome: 'X', slug: 'x', ordem: 1, tipo: 'NORMAL', idcategoriapai: null })
        .returning('idcategoria')
        .executeTakeFirstOrThrow();
      const p = produto({ idfornecedor, idcategoria, slug: 'igual', nome: 'Igual' });
      await db.insertInto('produtos').values(p).execute();
      await expect(db.insertInto('produtos').values(p).execute()).rejects.toThrow('produtos_fornecedor_slug_key');
    });

    it('returns int8 and numeric as numbers', async () => {
      const { rows } = await sql<{
        a: unknown;
        b: unknown;
        c: unknown;
      }>`SELECT count(*) AS a, 12.5::numeric AS b, now() AS c FROM fornecedores`.execute(db);
      expect(typeof rows[0]?.a).toBe('number');
      expect(rows[0]?.b).toBe(12.5);
      expect(rows[0]?.c).toBeInstanceOf(Date);
    });
  });
}

suiteMigracoes('PGlite', () => openEmptyTestDatabase({ databaseUrl: null }));

const DATABASE_URL = process.env.DATABASE_URL;
if (DATABASE_URL) suiteMigracoes('PostgreSQL', () => openEmptyTestDatabase({ databaseUrl: DATABASE_URL }));

describe('migrateToLatest', () => {
  it('keeps the reserved slugs of the latest migration equal to the contract list', () => {
    expect([...RESERVED_SLUGS_LATEST].sort()).toEqual(reservedSlugs().sort());
  });

  it('refuses a PGlite location that is not a folder', async () => {
    await expect(openPglite('memory://')).rejects.toThrow(
      'PGlite precisa de uma pasta de dados real (recebido "memory://")',
    );
  });

  it('throws a MigrationError naming the failed migration', async () => {
    const aberto = await openEmptyTestDatabase({ databaseUrl: null });
    try {
      await sql`CREATE TABLE fornecedores (x int)`.execute(aberto.db);
      const erro = await migrateToLatest(aberto.db).catch((e: unknown) => e);
      expect(erro).toBeInstanceOf(MigrationError);
      expect((erro as Error).message).toMatch(/a migração "0001-init" falhou: .*fornecedores/);
    } finally {
      await aberto.close();
    }
  });
});
