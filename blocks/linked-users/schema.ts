import * as z from 'zod/mini';

export const linkedUsersProps = z.strictObject({
  /** After 'Pessoas que compram em nome de {cliente}.'; empty: that sentence alone. */
  textoApresentacao: z._default(
    z.string().check(z.maxLength(300)),
    'Convide por e-mail, escolha quem pode submeter pedidos e remova quem não deve mais ter acesso.',
  ),
  /** The invitation by e-mail. */
  mostrarConvite: z._default(z.boolean(), true),
  tituloConvite: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Convidar usuário'),
  /** Under the invitation's e-mail field; empty: none. */
  ajudaConvite: z._default(z.string().check(z.maxLength(200)), 'Ela recebe um e-mail para criar a senha e entrar.'),
  /** The list's title; the number of users follows it in parentheses. */
  tituloLista: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Usuários do cliente'),
  /** Each user's 'Pode submeter pedidos' (the submissao_pedido permission). */
  mostrarPermissao: z._default(z.boolean(), true),
  /** Each user's 'Remover' (the principal user is never removed). */
  mostrarRemover: z._default(z.boolean(), true),
});

export const linkedUsersSchema = {
  props: linkedUsersProps,
  acceptsChildren: false,
  pages: ['usuarios'] as const,
};

export type LinkedUsersProps = z.output<typeof linkedUsersProps>;
