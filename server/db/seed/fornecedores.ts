/**
 * The three demo suppliers (Aurora, ConstruForte and Aurora Atacado, Aurora's pickup-only shop): identity, branding (colours, logo, SEO), footer, orderings,
 * domains, carousels and static texts. Fixed ids so that /{uuid} and /{slug} both work.
 */
import { normalizeDomains } from '#engine/rules/domain';
import type { ConfigFornecedor, OrdenacaoProduto } from '../../modules/fornecedor/tables';

export const AURORA_ID = '3f6c1d52-7a0e-4b8f-9c21-5e4d8a7b1c01';
export const CONSTRUFORTE_ID = '8b2e9f47-1c3a-4d6e-8f05-6a7b9c0d2e02';
export const AURORA_SLUG = 'aurora';
export const CONSTRUFORTE_SLUG = 'construforte';
/** The third demo shop (issue 12): Aurora's company (same idempresa), pickup only, quotes. */
export const AURORA_ATACADO_ID = 'c4a7e2d1-5b3f-4e8a-9d16-7f2b8c3e4a03';
export const AURORA_ATACADO_SLUG = 'aurora-atacado';

/** Fixed creation date of the demo rows (the seed never reads the clock). */
export const SEED_DATA = '2026-01-15T12:00:00.000Z';
export const SEED_IMAGEM_VERSAO = '20260115';

export interface FornecedorSeed {
  idfornecedor: string;
  slug: string;
  idempresa: number;
  nome: string;
  tags: string[];
  segmentos: { idsegmento: number; nome: string }[];
  modulos: string[];
  logo: string;
  meta_info: { descricao_endereco_loja: string; latitude: number; longitude: number };
  ordenacoes_produto: OrdenacaoProduto[];
  config: ConfigFornecedor;
  dominios: { dominio: string; principal: boolean }[];
  carrosseis: CarrosselSeed[];
  textos: Record<string, string>;
}

export interface CarrosselSeed {
  idcarrossel: number;
  titulo: string;
  tipo: 'BANNER' | 'PRODUTOS';
  pagina: string;
  ordem: number;
  banners: { titulo: string; subtitulo: string | null; link: string | null }[];
  /** idcategoria is given as a category slug here and resolved by the seed. */
  filtro_produtos: { categoria?: string; tags?: string[]; ofertas?: boolean; limite: number } | null;
}

/** URL of banner n (1-based) of a carousel, served by the image route. */
export function urlBanner(idfornecedor: string, idcarrossel: number, n: number): string {
  return `/imagens/banners/${idfornecedor}/${idcarrossel}-${n}.svg`;
}

/** The rows of fornecedor_dominios from the configured domains: the main one first, normalised. */
export function dominiosDaConfig(config: ConfigFornecedor['dominio']): FornecedorSeed['dominios'] {
  return normalizeDomains([config.dominio, ...config.dominio_adicionais]).map((dominio, i) => ({
    dominio,
    principal: i === 0 && config.dominio !== null,
  }));
}

export function urlLogo(slug: string): string {
  return `/imagens/fornecedores/${slug}/logo.svg`;
}

const TEXTOS_COMUNS: Record<string, string> = {
  'botao.ofertas': 'OFERTAS',
  'carrinho.vazio': 'Seu carrinho está vazio.',
  'carrinho.finalizar': 'FINALIZAR COMPRA',
  'carrinho.continuar': 'CONTINUAR COMPRANDO',
  'carrinho.adicionado': 'Produto adicionado ao carrinho!',
  'carrinho.removido': 'Produto removido do carrinho!',
  'catalogo.carregar_mais': 'Carregar mais produtos',
  'catalogo.nenhum_produto': 'Nenhum produto encontrado.',
};

const AURORA_DOMINIO: ConfigFornecedor['dominio'] = {
  dominio: 'aurora.localhost',
  dominio_adicionais: ['www.aurora.localhost'],
};

