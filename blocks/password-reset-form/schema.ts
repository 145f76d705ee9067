import * as z from 'zod/mini';

export const passwordResetFormProps = z.strictObject({
  /** The line above the form; '' shows none. */
  texto: z._default(
    z.string().check(z.maxLength(300)),
    'Escolha uma nova senha para a sua conta. Depois, entre com ela.',
  ),
  /** The help under 'Nova senha'; '' shows none. */
  dicaSenha: z._default(
    z.string().check(z.maxLength(200)),
    'De 8 a 64 caracteres. Evite senhas comuns ou que você já usa em outros sites.',
  ),
});

export const passwordResetFormSchema = {
  props: passwordResetFormProps,
  acceptsChildren: false,
  pages: ['redefinir-senha'] as const,
};

export type PasswordResetFormProps = z.output<typeof passwordResetFormProps>;
