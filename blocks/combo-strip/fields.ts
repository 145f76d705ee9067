import type { BlockFields } from '#engine/layout/define-block';
import type { comboStripProps } from './schema';

export const comboStripFields: BlockFields<typeof comboStripProps> = {
  titulo: { control: 'text', label: 'Título da faixa', help: 'A faixa mostra até 6 combos, os mais recentes.' },
};
