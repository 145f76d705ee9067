import type { BlockFields } from '#engine/layout/define-block';
import type { headerProps } from './schema';

// `import type` of the schema: a value import would make the shopper's first-view chunk export it for the studio.
export const headerFields: BlockFields<typeof headerProps> = {
  mostrarBusca: { control: 'boolean', label: 'Mostrar busca' },
  mostrarMenu: { control: 'boolean', label: 'Mostrar menu', help: 'Os itens do documento de menu do fornecedor.' },
  placeholderBusca: { control: 'text', label: 'Texto da busca', help: 'Aparece dentro do campo de busca vazio.' },
};
