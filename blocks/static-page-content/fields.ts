import type { BlockFields } from '#engine/layout/define-block';
import type { staticPageContentProps } from './schema';

// `import type` of the schema: the studio's labels stay out of the shopper's chunks.
export const staticPageContentFields: BlockFields<typeof staticPageContentProps> = {
  mostrarAtualizacao: {
    control: 'boolean',
    label: 'Mostrar a data de atualização',
    help: '"Atualizada em …" acima do conteúdo da página.',
  },
};
