import type { BlockFields } from '#engine/layout/define-block';
import type { suggestedListsProps } from './schema';

export const suggestedListsFields: BlockFields<typeof suggestedListsProps> = {
  titulo: { control: 'text', label: 'Título da faixa' },
  quantidade: { control: 'number', label: 'Listas mostradas', help: 'De 1 a 12.' },
};
