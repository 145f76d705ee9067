import type { BlockFields } from '#engine/layout/define-block';
import type { productDescriptionProps } from './schema';

export const productDescriptionFields: BlockFields<typeof productDescriptionProps> = {
  titulo: { control: 'text', label: 'Título', help: 'Acima da descrição. Vazio: sem título.' },
};
