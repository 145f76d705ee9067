/**
 * Test helper: a real `Api` (openapi-fetch clients + middleware) over a fake fetch that routes
 * requests to handlers by method and path pattern. Used with `fork({ values: [[$api, api]] })`.
 */
import { allSettled, fork, type Scope } from 'effector';
import { createApi } from '../../api';
import type { Api } from '../../api';
import { appStarted } from '../app';
import { readCookiesFx, writeCookiesFx } from '../consent';
import { readTokenFx } from '../session';
import { redirectFx, replaceUrlFx } from '../supplier';
import type { components as V2 } from '#openapi/generated/v2';
import { TEMA_PADRAO } from '#schemas/theme';
import type { Categoria, Fornecedor, Produto } from '../types';

export type FakeHandler = (request: Request, match: RegExpMatchArray, url: URL) => Response | Promise<Response>;

export interface FakeApi {
  api: Api;
  requests: Request[];
  navigations: string[];
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createFakeApi(routes: [RegExp, FakeHandler][]): FakeApi {
  const requests: Request[] = [];
  const navigations: string[] = [];
  const fetch = (async (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    for (const [pattern, handler] of routes) {
      const match = path.match(pattern);
      if (match) return handler(request, match, url);
    }
    return json({ mensagem: `Rota falsa inexistente: ${path}`, codigo: 'teste' }, 404);
  }) as unknown as typeof globalThis.fetch;
  const api = createApi({ baseUrl: 'http://loja.test/api', navigate: (p) => navigations.push(p), fetch });
  return { api, requests, navigations };
}

export const AURORA_ID = '0a0a0a0a-0000-4000-8000-000000000001';
export const CONSTRU_ID = '0a0a0a0a-0000-4000-8000-000000000002';

export function fornecedor(
  over: Partial<Fornecedor> & { slug: string; idfornecedor: string; dominio?: string },
): Fornecedor {
  const { dominio, ...rest } = over;
  return {
    idempresa: 1,
    nome: over.slug,
    tags: [],
    segmentos: [],
    modulos: ['Todos'],
    logo: null,
    meta_info: {},
    ordenacoes_produto: [
      { idordenacao: 'nome-asc', descricao: 'Nome (A-Z)' },
      { idordenacao: 'preco-asc', descricao: 'Menor preço' },
    ],
    config: {
      tema: { ...TEMA_PADRAO },
      seo: { title: over.slug, subtitle: null, description: null, keywords: null, og_image: null },
      dominio: { dominio: dominio ?? null, dominio_adicionais: [] },
      frete_gratis: null,
    },
    ...rest,
  };
}

export const aurora = fornecedor({
  slug: 'aurora',
  idfornecedor: AURORA_ID,
  nome: 'Distribuidora Aurora',
  dominio: 'aurora.localhost',
});
export const construforte = fornecedor({
  slug: 'construforte',
  idfornecedor: CONSTRU_ID,
  nome: 'ConstruForte Materiais',
  dominio: 'construforte.localhost',
  tags: ['hide-price-for-logged-out-customers'],
});

/** Aurora's supplier admin as the session model keeps them (the staff calls' tests). */
export const ADMIN_AURORA = {
  idusuario: 9,
  idcliente: null,
  nome: 'Admin Aurora',
  email: 'admin@aurora.com.br',
  cpf: null,
  papel: 'admin_fornecedor' as const,
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: AURORA_ID,
};
/** The session token the staff tests send as their Bearer. */
export const SESSAO_ADMIN = 'sessao_admin_0123456789abcdefABCD';

/**
 * A client's cart as the server answers it (client 42 at Aurora): each item as sent, priced at the
 * product's price, recomputed by nothing (the server's own tests check that).
 */
export function carrinhoDe(
  itens: { produto: Produto; quantidade: number; embalarParaPresente?: boolean; precoatendente?: number | null }[],
  over: Partial<V2['schemas']['Carrinho']> = {},
): V2['schemas']['Carrinho'] {
  return {
    idfornecedor: AURORA_ID,
    idcliente: 42,
    produtosSelecionados: itens.map((i) => ({
      ...i.produto,
      quantidade: i.quantidade,
      embalarParaPresente: i.embalarParaPresente ?? false,
      precoatendente: i.precoatendente ?? null,
      precoUnitario: i.produto.preco,
      origemPreco: 'normal' as const,
      totalItem: null,
    })),
    totalCompras: null,
    totalEmbalagem: null,
    valorDesconto: 0,
    bloqueio_atendimento: false,
    observacao: '',
    numPedidoCliente: '',
    idtipoassinatura: null,
    assinaturas: { tipos: [], label: 'Repetir este pedido' },
    meta_info: { hasRecorrencia: false, recorrencia: null },
    avisos: [],
    ...over,
  };
}

export function produto(id: number, over: Partial<Produto> = {}): Produto {
  return {
    id,
    nome: `Produto ${id}`,
    slug: `produto-${id}`,
    idcategoria: 1,
    idcadastroextraproduto: id,
    marca: 'Marca',
    unidade: 'UN',
    labelunidade: 'Unidade',
    imagem: `/imagens/produtos/x/${id}.webp`,
    preco: 10 + id / 100,
    preconf: 10,
    preco_original: null,
    precovendaatacado: null,
    minvendaatacado: null,
    multiploincremento: 1,
    granularidade: 1,
    maxporpedido: null,
    min_por_pedido: null,
    maximo_disponivel: null,
    permite_embalagem: false,
    preco_embalagem: null,
    efeitospoliticas: { descontoProgressivo: {} },
    tipo_produto: 'SIMPLES',
    subitens: [],
    esconder_preco_sub_itens: false,
    produto_adicional_de: null,
    mensagemcardproduto: null,
    meta_info: { quantidadeDecimais: 2 },
    tags: [],
    agrupadores: [],
    ...over,
  };
}

export function categoria(idcategoria: number, slug: string, over: Partial<Categoria> = {}): Categoria {
  return {
    idcategoria,
    idcategoriapai: null,
    nome: slug,
    slug,
    ordem: idcategoria,
    tipo: 'NORMAL',
    quantidadeProdutos: 10,
    subcategorias: [],
    ...over,
  };
}

/** Standard routes for a resolved supplier's start-up loads. */
export function supplierLoadRoutes(f: Fornecedor, categorias: Categoria[] = []): [RegExp, FakeHandler][] {
  return [
    [
      /^\/v2\/app\/[^/]+\/configuracao\/fornecedor$/,
      () =>
        json({
          ...f,
          config: {
            ...f.config,
            rodape: rodapeDe(f),
            analytics: { ga4_measurement_id: null, habilitado_localhost: false },
            exige_maioridade: false,
          },
        }),
    ],
    [
      /^\/v2\/configuracao\/fornecedor\/[^/]+\/tema$/,
      () => json({ cor_primaria: '#aa0000', cor_secundaria: '#550000', cor_auxiliar: '#e2a929', cor_texto: '#ffffff' }),
    ],
    [/^\/v2\/app\/config\/fornecedor\/[^/]+\/rodape$/, () => json(rodapeDe(f))],
    [/^\/v2\/app\/[^/]+\/listacategoriasprodutos\/[^/]+$/, () => json(categorias)],
    [/^\/v4\/static-text\/[^/]+$/, () => json({ lang: 'pt', translation: { 'banner.frete_gratis': 'Frete grátis' } })],
    [
      /^\/v4\/documentos-loja\/[^/]+$/,
      () => json({ idfornecedor: f.idfornecedor, layout: { x: 1 }, menu: null, features: null, atualizado_em: null }),
    ],
    [/^\/v2\/app\/[^/]+\/customizacao\/carrossel\/list-for-page\/[^/]+$/, () => json([])],
  ];
}

function rodapeDe(f: Fornecedor) {
  return {
    razao_social: `${f.nome} Ltda`,
    cnpj: '11.222.333/0001-81',
    texto: null,
    contato: {},
    colunas: [],
    redes_sociais: [],
  };
}

export const LOCATION_LOCALHOST = {
  pathname: '/aurora',
  search: '',
  hostname: 'localhost',
  origin: 'http://localhost:3000',
};
export const STOREFRONT_CONFIG = { apiBaseUrl: '/api', providerHomeUrl: 'https://provedor.example/', imageBaseUrl: '' };

/**
 * A scope started as the browser starts the app (`appStarted`) at `pathname` on localhost, over a
 * fake API of `routes` (then Aurora as the only supplier, and its start-up loads), with the session
 * token and cookies a browser would hold (none: an anonymous visitor). Redirects, URL rewrites and
 * cookie writes do nothing.
 */
export async function startAtAurora(options: {
  routes: [RegExp, FakeHandler][];
  pathname: string;
  token?: string | null;
  cookies?: string;
}): Promise<{ scope: Scope; fake: FakeApi }> {
  const fake = createFakeApi([
    [/^\/v2\/app\/[^/]+\/fornecedor$/, () => json([aurora])],
    ...options.routes,
    ...supplierLoadRoutes(aurora),
  ]);
  const scope = fork({
    handlers: [
      [readTokenFx, () => options.token ?? null],
      [readCookiesFx, () => options.cookies ?? ''],
      [writeCookiesFx, () => {}],
      [redirectFx, () => {}],
      [replaceUrlFx, () => {}],
    ],
  });
  await allSettled(appStarted, {
    scope,
    params: {
      api: fake.api,
      config: STOREFRONT_CONFIG,
      location: { ...LOCATION_LOCALHOST, pathname: options.pathname },
    },
  });
  return { scope, fake };
}
