import type { BlockFields } from '#engine/layout/define-block';
import type { accountCredentialsFormProps } from './schema';

export const accountCredentialsFormFields: BlockFields<typeof accountCredentialsFormProps> = {
  titulo: { control: 'text', label: 'Título' },
  ajudaNovaSenha: { control: 'text', label: "Ajuda de 'Nova senha'", help: 'Vazio: sem ajuda.' },
  ajudaSenhaAtual: { control: 'text', label: "Ajuda de 'Senha atual'", help: 'Vazio: sem ajuda.' },
};
