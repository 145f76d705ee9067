import * as z from 'zod/mini';
import { TEXTOS_CONTA } from '../account-summary/schema';

export const accountDataFormProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(60)), TEXTOS_CONTA.tituloDados),
  /** The document (CPF/CNPJ) and the role under the name. */
  mostrarDocumento: z._default(z.boolean(), true),
});

export const accountDataFormSchema = {
  props: accountDataFormProps,
  acceptsChildren: false,
  pages: ['alterar-dados', 'minha-conta', 'alterar-email-senha'] as const,
};

export type AccountDataFormProps = z.output<typeof accountDataFormProps>;