export const AURORA: FornecedorSeed = {
  idfornecedor: AURORA_ID,
  slug: AURORA_SLUG,
  idempresa: 101,
  nome: 'Distribuidora Aurora',
  tags: [
    'has-delivery',
    'has-collect',
    'enable-stock-control',
    'uses-share-coupom',
    'support-price-variance-by-payment',
    'enable-google-analytics-ga4-version-tag-events',
    'enable-recommendation-system',
  ],
  segmentos: [{ idsegmento: 1, nome: 'Alimentos e Bebidas' }],
  modulos: ['Todos'],
  logo: urlLogo(AURORA_SLUG),
  meta_info: {
    descricao_endereco_loja: 'Av. das Indústrias, 1500 - Distrito Industrial, Campinas - SP, 13054-750',
    latitude: -22.9329,
    longitude: -47.0738,
  },
  ordenacoes_produto: [
    { idordenacao: 'relevancia', descricao: 'Mais relevantes' },
    { idordenacao: 'nome-asc', descricao: 'Nome: A a Z' },
    { idordenacao: 'preco-asc', descricao: 'Menor preço' },
    { idordenacao: 'preco-desc', descricao: 'Maior preço' },
    { idordenacao: 'mais-vendidos', descricao: 'Mais vendidos' },
  ],
  config: {
    tema: { cor_primaria: '#1f6b3a', cor_secundaria: '#0f3d22', cor_auxiliar: '#f28c28', cor_texto: '#ffffff' },
    seo: {
      title: 'Distribuidora Aurora',
      subtitle: 'Atacado de alimentos e bebidas',
      description:
        'Distribuidora Aurora: atacado de alimentos, bebidas, limpeza e higiene com entrega rápida para mercados, restaurantes e famílias.',
      keywords: 'atacado, distribuidora, alimentos, bebidas, mercearia, hortifrúti, Campinas',
      og_image: urlLogo(AURORA_SLUG),
    },
    dominio: AURORA_DOMINIO,
    rodape: {
      razao_social: 'Distribuidora Aurora de Alimentos Ltda.',
      cnpj: '34.567.812/0001-35',
      texto: 'Atacado e varejo de alimentos e bebidas desde 1998. Preços e condições válidos para compras on-line.',
      contato: {
        telefone: '(19) 3232-4500',
        whatsapp: '(19) 99876-4500',
        email: 'atendimento@aurora.com.br',
        endereco: 'Av. das Indústrias, 1500 - Distrito Industrial, Campinas - SP',
      },
      colunas: [
        {
          titulo: 'Institucional',
          links: [
            { label: 'Quem somos', url: '/aurora/pagina/quem-somos' },
            { label: 'Trabalhe conosco', url: '/aurora/pagina/trabalhe-conosco' },
            { label: 'Política de privacidade', url: '/aurora/pagina/politica-de-privacidade' },
          ],
        },
        {
          titulo: 'Atendimento',
          links: [
            { label: 'Minha conta', url: '/aurora/minha-conta' },
            { label: 'Meus pedidos', url: '/aurora/pedidos' },
            { label: 'Trocas e devoluções', url: '/aurora/pagina/trocas-e-devolucoes' },
            { label: 'Nossas lojas', url: '/aurora/lojas' },
          ],
        },
        {
          titulo: 'Compre por categoria',
          links: [
            { label: 'Ofertas', url: '/aurora/categoria/ofertas' },
            { label: 'Bebidas', url: '/aurora/categoria/bebidas' },
            { label: 'Mercearia', url: '/aurora/categoria/mercearia' },
            { label: 'Café e Chás', url: '/aurora/categoria/cafe-e-chas' },
          ],
        },
      ],
      redes_sociais: [
        { rede: 'instagram', url: 'https://instagram.com/distribuidoraaurora' },
        { rede: 'facebook', url: 'https://facebook.com/distribuidoraaurora' },
        { rede: 'whatsapp', url: 'https://wa.me/5519998764500' },
      ],
    },
    // GA4 (docs/analytics.md): a placeholder measurement id. Nothing is measured on localhost
    // (habilitado_localhost false) unless ANALYTICS_LOCALHOST=true, as the analytics journey sets.
    analytics: { ga4_measurement_id: 'G-AURORADEMO1', habilitado_localhost: false },
    // Spec section 2's banner: from R$ 3.000 in the South, the Southeast and Goiás.
    frete_gratis: { minimo_centavos: 300_000, ufs: ['PR', 'RS', 'SC', 'ES', 'MG', 'RJ', 'SP', 'GO'] },
  },
  dominios: dominiosDaConfig(AURORA_DOMINIO),
  carrosseis: [
    {
      idcarrossel: 1,
      titulo: 'Destaques Aurora',
      tipo: 'BANNER',
      pagina: 'HOME',
      ordem: 10,
      banners: [
        {
          titulo: 'Ofertas da semana',
          subtitulo: 'Até 25% de desconto em mercearia e bebidas',
          link: '/aurora/categoria/ofertas',
        },
        {
          titulo: 'Cafés especiais',
          subtitulo: 'Grãos selecionados das melhores fazendas',
          link: '/aurora/categoria/cafe-e-chas',
        },
        {
          titulo: 'Cupom AURORA10',
          subtitulo: '10% em toda a loja: toque para aplicar no seu carrinho',
          // An action link (GET /v4/link-acao/{idfornecedor}/1): applies the coupon AURORA10.
          link: 'acao:1',
        },
      ],
      filtro_produtos: null,
    },
    {
      idcarrossel: 2,
      titulo: 'Ofertas da semana',
      tipo: 'PRODUTOS',
      pagina: 'HOME',
      ordem: 20,
      banners: [],
      filtro_produtos: { ofertas: true, limite: 12 },
    },
    {
      idcarrossel: 3,
      titulo: 'Café e Chás',
      tipo: 'PRODUTOS',
      pagina: 'HOME',
      ordem: 30,
      banners: [],
      filtro_produtos: { categoria: 'cafe-e-chas', limite: 12 },
    },
  ],
  textos: {
    ...TEXTOS_COMUNS,
    'home.boas_vindas': 'Bem-vindo à Distribuidora Aurora! Atacado de alimentos e bebidas.',
  },
};

