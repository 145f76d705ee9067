import type { BlockFields } from '#engine/layout/define-block';
import type { comboDetailProps } from './schema';

export const comboDetailFields: BlockFields<typeof comboDetailProps> = {
  textoRegra: { control: 'textarea', label: 'Texto sobre o preço no carrinho', help: 'Vazio: sem texto.' },
};
