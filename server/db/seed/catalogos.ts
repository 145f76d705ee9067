/** Builds the demo catalogues of the three suppliers (pure and deterministic; memoised). */
import { AURORA_ADICIONAIS, AURORA_CATEGORIAS, AURORA_KITS, AURORA_SEM_PRECO } from './aurora-catalogo';
import { buildCatalogo } from './catalogue-builder';
import type { Catalogo, CatalogoSpec } from './catalogue-builder';
import {
  CONSTRUFORTE_ADICIONAIS,
  CONSTRUFORTE_CATEGORIAS,
  CONSTRUFORTE_KITS,
  CONSTRUFORTE_SEM_PRECO,
} from './construforte-catalogo';
import { AURORA_ATACADO_ID, AURORA_ID, CONSTRUFORTE_ID, SEED_DATA, SEED_IMAGEM_VERSAO } from './fornecedores';

const MENSAGENS_AURORA = [
  '<strong>Novidade!</strong>',
  '<strong>Leve 12, pague 11</strong>',
  '<em>Mais vendido da semana</em>',
  '<strong>Exclusivo on-line</strong>',
];
const MENSAGENS_CONSTRUFORTE = [
  '<strong>Novidade!</strong>',
  '<strong>Entrega em 24 h</strong>',
  '<em>Preço especial para obras</em>',
];

export function especificacaoAurora(): CatalogoSpec {
  return {
    seed: 'aurora-2026',
    idfornecedor: AURORA_ID,
    primeiroIdCategoria: 1,
    primeiroIdProduto: 10_001,
    primeiroIdCadastroExtra: 510_001,
    categoriaOfertas: { slug: 'ofertas', nome: 'Ofertas' },
    categorias: AURORA_CATEGORIAS,
    kits: AURORA_KITS,
    adicionais: AURORA_ADICIONAIS,
    semPreco: AURORA_SEM_PRECO,
    mensagens: MENSAGENS_AURORA,
    criadoEm: SEED_DATA,
    imagemVersao: SEED_IMAGEM_VERSAO,
  };
}

export function especificacaoConstruforte(): CatalogoSpec {
  return {
    seed: 'construforte-2026',
    idfornecedor: CONSTRUFORTE_ID,
    primeiroIdCategoria: 101,
    primeiroIdProduto: 20_001,
    primeiroIdCadastroExtra: 520_001,
    categoriaOfertas: { slug: 'ofertas', nome: 'Ofertas' },
    categorias: CONSTRUFORTE_CATEGORIAS,
    kits: CONSTRUFORTE_KITS,
    adicionais: CONSTRUFORTE_ADICIONAIS,
    semPreco: CONSTRUFORTE_SEM_PRECO,
    mensagens: MENSAGENS_CONSTRUFORTE,
    criadoEm: SEED_DATA,
    imagemVersao: SEED_IMAGEM_VERSAO,
  };
}

/**
 * Aurora Atacado (pickup only, quotes): Aurora's builder over two of its categories (drinks and
 * dry groceries), its own ids and seed, no kits, add-ons or unpriced products.
 */
export function especificacaoAuroraAtacado(): CatalogoSpec {
  return {
    seed: 'aurora-atacado-2026',
    idfornecedor: AURORA_ATACADO_ID,
    primeiroIdCategoria: 301,
    primeiroIdProduto: 30_001,
    primeiroIdCadastroExtra: 530_001,
    categoriaOfertas: { slug: 'ofertas', nome: 'Ofertas' },
    categorias: AURORA_CATEGORIAS.filter((c) => c.slug === 'bebidas' || c.slug === 'mercearia'),
    kits: [],
    adicionais: [],
    mensagens: MENSAGENS_AURORA,
    criadoEm: SEED_DATA,
    imagemVersao: SEED_IMAGEM_VERSAO,
  };
}

export interface CatalogosDemo {
  aurora: Catalogo;
  construforte: Catalogo;
  'aurora-atacado': Catalogo;
}

let cache: CatalogosDemo | undefined;

export function catalogosDemo(): CatalogosDemo {
  cache ??= {
    aurora: buildCatalogo(especificacaoAurora()),
    construforte: buildCatalogo(especificacaoConstruforte()),
    'aurora-atacado': buildCatalogo(especificacaoAuroraAtacado()),
  };
  return cache;
}
