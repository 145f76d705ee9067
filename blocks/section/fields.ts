import type { BlockFields } from '#engine/layout/define-block';
import { SECTION_BACKGROUNDS } from './schema';
import type { sectionProps } from './schema';

// `import type` of the schema: a value import would make the shopper's first-view chunk export it for the studio.
export const sectionFields: BlockFields<typeof sectionProps> = {
  titulo: { control: 'text', label: 'Título' },
  descricao: { control: 'textarea', label: 'Descrição' },
  fundo: {
    control: 'select',
    label: 'Fundo',
    options: SECTION_BACKGROUNDS,
    optionLabels: { nenhum: 'Nenhum', superficie: 'Superfície', destaque: 'Destaque (cor do fornecedor)' },
  },
};
