import * as z from 'zod/mini';

/** Small on purpose: the first view carries it (the home may hold the strip). */
export const comboStripProps = z.strictObject({
  titulo: z._default(z.string().check(z.maxLength(80)), 'Combos promocionais'),
});

export const comboStripSchema = {
  props: comboStripProps,
  acceptsChildren: false,
};

export type ComboStripProps = z.output<typeof comboStripProps>;

/** How many combos the strip shows at most (the newest). */
export const COMBOS_NA_FAIXA = 6;
