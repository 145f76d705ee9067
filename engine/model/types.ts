/** Wire types of the API, named as in the spec (generated from openapi/, never edited by hand). */
import type { components as V1 } from '#openapi/generated/v1';
import type { components as V2 } from '#openapi/generated/v2';
import type { components as V4 } from '#openapi/generated/v4';

export type Fornecedor = V2['schemas']['Fornecedor'];
export type ConfiguracaoFornecedor = V2['schemas']['ConfiguracaoFornecedor'];
export type { Tema } from '#schemas/theme';
export type Rodape = V2['schemas']['Rodape'];
export type Categoria = V2['schemas']['Categoria'];
export type Produto = V2['schemas']['Produto'];
export type ProdutoDetalhe = V2['schemas']['ProdutoDetalhe'];
export type ListaProdutos = V2['schemas']['ListaProdutos'];
export type Carrossel = V2['schemas']['Carrossel'];
export type OrdenacaoProduto = V2['schemas']['OrdenacaoProduto'];
export type ListaFornecedores = V2['schemas']['ListaFornecedores'];
export type ListaCategorias = V2['schemas']['ListaCategorias'];
export type ListaCarrosseis = V2['schemas']['ListaCarrosseis'];
export type Erro = V2['schemas']['Erro'];
export type RespostaLogout = V1['schemas']['RespostaLogout'];
export type TextosEstaticos = V4['schemas']['TextosEstaticos'];

/** The raw supplier documents (validated by the layout engine, with fallbacks). */
export interface DocumentosLoja {
  layout: unknown;
  /** Why the published layout fails the layout schema, as the server validated it (absent when it passes). */
  layout_erros?: V4['schemas']['DocumentosLoja']['layout_erros'];
  menu: unknown;
  features: unknown;
  atualizado_em: string | null;
}
