import { defineFields } from '../../engine/layout/define-block';
import { freeShippingBannerProps } from './schema';

export const freeShippingBannerFields = defineFields(freeShippingBannerProps, {
  textoChave: { control: 'static-text-key', label: 'Texto do fornecedor', help: 'A chave do texto estático exibido.' },
  textoPadrao: { control: 'textarea', label: 'Texto padrão', help: 'Exibido quando o fornecedor não tem o texto da chave.' },
  duracaoSegundos: { control: 'number', label: 'Duração de uma volta', unit: 'segundos', help: 'De 5 a 120 segundos.' },
});
