import type { BlockFields } from '#engine/layout/define-block';
import type { linkedUsersProps } from './schema';

export const linkedUsersFields: BlockFields<typeof linkedUsersProps> = {
  textoApresentacao: {
    control: 'textarea',
    label: 'Texto de apresentação',
    help: "Depois de 'Pessoas que compram em nome de (cliente).'; vazio: só essa frase.",
  },
  mostrarConvite: { control: 'boolean', label: 'Mostrar o convite', help: 'Convidar uma pessoa pelo e-mail.' },
  tituloConvite: { control: 'text', label: 'Título do convite' },
  ajudaConvite: { control: 'text', label: 'Ajuda do e-mail do convite', help: 'Vazio: sem ajuda.' },
  tituloLista: {
    control: 'text',
    label: 'Título da lista',
    help: 'O número de usuários aparece depois, entre parênteses.',
  },
  mostrarPermissao: {
    control: 'boolean',
    label: "Mostrar 'Pode submeter pedidos'",
    help: 'A permissão de cada usuário de enviar pedidos.',
  },
  mostrarRemover: { control: 'boolean', label: "Mostrar 'Remover'", help: 'O usuário principal nunca é removido.' },
};
