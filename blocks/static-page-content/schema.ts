import * as z from 'zod/mini';

export const staticPageContentProps = z.strictObject({
  /** Whether 'Atualizada em {data}' shows above the content. */
  mostrarAtualizacao: z._default(z.boolean(), true),
});

export const staticPageContentSchema = {
  props: staticPageContentProps,
  acceptsChildren: false,
  description: 'O conteúdo da página estática aberta (o texto que o fornecedor escreveu para ela).',
  pages: ['pagina'] as const,
};

export type StaticPageContentProps = z.output<typeof staticPageContentProps>;
