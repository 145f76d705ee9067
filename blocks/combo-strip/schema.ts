import * as z from 'zod/mini';

export const comboStripProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Combos promocionais'),
  /** How many combos the strip shows at most (the newest). */
  quantidade: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(12)), 6),
});

export const comboStripSchema = {
  props: comboStripProps,
  acceptsChildren: false,
  description:
    'Faixa de combos promocionais (por exemplo na página inicial): os combos válidos para o visitante, com Adicionar combo e um link para todos. Carrega depois da página; nada aparece sem combos.',
};

export type ComboStripProps = z.output<typeof comboStripProps>;
