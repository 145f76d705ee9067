/** The default layout nodes of the lists group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

export const listsDefaultPages: Record<'listas' | 'lista', LayoutNodeInput[]> = {
  listas: [{ type: 'shopping-lists', id: 'padrao-listas', props: {} }],
  lista: [{ type: 'shopping-list', id: 'padrao-lista', props: {} }],
};
