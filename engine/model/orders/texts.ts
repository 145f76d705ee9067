/** The orders' texts, their sorts and the contract's types they speak (spec section 2 'Orders and quotes list'). */
import type { components } from '#openapi/generated/v2';

export type PedidoResumo = components['schemas']['PedidoResumo'];
export type PedidoDetalhe = components['schemas']['Pedido'];
export type FormaPagamentoLoja = components['schemas']['FormaPagamento'];
export type Ordenacao = 'recentes' | 'antigos' | 'maior-valor';
/** A message shown on the list or on an order. */
export interface MensagemPedido {
  tom: 'positive' | 'critical';
  texto: string;
}

export const ORDENACOES: { valor: Ordenacao; texto: string }[] = [
  { valor: 'recentes', texto: 'Mais recentes' },
  { valor: 'antigos', texto: 'Mais antigos' },
  { valor: 'maior-valor', texto: 'Maior valor' },
];
export const POR_PAGINA = 10;

export const TEXTOS_PEDIDOS = {
  erroLista: 'Não foi possível carregar os seus pedidos. Tente novamente.',
  erroPedido: 'Não foi possível carregar o pedido. Tente novamente.',
  repetido: 'Os itens do pedido foram adicionados ao carrinho.',
  erroRepetir: 'Não foi possível adicionar os itens do pedido ao carrinho.',
  ultimaRepetida: (numpedido: number) =>
    `Os itens da sua última compra (pedido nº ${numpedido}) foram adicionados ao carrinho.`,
  semUltimaCompra: 'Você ainda não tem uma compra para repetir.',
  avaliado: 'Obrigado pela sua avaliação!',
  erroAvaliar: 'Não foi possível enviar a sua avaliação. Tente novamente.',
  confirmado: 'Orçamento confirmado! O seu pedido foi enviado ao fornecedor.',
  erroConfirmar: 'Não foi possível confirmar o orçamento. Tente novamente.',
  erroComprovante: 'Não foi possível gerar o comprovante. Tente novamente.',
  erroFormas: 'Não foi possível carregar as formas de pagamento. Tente novamente.',
  erroTrocarForma: 'Não foi possível alterar a forma de pagamento. Tente novamente.',
  formaTrocada: (descricao: string) => `Forma de pagamento alterada para ${descricao}.`,
} as const;

/** The last purchase: the newest order (the list is newest first) that is neither a quote nor cancelled. */
export function ultimaCompra<P extends Pick<PedidoResumo, 'orcamento' | 'status'>>(recentes: readonly P[]): P | null {
  return recentes.find((p) => !p.orcamento && p.status !== 'CANCELADO') ?? null;
}