const CONSTRUFORTE_DOMINIO: ConfigFornecedor['dominio'] = { dominio: 'construforte.localhost', dominio_adicionais: [] };

export const CONSTRUFORTE: FornecedorSeed = {
  idfornecedor: CONSTRUFORTE_ID,
  slug: CONSTRUFORTE_SLUG,
  idempresa: 202,
  nome: 'ConstruForte Materiais',
  tags: ['has-delivery', 'hide-price-for-logged-out-customers', 'block-not-approved-user'],
  segmentos: [{ idsegmento: 2, nome: 'Materiais de Construção' }],
  modulos: ['web-commerce', 'orcamento web'],
  logo: urlLogo(CONSTRUFORTE_SLUG),
  meta_info: {
    descricao_endereco_loja: 'Rodovia BR-116, km 98, 4200 - Fazendinha, Curitiba - PR, 81320-000',
    latitude: -25.4735,
    longitude: -49.3327,
  },
  // No price orderings: prices are hidden from anonymous visitors, and a price ordering would leak them.
  ordenacoes_produto: [
    { idordenacao: 'relevancia', descricao: 'Relevância' },
    { idordenacao: 'mais-vendidos', descricao: 'Mais vendidos' },
    { idordenacao: 'nome-asc', descricao: 'Nome (A-Z)' },
    { idordenacao: 'nome-desc', descricao: 'Nome (Z-A)' },
    { idordenacao: 'mais-recentes', descricao: 'Lançamentos' },
  ],
  config: {
    tema: { cor_primaria: '#b4441c', cor_secundaria: '#2b2d33', cor_auxiliar: '#f2b705', cor_texto: '#ffffff' },
    seo: {
      title: 'ConstruForte Materiais',
      subtitle: 'Materiais de construção para sua obra',
      description:
        'ConstruForte Materiais: cimento, argamassa, tijolos, ferragens, tintas, hidráulica e elétrica com entrega na obra.',
      keywords: 'materiais de construção, cimento, argamassa, tijolos, tintas, ferragens, Curitiba',
      og_image: urlLogo(CONSTRUFORTE_SLUG),
    },
    dominio: CONSTRUFORTE_DOMINIO,
    rodape: {
      razao_social: 'ConstruForte Comércio de Materiais de Construção Ltda.',
      cnpj: '45.678.923/0001-35',
      texto: 'Preços exclusivos para clientes cadastrados. Faça login para ver preços e condições.',
      contato: {
        telefone: '(41) 3030-7800',
        whatsapp: '(41) 98800-7800',
        email: 'vendas@construforte.com.br',
        endereco: 'Rodovia BR-116, km 98, 4200 - Curitiba - PR',
      },
      colunas: [
        {
          titulo: 'A ConstruForte',
          links: [
            { label: 'Nossa história', url: '/construforte/pagina/nossa-historia' },
            { label: 'Lojas e depósitos', url: '/construforte/pagina/lojas' },
            { label: 'Política de privacidade', url: '/construforte/pagina/politica-de-privacidade' },
          ],
        },
        {
          titulo: 'Para sua obra',
          links: [
            { label: 'Cimento e Argamassa', url: '/construforte/categoria/cimento-e-argamassa' },
            { label: 'Tintas', url: '/construforte/categoria/tintas' },
            { label: 'Ferramentas', url: '/construforte/categoria/ferramentas' },
          ],
        },
        {
          titulo: 'Ajuda',
          links: [
            { label: 'Como comprar', url: '/construforte/pagina/como-comprar' },
            { label: 'Entrega na obra', url: '/construforte/pagina/entrega' },
            { label: 'Minha conta', url: '/construforte/minha-conta' },
          ],
        },
      ],
      redes_sociais: [
        { rede: 'instagram', url: 'https://instagram.com/construforte' },
        { rede: 'youtube', url: 'https://youtube.com/@construforte' },
        { rede: 'linkedin', url: 'https://linkedin.com/company/construforte' },
      ],
    },
    analytics: { ga4_measurement_id: null, habilitado_localhost: false },
    exige_maioridade: true,
    // Heavy goods: free only near the Curitiba warehouse, from a larger order.
    frete_gratis: { minimo_centavos: 500_000, ufs: ['PR', 'SC'] },
  },
  dominios: dominiosDaConfig(CONSTRUFORTE_DOMINIO),
  carrosseis: [
    {
      idcarrossel: 11,
      titulo: 'Campanhas ConstruForte',
      tipo: 'BANNER',
      pagina: 'HOME',
      ordem: 10,
      banners: [
        {
          titulo: 'Sua obra começa aqui',
          subtitulo: 'Cimento, areia e tijolos com entrega na obra',
          link: '/construforte/categoria/cimento-e-argamassa',
        },
        {
          titulo: 'Semana da pintura',
          subtitulo: 'Tintas e acessórios com condições especiais',
          link: '/construforte/categoria/tintas',
        },
        {
          titulo: 'Ferramentas profissionais',
          subtitulo: 'Garantia do fabricante e troca facilitada',
          link: '/construforte/categoria/ferramentas',
        },
      ],
      filtro_produtos: null,
    },
    {
      idcarrossel: 12,
      titulo: 'Tudo para sua obra',
      tipo: 'PRODUTOS',
      pagina: 'HOME',
      ordem: 20,
      banners: [],
      filtro_produtos: { categoria: 'cimento-e-argamassa', limite: 12 },
    },
    {
      idcarrossel: 13,
      titulo: 'Ofertas da semana',
      tipo: 'PRODUTOS',
      pagina: 'HOME',
      ordem: 30,
      banners: [],
      filtro_produtos: { ofertas: true, limite: 12 },
    },
  ],
  textos: {
    ...TEXTOS_COMUNS,
    'preco.login_para_ver': 'Faça login para ver os preços',
    'cadastro.aguardando_aprovacao': 'Seu cadastro já foi confirmado e aguarda aprovação',
  },
};

