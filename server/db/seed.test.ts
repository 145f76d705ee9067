import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './connect';
import { ensureDatabase } from './ensure';
import { migrations } from './migrations';
import type { Database } from './schema';
import { DEMO_ACCOUNTS, DEMO_CLIENTES } from './seed/demo-accounts';
import { AURORA_ATACADO_ID, AURORA_ID, CONSTRUFORTE_ID } from './seed/fornecedores';
import { validateDocumentoLoja } from '#blocks/validate-document';
import { caminhoDocumento } from './seed/documentos';
import { verificarSenha } from './seed/password';
import { seedDemoData } from './seed/seed-demo-data';
import { openEmptyTestDatabase, openTestDatabase } from '../testing/test-database';
import { fornecedorRow } from '../testing/fornecedor-row';

const TABELAS_ORDENADAS: [keyof Database, string][] = [
  ['fornecedores', 'idfornecedor'],
  ['fornecedor_dominios', 'dominio'],
  ['categorias', 'idcategoria'],
  ['produtos', 'id'],
  ['carrosseis', 'idcarrossel'],
  ['textos_estaticos', 'idfornecedor, lang, chave'],
  ['documentos_loja', 'idfornecedor, tipo'],
  ['documentos_loja_versoes', 'idfornecedor, tipo, versao'],
  ['clientes', 'idcliente'],
  ['cadastros_cliente', 'idcadastroextracliente'],
  ['usuarios', 'idusuario'],
  ['usuario_clientes', 'idusuario, idcliente'],
  ['usuario_cliente_permissoes', 'idusuario, idcliente, idpermissao'],
  ['sessoes', 'token_hash'],
  ['termos_uso', 'idfornecedor, versao'],
  ['termos_uso_aceites', 'idcliente, idfornecedor, versao'],
  ['chaves_api', 'idapikeys'],
  ['codigos_handover', 'codigo_hash'],
  ['tags_pesquisa', 'idfornecedor, tipo, tag'],
  ['cupons', 'idcupom'],
  ['enderecos', 'idendereco'],
  ['pedidos', 'numpedido'],
  ['pedido_itens', 'numpedido, idproduto'],
  ['listas_compra', 'idlista'],
  ['listas_compra_itens', 'idlista, idproduto'],
  ['combos', 'idcombo'],
  ['combo_itens', 'idcombo, idproduto'],
  ['listas_preco', 'idlista'],
  ['listas_preco_clientes', 'idlista, idcliente'],
  ['listas_preco_itens', 'idlista, idproduto'],
];

/** Every row of every table, as text, in key order. */
async function despejar(db: Kysely<Database>): Promise<string> {
  const partes: string[] = [];
  for (const [tabela, chave] of TABELAS_ORDENADAS) {
    const { rows } = await sql<{
      linha: string;
    }>`SELECT t::text AS linha FROM ${sql.table(tabela)} t ORDER BY ${sql.raw(chave)}`.execute(db);
    partes.push(`${tabela}:${rows.map((r) => r.linha).join('\n')}`);
  }
  return partes.join('\n\n');
}

