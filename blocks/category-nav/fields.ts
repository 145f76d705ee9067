import type { BlockFields } from '#engine/layout/define-block';
import type { categoryNavProps } from './schema';

// `import type` of the schema: a value import would make the shopper's first-view chunk export it for the studio.
export const categoryNavFields: BlockFields<typeof categoryNavProps> = {
  titulo: { control: 'text', label: 'Título', help: 'Opcional; também nomeia a navegação para leitores de tela.' },
  mostrarSubcategorias: {
    control: 'boolean',
    label: 'Mostrar subcategorias',
    help: 'Uma segunda linha com as subcategorias da categoria aberta.',
  },
};
