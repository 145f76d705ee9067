import { defineFields } from '../../engine/layout/define-block';
import { catalogueGridProps } from './schema';

export const catalogueGridFields = defineFields(catalogueGridProps, {
  titulo: { control: 'text', label: 'Título', help: 'Na categoria e na busca o título é o nome da categoria ou o termo buscado; vazio: "Produtos".' },
  mostrarOrdenacao: { control: 'boolean', label: 'Mostrar ordenação' },
});
