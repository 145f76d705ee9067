import type { BlockFields } from '#engine/layout/define-block';
import type { comboStripProps } from './schema';

export const comboStripFields: BlockFields<typeof comboStripProps> = {
  titulo: { control: 'text', label: 'Título da faixa' },
  quantidade: { control: 'number', label: 'Combos mostrados', help: 'De 1 a 12, os mais recentes.' },
};
