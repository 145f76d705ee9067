/**
 * The demo data: wipes the demo rows (the three suppliers, their catalogue, carousels, texts,
 * documents, and the demo clients, users and sessions) and re-creates them, in one transaction.
 * Deterministic: fixed ids, fixed dates, seeded PRNG, fixed password salts.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { TipoDocumentoLoja } from '../../modules/estudio/tables';
import { catalogosDemo } from './catalogos';
import { combosDemo } from './combos';
import { CUPONS_DEMO } from './cupons';
import { AREAS_ATENDIMENTO_DEMO } from './areas-atendimento';
import { CARACTERISTICAS_DEMO, CONTEUDOS_PERSONALIZADOS_DEMO } from './caracteristicas';
import { ENDERECOS_DEMO } from './enderecos';
import {
  FORMAS_ENTREGA_DEMO,
  FORMAS_PAGAMENTO_CLIENTES_DEMO,
  FORMAS_PAGAMENTO_DEMO,
  LOJAS_RETIRADA_DEMO,
} from './entrega-pagamento';
import { FATURAS_CONFIG_DEMO, LIMITES_CREDITO_DEMO, titulosDemo } from './faturas';
import { PAGAMENTO_CONFIG_DEMO } from './pagamentos';
import type { Catalogo } from './catalogue-builder';
import { DEMO_ACCOUNTS, DEMO_CLIENTES } from './demo-accounts';
import { DEMO_API_KEYS } from './demo-api-keys';
import { documentoSeedExiste, lerDocumentoSeed, TIPOS_DOCUMENTO } from './documentos';
import { AURORA_ID, FORNECEDORES_DEMO, SEED_DATA, urlBanner } from './fornecedores';
import type { FornecedorSeed } from './fornecedores';
import { hashSenha } from './password';
import { TERMOS_DEMO } from './termos-uso';
import { pedidosDemo } from './pedidos';
import { contarCoocorrencias } from '../../modules/recomendacao/coocorrencia';
import { TAG_RECOMENDACOES } from '../../modules/recomendacao/recomendacao-service';
import { RecomendacaoRepository } from '../../modules/recomendacao/recomendacao-repository';
import { assinaturaDemoMaria } from './assinaturas';
import { danfesDemo } from './danfe';
import { tagsPesquisaDemo } from './tags-pesquisa';
import { PAGINAS_ESTATICAS_DEMO } from './paginas-estaticas';
import { TIPOS_ASSINATURA_DEMO } from './tipos-assinatura';
import { CADASTROS_COM_TAG_CLUBE, TAG_CLUBE_AURORA, listasDemo } from './listas';
import { LEITURAS_CHAT_DEMO, MENSAGENS_CHAT_DEMO, SALAS_CHAT_DEMO } from './chat';
import {
  CADASTRO_MARIA_CONSTRUFORTE,
  LISTAS_PRECO_CLIENTES_DEMO,
  LISTAS_PRECO_DEMO,
  LISTAS_PRECO_ITENS_DEMO,
} from './listas-preco';

export interface SeedOptions {
  /**
   * Storefront documents from server/db/seed/documents/{slug}.{tipo}.json, validated with
   * blocks/validate-document.ts:
   * - 'exigir' (default): every supplier must have valid layout, menu and features documents, else the seed fails;
   * - 'se-existir': insert the ones that exist, list the others in `documentosAusentes`.
   */
  documentos?: 'exigir' | 'se-existir';
  /** The seeding day (Brasília) the demo titles' due dates count from; default now. */
  agora?: Date;
}

export interface SeedResumo {
  fornecedores: number;
  dominios: number;
  categorias: number;
  produtos: Record<string, number>;
  carrosseis: number;
  textos: number;
  documentos: number;
  clientes: number;
  cadastros: number;
  usuarios: number;
  cupons: number;
  documentosAusentes: string[];
}

const LOTE = 100;
const LOCK_SEED = 7_311_543;

async function inserirEmLotes<T>(itens: readonly T[], inserir: (lote: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < itens.length; i += LOTE) await inserir(itens.slice(i, i + LOTE));
}

