import type { BlockFields } from '#engine/layout/define-block';
import type { recommendationsProps } from './schema';

export const recommendationsFields: BlockFields<typeof recommendationsProps> = {
  titulo: {
    control: 'text',
    label: 'Título',
    help: 'Produtos recomendados ao cliente logado (tag enable-recommendation-system): no carrinho, na página do produto ou na home.',
  },
};
