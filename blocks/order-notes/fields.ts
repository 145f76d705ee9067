import type { BlockFields } from '#engine/layout/define-block';
import type { orderNotesProps } from './schema';

export const orderNotesFields: BlockFields<typeof orderNotesProps> = {
  titulo: { control: 'text', label: 'Título' },
  mostrarObservacoes: { control: 'boolean', label: 'Mostrar as observações' },
  rotuloObservacoes: { control: 'text', label: 'Rótulo das observações' },
  ajudaObservacoes: {
    control: 'text',
    label: 'Ajuda das observações',
    help: '{max} é trocado pelo máximo de caracteres; vazio: sem ajuda.',
  },
  mostrarNumeroPedido: {
    control: 'boolean',
    label: 'Mostrar o número do pedido do cliente',
    help: 'O número do pedido no sistema do cliente, que vai junto com o pedido.',
  },
  rotuloNumeroPedido: { control: 'text', label: 'Rótulo do número do pedido' },
  ajudaNumeroPedido: { control: 'text', label: 'Ajuda do número do pedido', help: 'Vazio: sem ajuda.' },
};
