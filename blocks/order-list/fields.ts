import type { BlockFields } from '#engine/layout/define-block';
import type { orderListProps } from './schema';

// `import type` of the schema: the fields are for the studio only.
export const orderListFields: BlockFields<typeof orderListProps> = {
  mostrarContagem: { control: 'boolean', label: 'Mostrar a quantidade de pedidos', help: '"3 pedidos e orçamentos".' },
  mostrarRepetirUltima: {
    control: 'boolean',
    label: 'Mostrar "Repetir última compra"',
    help: 'Põe no carrinho os itens da compra mais recente que não é um orçamento.',
  },
  mostrarOrdenacao: {
    control: 'boolean',
    label: 'Mostrar "Ordenar por"',
    help: 'Mais recentes, mais antigos ou maior valor.',
  },
  mostrarFormaPagamento: { control: 'boolean', label: 'Mostrar a forma de pagamento de cada pedido' },
  mostrarEntrega: { control: 'boolean', label: 'Mostrar a entrega ou retirada de cada pedido', help: 'E a data.' },
  mostrarAvaliacao: { control: 'boolean', label: 'Mostrar a avaliação de cada pedido' },
  mostrarEmitidoPor: {
    control: 'boolean',
    label: 'Mostrar quem emitiu o pedido',
    help: '"Pedido emitido por …", quando um usuário vinculado ou um representante fez o pedido.',
  },
  textoVazio: { control: 'text', label: 'Texto sem pedidos', help: 'Quando o cliente ainda não fez nenhum pedido.' },
  textoBotaoVazio: { control: 'text', label: 'Botão sem pedidos', help: 'Leva à página inicial da loja.' },
  textoCarregarMais: { control: 'text', label: 'Botão "Carregar mais"', help: 'Mostra os próximos 10 pedidos.' },
  textoVerDetalhes: { control: 'text', label: 'Link de cada pedido', help: 'Abre a página do pedido.' },
};
