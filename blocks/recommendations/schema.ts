import * as z from 'zod/mini';

/** Small on purpose: the first view carries it (the home may hold the block). */
export const recommendationsProps = z.strictObject({
  titulo: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Aproveite e leve também'),
});

export const recommendationsSchema = {
  props: recommendationsProps,
  acceptsChildren: false,
};

export type RecommendationsProps = z.output<typeof recommendationsProps>;