/** Deterministic 16-byte salt per e-mail, so that the seed writes the same bytes on every run. */
function saltDemo(email: string): Buffer {
  return createHash('sha256').update(`storefront-demo-salt:${email}`).digest().subarray(0, 16);
}

async function apagarDemo(trx: Transaction<Database>): Promise<void> {
  const ids = FORNECEDORES_DEMO.map((f) => f.idfornecedor);
  const slugs = FORNECEDORES_DEMO.map((f) => f.slug);
  const dominios = FORNECEDORES_DEMO.flatMap((f) => f.dominios.map((d) => d.dominio));
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase());
  const documentosUsuarios = DEMO_ACCOUNTS.flatMap((a) => (a.documento ? [a.documento] : []));

  await trx
    .deleteFrom('chaves_api')
    .where(
      'idapikeys',
      'in',
      DEMO_API_KEYS.map((k) => k.idapikeys),
    )
    .execute();
  await trx
    .deleteFrom('usuarios')
    .where(sql<string>`lower(email)`, 'in', emails)
    .execute();
  await trx.deleteFrom('usuarios').where('documento', 'in', documentosUsuarios).execute();
  await trx
    .deleteFrom('usuarios')
    .where(
      'idusuario',
      'in',
      DEMO_ACCOUNTS.map((a) => a.idusuario),
    )
    .execute();
  for (const c of DEMO_CLIENTES) {
    await trx
      .deleteFrom('clientes')
      .where((eb) =>
        eb.or([
          eb('idcliente', '=', c.idcliente),
          eb.and([eb('tipo_documento', '=', c.tipo_documento), eb('documento', '=', c.documento)]),
        ]),
      )
      .execute();
  }
  await trx.deleteFrom('fornecedor_dominios').where('dominio', 'in', dominios).execute();
  // Cascades to domains, categories, products, carousels, texts, documents, registrations, sessions, staff.
  await trx
    .deleteFrom('fornecedores')
    .where((eb) => eb.or([eb('idfornecedor', 'in', ids), eb('slug', 'in', slugs)]))
    .execute();
}

async function inserirFornecedor(trx: Transaction<Database>, f: FornecedorSeed): Promise<void> {
  await trx
    .insertInto('fornecedores')
    .values({
      idfornecedor: f.idfornecedor,
      slug: f.slug,
      idempresa: f.idempresa,
      nome: f.nome,
      tags: JSON.stringify(f.tags),
      segmentos: JSON.stringify(f.segmentos),
      modulos: JSON.stringify(f.modulos),
      logo: f.logo,
      meta_info: JSON.stringify(f.meta_info),
      ordenacoes_produto: JSON.stringify(f.ordenacoes_produto),
      config: JSON.stringify(f.config),
      criado_em: SEED_DATA,
    })
    .execute();
  if (f.dominios.length > 0) {
    await trx
      .insertInto('fornecedor_dominios')
      .values(f.dominios.map((d) => ({ dominio: d.dominio, idfornecedor: f.idfornecedor, principal: d.principal })))
      .execute();
  }
}

async function inserirCatalogo(trx: Transaction<Database>, catalogo: Catalogo): Promise<void> {
  // Parents before children: the builder lists every parent before its subcategories.
  await inserirEmLotes(catalogo.categorias, (lote) => trx.insertInto('categorias').values(lote).execute());
  // Add-ons reference products created before them; insert in id order.
  await inserirEmLotes(catalogo.produtos, (lote) =>
    trx
      .insertInto('produtos')
      .values(
        lote.map((p) => ({
          ...p,
          desconto_progressivo: JSON.stringify(p.desconto_progressivo),
          subitens: JSON.stringify(p.subitens),
          tags: JSON.stringify(p.tags),
          agrupadores: JSON.stringify(p.agrupadores),
        })),
      )
      .execute(),
  );
}

