import type { BlockFields } from '#engine/layout/define-block';
import type { catalogueGridProps } from './schema';

// `import type` of the schema: a value import would make the shopper's first-view chunk export it for the studio.
export const catalogueGridFields: BlockFields<typeof catalogueGridProps> = {
  titulo: {
    control: 'text',
    label: 'Título',
    help: 'Na categoria e na busca o título é o nome da categoria ou o termo buscado; vazio: "Produtos".',
  },
  mostrarOrdenacao: { control: 'boolean', label: 'Mostrar ordenação' },
};
