import type { BlockFields } from '#engine/layout/define-block';
import { STATIC_TEXT_VARIANTS } from './schema';
import type { staticTextProps } from './schema';

// `import type` of the schema: a value import would make the shopper's first-view chunk export it for the studio.
export const staticTextFields: BlockFields<typeof staticTextProps> = {
  chave: {
    control: 'static-text-key',
    label: 'Texto do fornecedor',
    help: 'A chave do texto estático; vazio: só o texto padrão.',
  },
  textoPadrao: {
    control: 'textarea',
    label: 'Texto padrão',
    help: 'Exibido quando o fornecedor não tem o texto da chave; vazio: nada.',
  },
  variante: {
    control: 'select',
    label: 'Estilo',
    options: STATIC_TEXT_VARIANTS,
    optionLabels: { paragrafo: 'Parágrafo', destaque: 'Destaque', aviso: 'Aviso' },
  },
};
