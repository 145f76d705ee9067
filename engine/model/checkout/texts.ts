/** The checkout's texts, limits and the contract's types it speaks (spec sections 4, 5 and 8). */
import { ApiError } from '../../api';
import type { components as V2 } from '#openapi/generated/v2';
import type { components as V4 } from '#openapi/generated/v4';

export type FormaPagamento = V2['schemas']['FormaPagamento'];
export type OpcoesEntrega = V4['schemas']['FormasEntrega'];
export type FormaEntrega = OpcoesEntrega['formasEntrega'][number];
export type LojaRetirada = OpcoesEntrega['lojas'][number];
export type RespostaPedido = V2['schemas']['PedidoSubmetido'];
export type CorpoPedido = V2['schemas']['RequisicaoPedido'];
export type CaracteristicaCheckout = V4['schemas']['Caracteristica'];
export type EstadoEntrega = 'ocioso' | 'carregando' | 'pronto' | 'erro';

export const TEXTOS_CHECKOUT = {
  erroEntrega: 'Falha ao consultar agendamentos',
  erroPagamento: 'Não foi possível carregar as formas de pagamento. Tente novamente.',
  erroSubmeter: 'Erro ao submeter seu pedido.',
  duplicado: 'Um pedido idêntico foi feito há poucos segundos.',
  escolhaEndereco: 'Escolha o endereço de entrega.',
  escolhaEntrega: 'Escolha uma forma de entrega.',
  escolhaData: 'Escolha a data de entrega.',
  escolhaLoja: 'Escolha a loja para retirar o pedido.',
  escolhaPagamento: 'Escolha uma forma de pagamento.',
  carrinhoVazio: 'O carrinho está vazio. Experimente adicionar alguns produtos',
  observacaoLonga: 'As observações do pedido podem ter até {n} caracteres.',
  numeroLongo: 'O número do seu pedido pode ter até {n} caracteres.',
} as const;

/** The submit's limits (contract C: anotacoes ≤ 500, numPedidoCliente ≤ 40). */
export const MAX_ANOTACOES = 500;
export const MAX_NUM_PEDIDO = 40;

/** 'Erro ao submeter seu pedido. {message} Itens: {names}' (spec section 8; no names, no 'Itens:'). */
export function mensagemErroSubmissao(mensagem: string, itensName: readonly string[] = []): string {
  const base = `${TEXTOS_CHECKOUT.erroSubmeter} ${mensagem}`.trim();
  return itensName.length > 0 ? `${base} Itens: ${itensName.join(', ')}` : base;
}

/** The `itensName` of an error body, when the server named the items at fault. */
export function itensDoErro(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const corpo = error.corpo as { itensName?: unknown } | null | undefined;
  return Array.isArray(corpo?.itensName) ? corpo.itensName.filter((n): n is string => typeof n === 'string') : [];
}

/** The server's message of a failure that had an answer, else `padrao`. */
export const mensagem = (error: unknown, padrao: string) =>
  error instanceof ApiError && error.status !== 0 && error.mensagem ? error.mensagem : padrao;
