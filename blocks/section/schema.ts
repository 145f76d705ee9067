import * as z from 'zod/mini';

export const SECTION_BACKGROUNDS = ['nenhum', 'superficie', 'destaque'] as const;

export const sectionProps = z.strictObject({
  titulo: z._default(z.string().check(z.maxLength(120)), ''),
  descricao: z._default(z.string().check(z.maxLength(300)), ''),
  fundo: z._default(z.enum(SECTION_BACKGROUNDS), 'nenhum'),
});

export const sectionSchema = {
  props: sectionProps,
  acceptsChildren: true,
};

export type SectionProps = z.output<typeof sectionProps>;