async function inserirConteudo(trx: Transaction<Database>, f: FornecedorSeed, catalogo: Catalogo): Promise<void> {
  const categoriaPorSlug = new Map(catalogo.categorias.map((c) => [c.slug, c.idcategoria]));
  if (f.carrosseis.length > 0)
    await trx
      .insertInto('carrosseis')
      .values(
        f.carrosseis.map((c) => {
          let filtro: { idcategoria?: number; tags?: string[]; ofertas?: boolean; limite: number } | null = null;
          if (c.filtro_produtos) {
            const { categoria, ...resto } = c.filtro_produtos;
            filtro = { ...resto };
            if (categoria !== undefined) {
              const idcategoria = categoriaPorSlug.get(categoria);
              if (idcategoria === undefined)
                throw new Error(`Carrossel ${c.titulo}: categoria "${categoria}" inexistente`);
              filtro.idcategoria = idcategoria;
            }
          }
          return {
            idcarrossel: c.idcarrossel,
            idfornecedor: f.idfornecedor,
            titulo: c.titulo,
            tipo: c.tipo,
            pagina: c.pagina,
            ordem: c.ordem,
            banners: JSON.stringify(
              c.banners.map((b, i) => ({ imagem: urlBanner(f.idfornecedor, c.idcarrossel, i + 1), ...b })),
            ),
            filtro_produtos: JSON.stringify(filtro),
          };
        }),
      )
      .execute();
  await trx
    .insertInto('textos_estaticos')
    .values(
      Object.entries(f.textos)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([chave, texto]) => ({ idfornecedor: f.idfornecedor, lang: 'pt', chave, texto })),
    )
    .execute();
}

async function inserirDocumentos(
  trx: Transaction<Database>,
  f: FornecedorSeed,
  modo: 'exigir' | 'se-existir',
  ausentes: string[],
): Promise<number> {
  let inseridos = 0;
  for (const tipo of TIPOS_DOCUMENTO as TipoDocumentoLoja[]) {
    if (modo === 'se-existir' && !documentoSeedExiste(f.slug, tipo)) {
      ausentes.push(`${f.slug}.${tipo}`);
      continue;
    }
    const documento = JSON.stringify(lerDocumentoSeed(f.slug, tipo));
    // Version 1 of the layout studio's history, published (migration 0031).
    await trx
      .insertInto('documentos_loja_versoes')
      .values({
        idfornecedor: f.idfornecedor,
        tipo,
        versao: 1,
        documento,
        idusuario: null,
        autor: 'Sistema',
        nota: 'Versão inicial',
        salvo_em: SEED_DATA,
        restaurada_de: null,
      })
      .execute();
    await trx
      .insertInto('documentos_loja')
      .values({
        idfornecedor: f.idfornecedor,
        tipo,
        documento,
        atualizado_em: SEED_DATA,
        versao_publicada: 1,
        publicado_em: SEED_DATA,
        publicado_por: 'Sistema',
      })
      .execute();
    inseridos++;
  }
  return inseridos;
}

async function inserirContas(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('clientes')
    .values(
      DEMO_CLIENTES.map((c) => ({
        idcliente: c.idcliente,
        nome: c.nome,
        documento: c.documento,
        tipo_documento: c.tipo_documento,
        email: c.email,
        tags: JSON.stringify([]),
      })),
    )
    .execute();
  await trx
    .insertInto('cadastros_cliente')
    .values(
      DEMO_CLIENTES.flatMap((c) =>
        c.cadastros.map((cad) => ({
          idcadastroextracliente: cad.idcadastroextracliente,
          idcliente: c.idcliente,
          idfornecedor: cad.idfornecedor,
          cadastro_aprovado: cad.cadastro_aprovado,
          tags: JSON.stringify([]),
          termos_aceitos_em: SEED_DATA,
          criado_em: SEED_DATA,
        })),
      ),
    )
    .execute();
  // Every demo registration accepted the supplier's terms of use (version 1) when it was made.
  await trx
    .insertInto('termos_uso_aceites')
    .values(
      DEMO_CLIENTES.flatMap((c) =>
        c.cadastros.map((cad) => ({
          idcliente: c.idcliente,
          idfornecedor: cad.idfornecedor,
          versao: 1,
          aceito_em: SEED_DATA,
        })),
      ),
    )
    .execute();
  const usuarios = [];
  for (const a of DEMO_ACCOUNTS) {
    usuarios.push({
      idusuario: a.idusuario,
      email: a.email,
      documento: a.documento,
      nome: a.nome,
      senha_hash: await hashSenha(a.senha, { salt: saltDemo(a.email) }),
      papel: a.papel,
      idfornecedor: a.idfornecedor,
      idcliente: a.idcliente,
      principal: a.principal,
      criado_em: SEED_DATA,
    });
  }
  await trx.insertInto('usuarios').values(usuarios).execute();
  const vinculos = DEMO_ACCOUNTS.flatMap((a) =>
    a.clientes.map((c) => ({ idusuario: a.idusuario, idcliente: c.idcliente, principal: c.principal })),
  );
  await trx.insertInto('usuario_clientes').values(vinculos).execute();
  // API keys: only their SHA-256 is stored (server/modules/api-key).
  await trx
    .insertInto('chaves_api')
    .values(
      DEMO_API_KEYS.map((k) => ({
        idapikeys: k.idapikeys,
        chave_hash: createHash('sha256').update(k.chave, 'utf8').digest('hex'),
        idfornecedor: k.idfornecedor,
        id_erp_usuario: k.id_erp_usuario,
        idusuario: k.idusuario,
        idcliente: k.idcliente,
        descricao: k.descricao,
        criado_em: SEED_DATA,
      })),
    )
    .execute();
  // Linked users may submit orders for each client they are linked with (a principal user can
  // take it away on the 'Usuários' page).
  const permissoes = DEMO_ACCOUNTS.filter(
    (a) => a.papel === 'usuario_vinculado' && a.semSubmissaoPedido !== true,
  ).flatMap((a) =>
    a.clientes.map((c) => ({
      idusuario: a.idusuario,
      idcliente: c.idcliente,
      idpermissao: 'submissao_pedido' as const,
      concedida_em: SEED_DATA,
    })),
  );
  if (permissoes.length > 0) await trx.insertInto('usuario_cliente_permissoes').values(permissoes).execute();
}

