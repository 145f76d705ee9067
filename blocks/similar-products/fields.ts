import type { BlockFields } from '#engine/layout/define-block';
import type { similarProductsProps } from './schema';

export const similarProductsFields: BlockFields<typeof similarProductsProps> = {
  titulo: { control: 'text', label: 'Título' },
  quantidade: {
    control: 'number',
    label: 'Quantos produtos, no máximo',
    help: 'De 1 a 8. A linha mostra 4 cartões a partir de 768 px e 6 a partir de 1200 px; no celular ela rola.',
  },
};
