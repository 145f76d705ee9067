import * as z from 'zod/mini';

export const loginFormProps = z.strictObject({
  /** The help under 'CPF, CNPJ ou e-mail'; '' shows none. */
  dicaLogin: z._default(z.string().check(z.maxLength(120)), 'Pode digitar com ou sem pontuação.'),
  /** Whether 'Entrar como consultor (representante)' shows (a shop without representatives may hide it). */
  mostrarRepresentante: z._default(z.boolean(), true),
  /** Whether 'Esqueci minha senha' shows under the password. */
  mostrarEsqueciSenha: z._default(z.boolean(), true),
  /** The line above the registration form; '' shows none. */
  textoCadastro: z._default(z.string().check(z.maxLength(200)), 'Preencha seus dados para se cadastrar.'),
});

export const loginFormSchema = {
  props: loginFormProps,
  acceptsChildren: false,
  pages: ['login'] as const,
};

export type LoginFormBlockProps = z.output<typeof loginFormProps>;
