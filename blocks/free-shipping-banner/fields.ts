import { defineFields } from '../../engine/layout/define-block';
import { freeShippingBannerProps } from './schema';

export const freeShippingBannerFields = defineFields(freeShippingBannerProps, {
  textoChave: {
    control: 'static-text-key',
    label: 'Texto do fornecedor',
    help: 'A chave de um texto estático que substitui o texto feito da configuração de frete grátis (valor mínimo e estados).',
  },
  duracaoSegundos: { control: 'number', label: 'Duração de uma volta', unit: 'segundos', help: 'De 5 a 120 segundos.' },
});
