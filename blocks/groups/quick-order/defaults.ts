/** The default layout nodes of the quick-order group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

export const quickOrderDefaultPages: Record<'pedido-rapido', LayoutNodeInput[]> = {
  'pedido-rapido': [{ type: 'quick-order', id: 'padrao-pedido-rapido', props: {} }],
};
