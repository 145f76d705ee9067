import type { BlockFields } from '#engine/layout/define-block';
import type { shippingQuoteProps } from './schema';

export const shippingQuoteFields: BlockFields<typeof shippingQuoteProps> = {
  titulo: { control: 'text', label: 'Título', help: 'Acima do campo do CEP.' },
};