export async function seedDemoData(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResumo> {
  const modo = options.documentos ?? 'exigir';
  const catalogos = catalogosDemo();
  const porFornecedor: Record<string, Catalogo> = { ...catalogos };
  const documentosAusentes: string[] = [];
  let documentos = 0;

  await db.transaction().execute(async (trx) => {
    // Two processes seeding at once (two servers starting on an empty PostgreSQL) take turns.
    await sql`SELECT pg_advisory_xact_lock(${LOCK_SEED})`.execute(trx);
    await apagarDemo(trx);
    for (const f of FORNECEDORES_DEMO) {
      const catalogo = porFornecedor[f.slug];
      if (!catalogo) throw new Error(`Sem catálogo de demonstração para ${f.slug}`);
      await inserirFornecedor(trx, f);
      await inserirCatalogo(trx, catalogo);
      await trx.insertInto('tags_pesquisa').values(tagsPesquisaDemo(f.idfornecedor, catalogo)).execute();
      await inserirConteudo(trx, f, catalogo);
      documentos += await inserirDocumentos(trx, f, modo, documentosAusentes);
      await trx
        .insertInto('termos_uso')
        .values(TERMOS_DEMO.filter((t) => t.idfornecedor === f.idfornecedor))
        .execute();
      const tipos = TIPOS_ASSINATURA_DEMO.filter((t) => t.idfornecedor === f.idfornecedor);
      if (tipos.length > 0) await trx.insertInto('tipos_assinatura').values(tipos).execute();
      const paginas = PAGINAS_ESTATICAS_DEMO.filter((p) => p.idfornecedor === f.idfornecedor);
      if (paginas.length > 0) await trx.insertInto('paginas_estaticas').values(paginas).execute();
    }
    await inserirContas(trx);
    // Addresses after the clients; cascade-deleted with their client or supplier.
    await trx.insertInto('enderecos').values(ENDERECOS_DEMO).execute();
    // Payment methods, delivery options and pickup stores (the client-only methods name clients).
    await trx.insertInto('formas_pagamento').values(FORMAS_PAGAMENTO_DEMO).execute();
    await trx.insertInto('formas_pagamento_clientes').values(FORMAS_PAGAMENTO_CLIENTES_DEMO).execute();
    await trx.insertInto('pagamento_config').values(PAGAMENTO_CONFIG_DEMO).execute();
    await trx.insertInto('formas_entrega').values(FORMAS_ENTREGA_DEMO).execute();
    await trx.insertInto('lojas_retirada').values(LOJAS_RETIRADA_DEMO).execute();
    await trx.insertInto('areas_atendimento').values(AREAS_ATENDIMENTO_DEMO).execute();
    // Order instructions and the questions asked at checkout (migration 0027).
    await trx.insertInto('conteudos_personalizados').values(CONTEUDOS_PERSONALIZADOS_DEMO).execute();
    await trx.insertInto('caracteristicas').values(CARACTERISTICAS_DEMO).execute();
    // Past orders of the demo clients at Aurora (after the clients, users and products they name);
    // new orders are numbered after them.
    const quinzenal = await trx
      .selectFrom('tipos_assinatura')
      .select(['idtipoassinatura', 'intervalo_dias'])
      .where('idfornecedor', '=', AURORA_ID)
      .where('nome', '=', 'Quinzenal')
      .executeTakeFirstOrThrow();
    const demo = pedidosDemo(catalogos.aurora, quinzenal.idtipoassinatura);
    await trx.insertInto('pedidos').values(demo.pedidos).execute();
    await trx.insertInto('pedido_itens').values(demo.itens).execute();
    await trx.insertInto('pedido_historico').values(demo.historico).execute();
    // Maria's fortnightly subscription, made and repeated by two of those orders (migration 0038).
    const assinatura = assinaturaDemoMaria(demo, quinzenal, new Date());
    const { idassinatura } = await trx
      .insertInto('assinaturas')
      .values(assinatura.assinatura)
      .returning('idassinatura')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('assinatura_pedidos')
      .values(assinatura.pedidos.map((p) => ({ ...p, idassinatura })))
      .execute();
    // The DANFE of Maria's delivered order (migration 0030).
    await trx
      .insertInto('pedido_danfe')
      .values(await danfesDemo())
      .execute();
    await sql`SELECT setval(pg_get_serial_sequence('tipos_assinatura', 'idtipoassinatura'), GREATEST((SELECT max(idtipoassinatura) FROM tipos_assinatura), 1))`.execute(
      trx,
    );
    // Invoices (issue 28): Aurora's charges on overdue titles, Maria's credit limit and titles.
    await trx.insertInto('faturas_config').values(FATURAS_CONFIG_DEMO).execute();
    await trx.insertInto('limites_credito').values(LIMITES_CREDITO_DEMO).execute();
    await trx
      .insertInto('titulos')
      .values(titulosDemo(options.agora ?? new Date()))
      .execute();
    await sql`SELECT setval(pg_get_serial_sequence('titulos', 'idtitulo'), GREATEST((SELECT max(idtitulo) FROM titulos), 1))`.execute(
      trx,
    );
    await sql`SELECT setval(pg_get_serial_sequence('pedidos', 'numpedido'), GREATEST((SELECT max(numpedido) FROM pedidos), 100000))`.execute(
      trx,
    );
    // Shopping lists (issue 29): Maria's two at Aurora, and the one Aurora suggests to the tag clube-aurora.
    await trx
      .updateTable('cadastros_cliente')
      .set({ tags: JSON.stringify([TAG_CLUBE_AURORA]) })
      .where('idcadastroextracliente', 'in', [...CADASTROS_COM_TAG_CLUBE])
      .execute();
    const listas = listasDemo(catalogos.aurora);
    await trx.insertInto('listas_compra').values(listas.listas).execute();
    await trx.insertInto('listas_compra_itens').values(listas.itens).execute();
    await sql`SELECT setval(pg_get_serial_sequence('listas_compra', 'idlista'), GREATEST((SELECT max(idlista) FROM listas_compra), 1))`.execute(
      trx,
    );
    // Price lists per client (issue 33, migration 0052): ConstruForte's list B names Maria.
    await trx
      .updateTable('cadastros_cliente')
      .set({ cod_erp: CADASTRO_MARIA_CONSTRUFORTE.cod_erp })
      .where('idcadastroextracliente', '=', CADASTRO_MARIA_CONSTRUFORTE.idcadastroextracliente)
      .execute();
    await trx.insertInto('listas_preco').values(LISTAS_PRECO_DEMO).execute();
    await trx.insertInto('listas_preco_clientes').values(LISTAS_PRECO_CLIENTES_DEMO).execute();
    await trx.insertInto('listas_preco_itens').values(LISTAS_PRECO_ITENS_DEMO).execute();
    await sql`SELECT setval(pg_get_serial_sequence('listas_preco', 'idlista'), GREATEST((SELECT max(idlista) FROM listas_preco), 1))`.execute(
      trx,
    );
    // Promotional combos (migration 0043), after the products and payment methods they name.
    const combos = combosDemo(porFornecedor);
    await trx.insertInto('combos').values(combos.combos).execute();
    await trx.insertInto('combo_itens').values(combos.itens).execute();
    await sql`SELECT setval(pg_get_serial_sequence('combos', 'idcombo'), GREATEST((SELECT max(idcombo) FROM combos), 1))`.execute(
      trx,
    );
    // Demo chat (issue 30, migration 0045): Maria's rooms at Aurora, after the orders and users they name.
    await trx.insertInto('chat_salas').values(SALAS_CHAT_DEMO).execute();
    await trx.insertInto('chat_mensagens').values(MENSAGENS_CHAT_DEMO).execute();
    await trx.insertInto('chat_leituras').values(LEITURAS_CHAT_DEMO).execute();
    await sql`SELECT setval(pg_get_serial_sequence('chat_salas', 'idsala'), GREATEST((SELECT max(idsala) FROM chat_salas), 1))`.execute(
      trx,
    );
    await sql`SELECT setval(pg_get_serial_sequence('chat_mensagens', 'id'), GREATEST((SELECT max(id) FROM chat_mensagens), 1))`.execute(
      trx,
    );
    // Recommendations (issue 31, migration 0046): the pairs of every supplier with the tag, from the
    // orders just seeded, as the recompute job would write them (dated SEED_DATA: the seed is byte-stable).
    for (const f of FORNECEDORES_DEMO.filter((x) => x.tags.includes(TAG_RECOMENDACOES))) {
      const recomendacoes = new RecomendacaoRepository(trx);
      const pedidos = await recomendacoes.pedidosDoFornecedor(f.idfornecedor);
      await recomendacoes.substituirPares(
        f.idfornecedor,
        contarCoocorrencias(pedidos),
        { pedidos: pedidos.length, duracaoMs: 0 },
        { trx, calculadoEm: SEED_DATA },
      );
    }
    // Coupons after the clients (per-client and referral coupons name them); cascade-deleted with their supplier.
    await trx
      .insertInto('cupons')
      .values(CUPONS_DEMO.map((c) => ({ ...c, produtos: JSON.stringify(c.produtos), criado_em: SEED_DATA })))
      .execute();
    // Action links (issue 31): Aurora's third home banner applies the coupon AURORA10 (`acao:1`).
    await trx
      .insertInto('links_acao')
      .values({
        idacao: 1,
        idfornecedor: AURORA_ID,
        tipo: 'APLICAR_CUPOM',
        codigocupom: 'AURORA10',
        criado_em: SEED_DATA,
      })
      .execute();
    await sql`SELECT setval(pg_get_serial_sequence('links_acao', 'idacao'), GREATEST((SELECT max(idacao) FROM links_acao), 1))`.execute(
      trx,
    );
  });
  // Fresh statistics for the planner: the seed replaced most of the rows it will be asked about.
  await sql`ANALYZE`.execute(db);

  return {
    fornecedores: FORNECEDORES_DEMO.length,
    dominios: FORNECEDORES_DEMO.reduce((n, f) => n + f.dominios.length, 0),
    categorias: Object.values(porFornecedor).reduce((n, c) => n + c.categorias.length, 0),
    produtos: Object.fromEntries(Object.entries(porFornecedor).map(([slug, c]) => [slug, c.produtos.length])),
    carrosseis: FORNECEDORES_DEMO.reduce((n, f) => n + f.carrosseis.length, 0),
    textos: FORNECEDORES_DEMO.reduce((n, f) => n + Object.keys(f.textos).length, 0),
    documentos,
    clientes: DEMO_CLIENTES.length,
    cadastros: DEMO_CLIENTES.reduce((n, c) => n + c.cadastros.length, 0),
    usuarios: DEMO_ACCOUNTS.length,
    cupons: CUPONS_DEMO.length,
    documentosAusentes,
  };
}
