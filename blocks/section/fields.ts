import { defineFields } from '../../engine/layout/define-block';
import { SECTION_BACKGROUNDS, sectionProps } from './schema';

export const sectionFields = defineFields(sectionProps, {
  titulo: { control: 'text', label: 'Título' },
  descricao: { control: 'textarea', label: 'Descrição' },
  fundo: {
    control: 'select',
    label: 'Fundo',
    options: SECTION_BACKGROUNDS,
    optionLabels: { nenhum: 'Nenhum', superficie: 'Superfície', destaque: 'Destaque (cor do fornecedor)' },
  },
});
