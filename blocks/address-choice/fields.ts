import { defineFields } from '#engine/layout/define-block';
import { addressChoiceProps } from './schema';

export const addressChoiceFields = defineFields(addressChoiceProps, {
  titulo: { control: 'text', label: 'Título' },
  mostrarAdicionar: {
    control: 'boolean',
    label: 'Mostrar o link para adicionar endereço',
    help: 'Leva à página Meus endereços.',
  },
  textoAdicionar: { control: 'text', label: 'Texto do link para adicionar endereço' },
});
