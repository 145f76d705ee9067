import type { BlockFields } from '#engine/layout/define-block';
import type { giftOptionsProps } from './schema';

export const giftOptionsFields: BlockFields<typeof giftOptionsProps> = {
  titulo: { control: 'text', label: 'Título', help: 'Opcional: um título acima das opções de embalagem.' },
  ajuda: {
    control: 'textarea',
    label: 'Texto de ajuda',
    help: 'Opcional: como a embalagem é feita, prazo, etc. Para esconder a embalagem de um fornecedor, use uma condição por tag neste bloco.',
  },
};
