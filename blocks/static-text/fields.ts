import { defineFields } from '../../engine/layout/define-block';
import { STATIC_TEXT_VARIANTS, staticTextProps } from './schema';

export const staticTextFields = defineFields(staticTextProps, {
  chave: { control: 'static-text-key', label: 'Texto do fornecedor', help: 'A chave do texto estático; vazio: só o texto padrão.' },
  textoPadrao: { control: 'textarea', label: 'Texto padrão', help: 'Exibido quando o fornecedor não tem o texto da chave; vazio: nada.' },
  variante: { control: 'select', label: 'Estilo', options: STATIC_TEXT_VARIANTS, optionLabels: { paragrafo: 'Parágrafo', destaque: 'Destaque', aviso: 'Aviso' } },
});
