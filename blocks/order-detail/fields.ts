import type { BlockFields } from '#engine/layout/define-block';
import type { orderDetailProps } from './schema';

// `import type` of the schema: the fields are for the studio only.
export const orderDetailFields: BlockFields<typeof orderDetailProps> = {
  mostrarRepetirItens: {
    control: 'boolean',
    label: 'Mostrar "Repetir itens"',
    help: 'Põe no carrinho os itens deste pedido.',
  },
  mostrarAcompanhamento: {
    control: 'boolean',
    label: 'Mostrar o acompanhamento',
    help: 'As situações do pedido, com data e hora.',
  },
  tituloAcompanhamento: { control: 'text', label: 'Título do acompanhamento' },
  mostrarEntrega: {
    control: 'boolean',
    label: 'Mostrar a entrega ou retirada',
    help: 'A opção e a data, o endereço ou a loja de retirada.',
  },
  mostrarPagamento: { control: 'boolean', label: 'Mostrar a forma de pagamento', help: 'E as parcelas.' },
  tituloPagamento: { control: 'text', label: 'Título do pagamento' },
  mostrarObservacoes: {
    control: 'boolean',
    label: 'Mostrar as observações',
    help: 'O número do pedido do cliente e as observações que ele escreveu.',
  },
  mostrarCaracteristicas: {
    control: 'boolean',
    label: 'Mostrar as respostas do pedido',
    help: 'As respostas às perguntas da loja no fechamento do pedido.',
  },
  tituloCaracteristicas: { control: 'text', label: 'Título das respostas' },
  mostrarItens: { control: 'boolean', label: 'Mostrar os itens e os totais' },
  tituloItens: { control: 'text', label: 'Título dos itens' },
  mostrarAvaliacao: {
    control: 'boolean',
    label: 'Mostrar a avaliação',
    help: 'Depois de entregue, o cliente dá de 1 a 5 estrelas ao pedido.',
  },
};
