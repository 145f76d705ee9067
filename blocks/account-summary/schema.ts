import * as z from 'zod/mini';

/** The texts 'Minha conta' shows today (the defaults of account-summary, account-data-form and account-credentials-form). */
export const TEXTOS_CONTA = {
  tituloDados: 'Meus dados',
  tituloAcesso: 'E-mail e senha',
  ajudaNovaSenha: 'Deixe em branco para manter a atual.',
  ajudaSenhaAtual: 'Necessária para trocar o e-mail ou a senha.',
} as const;

export const accountSummaryProps = z.strictObject({
  /** The shortcuts above the form: 'Meus pedidos', 'Meus endereços' and 'Faturas'. */
  mostrarAtalhos: z._default(z.boolean(), true),
  /** The data section (the name; the document and the role). */
  mostrarDados: z._default(z.boolean(), true),
  tituloDados: z._default(z.string().check(z.minLength(1), z.maxLength(60)), TEXTOS_CONTA.tituloDados),
  /** The document (CPF/CNPJ) and the role under the name. */
  mostrarDocumento: z._default(z.boolean(), true),
  /** The e-mail and password section. */
  mostrarAcesso: z._default(z.boolean(), true),
  tituloAcesso: z._default(z.string().check(z.minLength(1), z.maxLength(60)), TEXTOS_CONTA.tituloAcesso),
  /** Under 'Nova senha'; empty: none. */
  ajudaNovaSenha: z._default(z.string().check(z.maxLength(200)), TEXTOS_CONTA.ajudaNovaSenha),
  /** Under 'Senha atual'; empty: none. */
  ajudaSenhaAtual: z._default(z.string().check(z.maxLength(200)), TEXTOS_CONTA.ajudaSenhaAtual),
});

export const accountSummarySchema = {
  props: accountSummaryProps,
  acceptsChildren: false,
  pages: ['minha-conta', 'alterar-dados', 'alterar-email-senha'] as const,
};

export type AccountSummaryProps = z.output<typeof accountSummaryProps>;