describe(`demo seed (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let aberto: OpenedDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    aberto = await openTestDatabase();
    db = aberto.db;
  });
  afterAll(async () => {
    await aberto?.close();
  });

  it('creates the three suppliers with their fixed UUIDs, slugs and domains', async () => {
    const fornecedores = await db
      .selectFrom('fornecedores')
      .select(['idfornecedor', 'slug', 'nome', 'tags', 'config', 'idempresa'])
      .orderBy('slug')
      .execute();
    expect(fornecedores.map((f) => [f.idfornecedor, f.slug, f.nome])).toEqual([
      [AURORA_ID, 'aurora', 'Distribuidora Aurora'],
      [AURORA_ATACADO_ID, 'aurora-atacado', 'Aurora Atacado — Retira'],
      [CONSTRUFORTE_ID, 'construforte', 'ConstruForte Materiais'],
    ]);
    const [aurora, atacado, construforte] = fornecedores;
    // Aurora's company has two shops; the second only collects and takes quotes.
    expect(atacado?.idempresa).toBe(aurora?.idempresa);
    expect(atacado?.tags).toEqual(['has-collect', 'support-budget']);
    expect(atacado?.config.dominio.dominio).toBeNull();
    expect(aurora?.tags).toEqual([
      'has-delivery',
      'has-collect',
      'enable-stock-control',
      'uses-share-coupom',
      'support-price-variance-by-payment',
      'enable-google-analytics-ga4-version-tag-events',
      'enable-recommendation-system',
    ]);
    expect(construforte?.tags).toEqual([
      'has-delivery',
      'hide-price-for-logged-out-customers',
      'block-not-approved-user',
    ]);
    expect(aurora?.config.tema).not.toEqual(construforte?.config.tema);
    expect(aurora?.config.tema.cor_primaria).not.toBe('#436bac');
    expect(aurora?.config.seo).toMatchObject({
      title: 'Distribuidora Aurora',
      subtitle: 'Atacado de alimentos e bebidas',
    });
    expect(aurora?.config.dominio.dominio).toBe('aurora.localhost');
    const dominios = await db
      .selectFrom('fornecedor_dominios')
      .selectAll()
      .where('principal', '=', true)
      .orderBy('dominio')
      .execute();
    expect(dominios).toEqual([
      { dominio: 'aurora.localhost', idfornecedor: AURORA_ID, principal: true },
      { dominio: 'construforte.localhost', idfornecedor: CONSTRUFORTE_ID, principal: true },
    ]);
  });

  it('has ≥ 600 Aurora and ≥ 400 ConstruForte products over ≥ 12 top-level categories each, plus an OFERTAS category', async () => {
    for (const [id, minimo] of [
      [AURORA_ID, 600],
      [CONSTRUFORTE_ID, 400],
    ] as const) {
      const { n } = await db
        .selectFrom('produtos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('idfornecedor', '=', id)
        .executeTakeFirstOrThrow();
      expect(n).toBeGreaterThanOrEqual(minimo);
      const categorias = await db
        .selectFrom('categorias')
        .selectAll()
        .where('idfornecedor', '=', id)
        .where('idcategoriapai', 'is', null)
        .execute();
      expect(categorias.filter((c) => c.tipo === 'NORMAL').length).toBeGreaterThanOrEqual(12);
      expect(categorias.filter((c) => c.tipo === 'OFERTAS').map((c) => [c.slug, c.nome])).toEqual([
        ['ofertas', 'Ofertas'],
      ]);
    }
  });

  it('spreads the commercial attributes over the catalogue', async () => {
    const produtos = await db.selectFrom('produtos').selectAll().where('idfornecedor', '=', AURORA_ID).execute();
    const ofertas = produtos.filter(
      (p) => p.preco_original_centavos !== null && p.preco_original_centavos > p.preco_centavos,
    );
    expect(ofertas.length / produtos.length).toBeGreaterThan(0.1);
    expect(ofertas.length / produtos.length).toBeLessThan(0.25);
    const kg = produtos.filter((p) => p.unidade === 'KG');
    expect(kg.length).toBeGreaterThan(20);
    for (const p of kg) expect([p.granularidade_milesimos, p.quantidade_decimais]).toEqual([500, 2]);
    expect(produtos.some((p) => p.unidade === 'CX' && /^(CX|FD) c\/ \d+$/.test(p.labelunidade))).toBe(true);
    for (const p of produtos.filter((p) => p.precovendaatacado_centavos !== null)) {
      expect(p.precovendaatacado_centavos).toBeLessThan(p.preco_centavos);
      expect(p.minvendaatacado_milesimos).toBeGreaterThan(0);
    }
    const progressivos = produtos.filter((p) => p.desconto_progressivo.length > 0);
    expect(progressivos.length).toBeGreaterThan(10);
    for (const p of progressivos) {
      const faixas = p.desconto_progressivo;
      for (let i = 1; i < faixas.length; i++) {
        expect(faixas[i]!.quantidade_milesimos).toBeGreaterThan(faixas[i - 1]!.quantidade_milesimos);
        expect(faixas[i]!.preco_centavos).toBeLessThan(faixas[i - 1]!.preco_centavos);
      }
    }
    expect(produtos.filter((p) => p.permite_embalagem && p.preco_embalagem_centavos! > 0).length).toBeGreaterThan(5);
    const ids = new Set(produtos.map((p) => p.id));
    const kits = produtos.filter((p) => p.tipo_produto === 'CONJUNTO');
    expect(kits.length).toBeGreaterThanOrEqual(5);
    for (const k of kits) {
      expect(k.subitens.length).toBeGreaterThanOrEqual(2);
      expect(k.subitens.length).toBeLessThanOrEqual(5);
      for (const s of k.subitens) expect(ids.has(s.id)).toBe(true);
    }
    expect(
      produtos.filter((p) => p.maximo_disponivel_milesimos !== null || p.maxporpedido_milesimos !== null).length,
    ).toBeGreaterThan(20);
    // Out of stock (enable-stock-control and 0): the availability alert's demo product is one (docs/demo-data.md).
    const esgotados = produtos.filter((p) => p.ativo && p.maximo_disponivel_milesimos === 0).map((p) => p.slug);
    expect(esgotados).toContain('refrigerante-laranja-serra-azul-2-l');
    expect(esgotados.length).toBeGreaterThanOrEqual(3);
    expect(produtos.some((p) => p.tags.includes('sem-gluten'))).toBe(true);
    expect(produtos.every((p) => p.agrupadores.some((a) => a.startsWith('marca:')))).toBe(true);
    expect(produtos.some((p) => p.mensagemcardproduto?.includes('<strong>'))).toBe(true);
    expect(produtos.some((p) => p.nome === 'Arroz Agulhinha Tipo 1 Tio Aurélio 5 kg')).toBe(true);
    const sacos = await db
      .selectFrom('produtos')
      .select('labelunidade')
      .where('idfornecedor', '=', CONSTRUFORTE_ID)
      .where('labelunidade', '=', 'SC 50 kg')
      .execute();
    expect(sacos.length).toBeGreaterThan(3);
  });

  it('finds "cafe" in "Café Torrado ..." with accents ignored, best matches first', async () => {
    const consulta = sql`websearch_to_tsquery('portuguese', public.f_unaccent(${'cafe'}))`;
    const rows = await db
      .selectFrom('produtos')
      .select('nome')
      .where('idfornecedor', '=', AURORA_ID)
      .where(sql<boolean>`busca @@ ${consulta}`)
      .orderBy(sql`ts_rank(busca, ${consulta})`, 'desc')
      .orderBy('id')
      .execute();
    const comCafeNoNome = await db
      .selectFrom('produtos')
      .select('nome')
      .where('idfornecedor', '=', AURORA_ID)
      .where('nome', 'like', '%Café%')
      .execute();
    expect(comCafeNoNome.length).toBeGreaterThan(5);
    const encontrados = new Set(rows.map((r) => r.nome));
    for (const p of comCafeNoNome) expect(encontrados.has(p.nome)).toBe(true);
    expect(encontrados.has('Café Torrado e Moído Tradicional Cafezal 500 g')).toBe(true);
    // Name matches (weight A) rank above description matches ('ideal para o café da manhã').
    expect(rows.slice(0, comCafeNoNome.length).every((r) => r.nome.includes('Café'))).toBe(true);
  });

  it('creates carousels and static texts for both suppliers', async () => {
    const carrosseis = await db.selectFrom('carrosseis').selectAll().orderBy('idcarrossel').execute();
    for (const id of [AURORA_ID, CONSTRUFORTE_ID]) {
      const deste = carrosseis.filter((c) => c.idfornecedor === id);
      const banner = deste.find((c) => c.tipo === 'BANNER');
      expect(banner?.banners).toHaveLength(3);
      expect(banner?.banners[0]?.imagem).toBe(`/imagens/banners/${id}/${banner?.idcarrossel}-1.svg`);
      expect(deste.filter((c) => c.tipo === 'PRODUTOS').length).toBeGreaterThanOrEqual(1);
    }
    expect(carrosseis.find((c) => c.titulo === 'Ofertas da semana')?.filtro_produtos).toEqual({
      ofertas: true,
      limite: 12,
    });
    const textos = await db
      .selectFrom('textos_estaticos')
      .selectAll()
      .where('idfornecedor', '=', AURORA_ID)
      .where('lang', '=', 'pt')
      .execute();
    const mapa = Object.fromEntries(textos.map((t) => [t.chave, t.texto]));
    // The banner's text is made from each supplier's free-shipping configuration, not a shared text.
    expect(mapa['banner.frete_gratis']).toBeUndefined();
    expect(mapa['botao.ofertas']).toBe('OFERTAS');
  });

  it('creates the demo accounts with working passwords, links and sessions', async () => {
    const usuarios = await db.selectFrom('usuarios').selectAll().orderBy('idusuario').execute();
    expect(usuarios.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    for (const conta of DEMO_ACCOUNTS) {
      const u = usuarios.find((x) => x.idusuario === conta.idusuario)!;
      expect(u.papel).toBe(conta.papel);
      expect(await verificarSenha(conta.senha, u.senha_hash)).toBe(true);
      expect(await verificarSenha(`${conta.senha}x`, u.senha_hash)).toBe(false);
    }
    const cadastros = await db.selectFrom('cadastros_cliente').selectAll().execute();
    const aprovado = (idcliente: number, idfornecedor: string) =>
      cadastros.find((c) => c.idcliente === idcliente && c.idfornecedor === idfornecedor)?.cadastro_aprovado;
    const maria = DEMO_CLIENTES.find((c) => c.documento === '52998224725')!;
    const bomPreco = DEMO_CLIENTES.find((c) => c.documento === '11222333000181')!;
    expect([aprovado(maria.idcliente, AURORA_ID), aprovado(maria.idcliente, CONSTRUFORTE_ID)]).toEqual([true, true]);
    expect([aprovado(bomPreco.idcliente, AURORA_ID), aprovado(bomPreco.idcliente, CONSTRUFORTE_ID)]).toEqual([
      true,
      false,
    ]);
    const representante = DEMO_ACCOUNTS.find((a) => a.papel === 'representante')!;
    const atendidos = await db
      .selectFrom('usuario_clientes')
      .select('idcliente')
      .where('idusuario', '=', representante.idusuario)
      .orderBy('idcliente')
      .execute();
    expect(atendidos.map((r) => r.idcliente)).toEqual([maria.idcliente, bomPreco.idcliente]);
    const vinculada = usuarios.find((u) => u.papel === 'usuario_vinculado')!;
    expect([vinculada.email, vinculada.idcliente, vinculada.principal]).toEqual([
      'ana@bompreco.com.br',
      bomPreco.idcliente,
      false,
    ]);
    // Sessions come only from a login: the seed leaves no well-known token behind.
    expect(await db.selectFrom('sessoes').select('token_hash').execute()).toEqual([]);
  });

  it('gives every demo customer one or two addresses in Campinas at Aurora, exactly one primary each, CEPs without hyphen', async () => {
    const enderecos = await db.selectFrom('enderecos').selectAll().orderBy('idendereco').execute();
    for (const c of DEMO_CLIENTES) {
      const deles = enderecos.filter((e) => e.idcliente === c.idcliente);
      expect(deles.length, c.nome).toBeGreaterThanOrEqual(1);
      expect(deles.length, c.nome).toBeLessThanOrEqual(2);
      expect(
        deles.filter((e) => e.primario),
        c.nome,
      ).toHaveLength(1);
    }
    expect(
      enderecos.every(
        (e) => e.idfornecedor === AURORA_ID && e.cidade === 'Campinas' && e.uf === 'SP' && /^\d{8}$/.test(e.cep),
      ),
    ).toBe(true);
  });

  it('stores the validated layout, menu and features documents of the three suppliers', async () => {
    const docs = await db.selectFrom('documentos_loja').selectAll().orderBy('idfornecedor').orderBy('tipo').execute();
    expect(docs.map((d) => [d.idfornecedor, d.tipo])).toEqual([
      [AURORA_ID, 'features'],
      [AURORA_ID, 'layout'],
      [AURORA_ID, 'menu'],
      [CONSTRUFORTE_ID, 'features'],
      [CONSTRUFORTE_ID, 'layout'],
      [CONSTRUFORTE_ID, 'menu'],
      [AURORA_ATACADO_ID, 'features'],
      [AURORA_ATACADO_ID, 'layout'],
      [AURORA_ATACADO_ID, 'menu'],
    ]);
    const slugDe: Record<string, string> = {
      [AURORA_ID]: 'aurora',
      [CONSTRUFORTE_ID]: 'construforte',
      [AURORA_ATACADO_ID]: 'aurora-atacado',
    };
    for (const d of docs) {
      expect(validateDocumentoLoja(d.tipo, d.documento)).toMatchObject({ ok: true });
      expect(d.documento).toEqual(
        JSON.parse(readFileSync(caminhoDocumento(slugDe[d.idfornecedor] ?? '', d.tipo), 'utf8')),
      );
    }
    // The two home layouts differ: the layout is data.
    expect(docs[1]?.documento).not.toEqual(docs[4]?.documento);
  });

  it('is deterministic: re-seeding writes the very same rows', async () => {
    const antes = await despejar(db);
    await seedDemoData(db);
    const depois = await despejar(db);
    expect(depois.length).toBeGreaterThan(100_000);
    expect(depois).toBe(antes);
  });

  it('keeps rows that are not demo rows when re-seeding, and ensureDatabase does not re-seed', async () => {
    await db
      .insertInto('fornecedores')
      .values(
        fornecedorRow({
          idfornecedor: '11111111-2222-4333-8444-555555555555',
          slug: 'outra-loja',
          idempresa: 9,
          nome: 'Outra Loja',
        }),
      )
      .execute();
    await seedDemoData(db);
    expect(await ensureDatabase(db)).toEqual({ migrations: [], seeded: null });
    const slugs = await db.selectFrom('fornecedores').select('slug').orderBy('slug').execute();
    expect(slugs.map((s) => s.slug)).toEqual(['aurora', 'aurora-atacado', 'construforte', 'outra-loja']);
  });
});

describe(`ensureDatabase on an empty database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('migrates and seeds once, then leaves the data alone', async () => {
    const vazio = await openEmptyTestDatabase();
    try {
      const primeiro = await ensureDatabase(vazio.db);
      expect(primeiro.migrations).toEqual(Object.keys(migrations));
      expect(primeiro.seeded?.produtos.aurora).toBeGreaterThanOrEqual(600);
      await vazio.db
        .updateTable('fornecedores')
        .set({ nome: 'Aurora Renomeada' })
        .where('idfornecedor', '=', AURORA_ID)
        .execute();
      expect(await ensureDatabase(vazio.db)).toEqual({ migrations: [], seeded: null });
      const aurora = await vazio.db
        .selectFrom('fornecedores')
        .select('nome')
        .where('idfornecedor', '=', AURORA_ID)
        .executeTakeFirstOrThrow();
      expect(aurora.nome).toBe('Aurora Renomeada');
    } finally {
      await vazio.close();
    }
  });
});
