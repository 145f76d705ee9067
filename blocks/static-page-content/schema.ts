import * as z from 'zod/mini';

export const staticPageContentProps = z.strictObject({
  /** Whether 'Atualizada em {data}' shows above the content. */
  mostrarAtualizacao: z._default(z.boolean(), true),
});

export const staticPageContentSchema = {
  props: staticPageContentProps,
  acceptsChildren: false,
  pages: ['pagina'] as const,
};

export type StaticPageContentProps = z.output<typeof staticPageContentProps>;
