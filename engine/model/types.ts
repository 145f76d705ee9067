/** Wire types of the API, named as in the spec (generated from openapi/, never edited by hand). */
import type { components as V2 } from '../../openapi/generated/v2';

export type Fornecedor = V2['schemas']['Fornecedor'];
export type ConfiguracaoFornecedor = V2['schemas']['ConfiguracaoFornecedor'];
export type Tema = V2['schemas']['Tema'];
export type Rodape = V2['schemas']['Rodape'];
export type Categoria = V2['schemas']['Categoria'];
export type Produto = V2['schemas']['Produto'];
export type ProdutoDetalhe = V2['schemas']['ProdutoDetalhe'];
export type ListaProdutos = V2['schemas']['ListaProdutos'];
export type Carrossel = V2['schemas']['Carrossel'];
export type OrdenacaoProduto = V2['schemas']['OrdenacaoProduto'];

/** The raw supplier documents (validated by the layout engine, with fallbacks). */
export interface DocumentosLoja {
  layout: unknown;
  menu: unknown;
  features: unknown;
  atualizado_em: string | null;
}
