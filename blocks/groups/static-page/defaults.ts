/** The default layout nodes of the static-page group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

export const staticPageDefaultPages: Record<'pagina', LayoutNodeInput[]> = {
  pagina: [{ type: 'static-page-content', id: 'padrao-pagina-conteudo', props: {} }],
};
