/**
 * Product rows → the contract's Produto: centavos → reais, thousandths → numbers, image URL with
 * the cache-busting version, names as plain text (server/shared/plain-text). Price hiding happens
 * here and only here: with `ocultarPrecos` every price field is null and the progressive discount is
 * empty, so a hidden price never leaves the server.
 */
import type { components } from '#openapi/generated/v2';
import { toReais } from '#engine/rules/money';
import { isOnOffer } from '#engine/rules/offers';
import { fromMilesimos } from '#engine/rules/quantity';
import { plainText } from '../../shared/plain-text';
import type { ProdutoRow } from './produto-repository';

type Schemas = components['schemas'];
export type ProdutoWire = Schemas['Produto'];
export type ProdutoDetalheWire = Schemas['ProdutoDetalhe'];

export interface OpcoesProduto {
  /** Supplier tag hide-price-for-logged-out-customers and no live session of that supplier. */
  ocultarPrecos: boolean;
  /** `ignorepolicy`: leave the price policies (progressive discount tiers) out. */
  ignorarPoliticas?: boolean;
}

export function imagemProduto(idfornecedor: string, id: number, versao: string): string {
  return `/imagens/produtos/${encodeURIComponent(idfornecedor)}/${id}.webp?v=${encodeURIComponent(versao)}`;
}

const reais = (centavos: number | null, ocultar: boolean): number | null =>
  ocultar || centavos === null ? null : toReais(centavos);

const quantidade = (milesimos: number | null): number | null => (milesimos === null ? null : fromMilesimos(milesimos));

export function toProduto(row: ProdutoRow, opcoes: OpcoesProduto): ProdutoWire {
  const ocultar = opcoes.ocultarPrecos;
  const descontoProgressivo: Record<string, number> = {};
  if (!ocultar && !opcoes.ignorarPoliticas) {
    const faixas = [...row.desconto_progressivo].sort((a, b) => a.quantidade_milesimos - b.quantidade_milesimos);
    for (const faixa of faixas) {
      descontoProgressivo[String(fromMilesimos(faixa.quantidade_milesimos))] = toReais(faixa.preco_centavos);
    }
  }
  const emOferta = isOnOffer(row.preco_centavos, row.preco_original_centavos);
  return {
    id: row.id,
    // Plain text: tags stripped, every HTML entity decoded (spec section 5).
    nome: plainText(row.nome),
    slug: row.slug,
    idcategoria: row.idcategoria,
    idcadastroextraproduto: row.idcadastroextraproduto,
    ean: row.ean,
    marca: row.marca,
    unidade: row.unidade,
    labelunidade: row.labelunidade,
    imagem: imagemProduto(row.idfornecedor, row.id, row.imagem_versao),
    preco: reais(row.preco_centavos, ocultar),
    // The price of the list's price rule: the product's list price (0 means "no price").
    preconf: reais(row.preco_centavos, ocultar),
    preco_original: emOferta ? reais(row.preco_original_centavos, ocultar) : null,
    precovendaatacado: reais(row.precovendaatacado_centavos, ocultar),
    minvendaatacado: quantidade(row.minvendaatacado_milesimos),
    multiploincremento: row.multiploincremento,
    granularidade: fromMilesimos(row.granularidade_milesimos),
    maxporpedido: quantidade(row.maxporpedido_milesimos),
    min_por_pedido: quantidade(row.min_por_pedido_milesimos),
    maximo_disponivel: quantidade(row.maximo_disponivel_milesimos),
    permite_embalagem: row.permite_embalagem,
    preco_embalagem: reais(row.preco_embalagem_centavos, ocultar),
    efeitospoliticas: { descontoProgressivo },
    tipo_produto: row.tipo_produto,
    subitens: row.subitens.map((item) => ({
      id: item.id,
      nome: plainText(item.nome),
      preco: reais(item.preco_centavos, ocultar),
      quantidade_itens: item.quantidade_itens,
      labelunidademultiplo: item.labelunidademultiplo,
    })),
    esconder_preco_sub_itens: row.esconder_preco_sub_itens,
    produto_adicional_de: row.produto_adicional_de,
    mensagemcardproduto: row.mensagemcardproduto,
    meta_info: { quantidadeDecimais: row.quantidade_decimais },
    tags: [...row.tags],
    agrupadores: [...row.agrupadores],
  };
}

/** Spec section 5: a list has prices only when some product has a non-zero preconf. */
export function listaTemPrecos(produtos: readonly ProdutoWire[]): boolean {
  return produtos.some((p) => typeof p.preconf === 'number' && p.preconf !== 0);
}
