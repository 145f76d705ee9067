/**
 * The tables the catalogo module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CategoryType } from '#engine/rules/offers';
import type { Timestamp } from '../../db/column-types';

export interface CategoriasTable {
  idcategoria: Generated<number>; // identity; the demo seed uses fixed ids
  idfornecedor: string;
  idcategoriapai: number | null;
  nome: string;
  slug: string;
  ordem: number;
  /** OFERTAS lists the products whose preco_original is above preco, whatever their category. */
  tipo: CategoryType;
  /** The ERP's code of the category (migration 0049), unique per supplier; null: not from an ERP. */
  cod_erp: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DescontoProgressivoFaixa {
  quantidade_milesimos: number;
  preco_centavos: number;
}

export interface SubitemProduto {
  id: number;
  nome: string;
  preco_centavos: number;
  quantidade_itens: number;
  labelunidademultiplo: string;
}

export interface ProdutosTable {
  id: Generated<number>; // identity; the demo seed uses fixed ids
  idfornecedor: string;
  idcategoria: number;
  idcadastroextraproduto: number;
  /** The package's EAN/GTIN (8, 12, 13 or 14 digits), or null (migration 0056). */
  ean: Generated<string | null>;
  slug: string;
  nome: string;
  descricao: string;
  marca: string;
  unidade: 'UN' | 'CX' | 'KG';
  labelunidade: string;
  preco_centavos: number;
  /** List price before an offer; above preco_centavos when the product is on offer. */
  preco_original_centavos: number | null;
  precovendaatacado_centavos: number | null;
  minvendaatacado_milesimos: number | null;
  multiploincremento: number;
  granularidade_milesimos: number;
  maxporpedido_milesimos: number | null;
  min_por_pedido_milesimos: number | null;
  maximo_disponivel_milesimos: number | null;
  permite_embalagem: boolean;
  preco_embalagem_centavos: number | null;
  desconto_progressivo: JSONColumnType<DescontoProgressivoFaixa[]>;
  tipo_produto: 'SIMPLES' | 'CONJUNTO';
  subitens: JSONColumnType<SubitemProduto[]>;
  esconder_preco_sub_itens: boolean;
  produto_adicional_de: number | null;
  mensagemcardproduto: string | null;
  quantidade_decimais: number;
  /** Search tags (tagsPesquisa) and filter groups (agrupadores), e.g. ["sem-gluten"], ["marca:Aurora"]. */
  tags: JSONColumnType<string[]>;
  agrupadores: JSONColumnType<string[]>;
  /** Manual order of the supplier, and sales count for the 'mais vendidos' ordering. */
  ordem: number;
  vendidos: number;
  ativo: boolean;
  imagem_versao: string; // yyyymmdd, or yyyymmddhhmmss after an upload: the cache-busting query of the image URL
  criado_em: Timestamp;
  /** The ERP's code of the product (migration 0049), unique per supplier; null: not from an ERP. */
  cod_erp: ColumnType<string | null, string | null | undefined, string | null>;
  /** Generated column: unaccented full-text vector of nome, marca, descricao and tags. */
  busca: ColumnType<string, never, never>;
  /** Generated column (0014): unaccented, lower-case nome and marca, under a trigram index (typos). */
  busca_nome: ColumnType<string, never, never>;
}

/** The catalogo module's tables, by name. */
export interface CatalogoTables {
  categorias: CategoriasTable;
  produtos: ProdutosTable;
}
