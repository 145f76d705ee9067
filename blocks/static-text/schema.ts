import * as z from 'zod/mini';

export const STATIC_TEXT_VARIANTS = ['paragrafo', 'destaque', 'aviso'] as const;

export const staticTextProps = z.strictObject({
  /** Key of the supplier's static texts (getTextosEstaticos); '' shows `textoPadrao` only. */
  chave: z._default(z.string().check(z.maxLength(100)), ''),
  /** Shown when the supplier has no text for the key; empty = render nothing. */
  textoPadrao: z._default(z.string().check(z.maxLength(1000)), ''),
  variante: z._default(z.enum(STATIC_TEXT_VARIANTS), 'paragrafo'),
});

export const staticTextSchema = {
  props: staticTextProps,
  acceptsChildren: false,
};

export type StaticTextProps = z.output<typeof staticTextProps>;
