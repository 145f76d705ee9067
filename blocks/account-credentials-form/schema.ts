import * as z from 'zod/mini';
import { TEXTOS_CONTA } from '../account-summary/schema';

export const accountCredentialsFormProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(60)), TEXTOS_CONTA.tituloAcesso),
  /** Under 'Nova senha'; empty: none. */
  ajudaNovaSenha: z._default(z.string().check(z.maxLength(200)), TEXTOS_CONTA.ajudaNovaSenha),
  /** Under 'Senha atual'; empty: none. */
  ajudaSenhaAtual: z._default(z.string().check(z.maxLength(200)), TEXTOS_CONTA.ajudaSenhaAtual),
});

export const accountCredentialsFormSchema = {
  props: accountCredentialsFormProps,
  acceptsChildren: false,
  pages: ['alterar-email-senha', 'minha-conta', 'alterar-dados'] as const,
};

export type AccountCredentialsFormProps = z.output<typeof accountCredentialsFormProps>;