/**
 * Aurora Atacado — Retira: a second shop of Aurora's company (idempresa 101, so the two are
 * 'lojasEmpresa' of each other), pickup only (has-collect without has-delivery: the delivery type
 * is RETIRADA) and quotes (support-budget: the cart is sent as ORCAMENTO_NOVO). No own domain:
 * reached at /aurora-atacado. A small catalogue built like Aurora's.
 */
const AURORA_ATACADO_DOMINIO: ConfigFornecedor['dominio'] = { dominio: null, dominio_adicionais: [] };

export const AURORA_ATACADO: FornecedorSeed = {
  idfornecedor: AURORA_ATACADO_ID,
  slug: AURORA_ATACADO_SLUG,
  idempresa: AURORA.idempresa,
  nome: 'Aurora Atacado — Retira',
  tags: ['has-collect', 'support-budget'],
  segmentos: [{ idsegmento: 1, nome: 'Alimentos e Bebidas' }],
  modulos: ['Todos'],
  logo: urlLogo(AURORA_ATACADO_SLUG),
  meta_info: {
    descricao_endereco_loja: 'Rod. Dom Pedro I, km 131 - Jardim Nilópolis, Campinas - SP, 13088-000',
    latitude: -22.8472,
    longitude: -47.0369,
  },
  ordenacoes_produto: AURORA.ordenacoes_produto,
  config: {
    tema: { cor_primaria: '#17504f', cor_secundaria: '#0c2e2d', cor_auxiliar: '#f28c28', cor_texto: '#ffffff' },
    seo: {
      title: 'Aurora Atacado — Retira',
      subtitle: 'Orçamentos de atacado com retirada em Campinas',
      description:
        'Aurora Atacado: peça o orçamento de alimentos e bebidas em volume e retire no nosso depósito em Campinas.',
      keywords: 'atacado, orçamento, retirada, alimentos, bebidas, Campinas',
      og_image: urlLogo(AURORA_ATACADO_SLUG),
    },
    dominio: AURORA_ATACADO_DOMINIO,
    rodape: {
      razao_social: 'Distribuidora Aurora de Alimentos Ltda.',
      cnpj: '34.567.812/0002-16',
      texto: 'Venda por orçamento, com retirada no depósito. Os preços são confirmados pela nossa equipe.',
      contato: {
        telefone: '(19) 3232-4510',
        email: 'atacado@aurora.com.br',
        endereco: 'Rod. Dom Pedro I, km 131 - Jardim Nilópolis, Campinas - SP',
      },
      colunas: [
        {
          titulo: 'Atendimento',
          links: [
            { label: 'Minha conta', url: '/aurora-atacado/minha-conta' },
            { label: 'Meus pedidos', url: '/aurora-atacado/pedidos' },
            { label: 'Nossas lojas', url: '/aurora-atacado/lojas' },
          ],
        },
      ],
      redes_sociais: [],
    },
    analytics: { ga4_measurement_id: null, habilitado_localhost: false },
    frete_gratis: null,
  },
  dominios: dominiosDaConfig(AURORA_ATACADO_DOMINIO),
  carrosseis: [],
  textos: {
    ...TEXTOS_COMUNS,
    'home.boas_vindas': 'Aurora Atacado: monte o seu pedido, peça o orçamento e retire no depósito em Campinas.',
  },
};

export const FORNECEDORES_DEMO: readonly FornecedorSeed[] = [AURORA, CONSTRUFORTE, AURORA_ATACADO];
