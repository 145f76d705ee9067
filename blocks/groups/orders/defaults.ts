/** The default layout nodes of the orders group's page types, as an admin would write them (React-free). */
import type { LayoutNodeInput } from '#schemas/layout';

export const ordersDefaultPages: Record<'pedidos' | 'pedido' | 'submissao', LayoutNodeInput[]> = {
  pedidos: [],
  pedido: [],
  submissao: [],
};
