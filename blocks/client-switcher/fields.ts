import type { BlockFields } from '#engine/layout/define-block';
import type { clientSwitcherProps } from './schema';

export const clientSwitcherFields: BlockFields<typeof clientSwitcherProps> = {
  textoRepresentante: {
    control: 'text',
    label: 'Texto para o representante',
    help: 'Enquanto ele ainda não escolheu um cliente.',
  },
  textoVinculado: {
    control: 'text',
    label: 'Texto para o usuário vinculado',
    help: 'Enquanto ele ainda não escolheu um cliente.',
  },
  mostrarBusca: { control: 'boolean', label: 'Mostrar a busca', help: 'Pelo nome, e-mail, CPF ou CNPJ.' },
  ajudaBusca: { control: 'text', label: 'Ajuda da busca', help: 'Vazio: sem ajuda.' },
  mostrarDetalhes: {
    control: 'boolean',
    label: 'Mostrar CPF/CNPJ e e-mail',
    help: 'Abaixo do nome de cada cliente.',
  },
};
