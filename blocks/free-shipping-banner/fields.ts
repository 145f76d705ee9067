import type { BlockFields } from '#engine/layout/define-block';
import type { freeShippingBannerProps } from './schema';

// `import type` of the schema: a value import would make the shopper's first-view chunk export it for the studio.
export const freeShippingBannerFields: BlockFields<typeof freeShippingBannerProps> = {
  textoChave: {
    control: 'static-text-key',
    label: 'Texto do fornecedor',
    help: 'A chave de um texto estático que substitui o texto feito da configuração de frete grátis (valor mínimo e estados).',
  },
  duracaoSegundos: { control: 'number', label: 'Duração de uma volta', unit: 'segundos', help: 'De 5 a 120 segundos.' },
};
