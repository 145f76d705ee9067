import type { BlockFields } from '#engine/layout/define-block';
import type { accountDataFormProps } from './schema';

export const accountDataFormFields: BlockFields<typeof accountDataFormProps> = {
  titulo: { control: 'text', label: 'Título' },
  mostrarDocumento: { control: 'boolean', label: 'Mostrar CPF/CNPJ e perfil', help: 'Abaixo do nome, sem edição.' },
};
