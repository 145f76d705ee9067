import type { BlockFields } from '#engine/layout/define-block';
import type { loginFormProps } from './schema';

// `import type` of the schema: the studio's labels stay out of the shopper's chunks.
export const loginFormFields: BlockFields<typeof loginFormProps> = {
  dicaLogin: {
    control: 'text',
    label: 'Dica do campo de login',
    help: 'Aparece sob "CPF, CNPJ ou e-mail". Vazio: sem dica.',
  },
  mostrarRepresentante: {
    control: 'boolean',
    label: 'Mostrar "Entrar como consultor (representante)"',
    help: 'Desligue se a loja não tem representantes. O login pelo botão "Entrar" do cabeçalho continua mostrando.',
  },
  mostrarEsqueciSenha: {
    control: 'boolean',
    label: 'Mostrar "Esqueci minha senha"',
    help: 'O link de redefinição de senha enviado por e-mail.',
  },
  textoCadastro: {
    control: 'text',
    label: 'Texto do cadastro',
    help: 'Aparece acima do formulário de cadastro de quem ainda não tem conta. Vazio: sem texto.',
  },
};
