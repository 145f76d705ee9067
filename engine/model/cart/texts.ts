/** The cart's texts, limits and the contract's types it speaks (spec sections 4 "Cart" and 5). */
import type { components } from '#openapi/generated/v2';

export type Carrinho = components['schemas']['Carrinho'];
export type AvisoCarrinho = components['schemas']['AvisoCarrinho'];
export type CupomCarrinho = components['schemas']['CupomCarrinho'];
export type AssinaturasCarrinho = components['schemas']['AssinaturasCarrinho'];

export const ADICIONADO = 'Produto adicionado ao carrinho!';
export const REMOVIDO = 'Produto removido do carrinho!';
/** Spec section 5: "Cart save requires idcliente, else the error". */
export const ERRO_SALVAR = 'Não foi possivel salvar o carrinho';
/** Spec section 5: an anonymous purchase attempt. */
export const PRECISA_LOGIN = 'Para continuar a sua compra você precisa estar logado.';
export const SALVAR_APOS_MS = 1000;
/** The server's limits (openapi RequisicaoSalvarCarrinho). */
export const MAX_OBSERVACAO = 2000;
export const MAX_NUM_PEDIDO_CLIENTE = 60;
