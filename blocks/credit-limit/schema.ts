import * as z from 'zod/mini';

export const creditLimitProps = z.strictObject({
  /** Above the two amounts; empty: none. */
  titulo: z._default(z.string().check(z.maxLength(60)), 'Limite de crédito'),
  /** Under the amounts; empty: none. */
  textoAjuda: z._default(
    z.string().check(z.maxLength(300)),
    'O limite disponível é o total menos os títulos em aberto. Compras a prazo acima dele não são aceitas.',
  ),
});

export const creditLimitSchema = {
  props: creditLimitProps,
  acceptsChildren: false,
  pages: ['faturas'] as const,
};

export type CreditLimitProps = z.output<typeof creditLimitProps>;
