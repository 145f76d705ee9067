/**
 * The default layout nodes of the orders group's page types, as an admin would write them
 * (React-free): today's pages. On the order's page the payment (Pix or boleto, 'Alterar forma de
 * pagamento'), the documents (receipt, DANFE) and the order's chat sit inside the order's details, under its payment.
 */
import type { LayoutNodeInput } from '#schemas/layout';

export const ordersDefaultPages: Record<'pedidos' | 'pedido' | 'submissao', LayoutNodeInput[]> = {
  pedidos: [{ type: 'order-list', id: 'padrao-lista-pedidos', props: {} }],
  pedido: [
    {
      type: 'order-detail',
      id: 'padrao-pedido',
      props: {},
      children: [
        { type: 'order-payment', id: 'padrao-pedido-pagamento', props: {} },
        { type: 'order-documents', id: 'padrao-pedido-documentos', props: {} },
        { type: 'order-chat', id: 'padrao-pedido-chat', props: {} },
      ],
    },
  ],
  submissao: [{ type: 'submission-success', id: 'padrao-pedido-submetido', props: {} }],
};
