import { defineFields } from '../../engine/layout/define-block';
import { headerProps } from './schema';

export const headerFields = defineFields(headerProps, {
  mostrarBusca: { control: 'boolean', label: 'Mostrar busca' },
  mostrarMenu: { control: 'boolean', label: 'Mostrar menu', help: 'Os itens do documento de menu do fornecedor.' },
  placeholderBusca: { control: 'text', label: 'Texto da busca', help: 'Aparece dentro do campo de busca vazio.' },
});
