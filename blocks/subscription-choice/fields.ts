import type { BlockFields } from '#engine/layout/define-block';
import type { subscriptionChoiceProps } from './schema';

export const subscriptionChoiceFields: BlockFields<typeof subscriptionChoiceProps> = {
  titulo: { control: 'text', label: 'Título', help: 'Opcional: um título acima da escolha.' },
  ajuda: {
    control: 'text',
    label: 'Texto de ajuda',
    help: 'Abaixo da escolha, até o cliente escolher uma frequência (depois, o texto da recorrência).',
  },
  textoAvulsa: { control: 'text', label: 'Opção de compra avulsa', help: 'A opção de não repetir o pedido.' },
};
