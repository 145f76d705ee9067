/** The contract cases of openapi/v4/paths/pagamentos.yaml. */
import { cartaoContrato, type Casos, comBearerAtendente, comBearerPagamento } from '../support/casos';

export const casos: Casos = {
  boletoPedido: {
    version: 'v4',
    casos: [
      {
        nome: 'boleto do pedido',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.aurora}`,
        cabecalhos: comBearerPagamento,
        status: 200,
        pdf: true,
      },
      {
        nome: 'pelo cookie',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.aurora}`,
        cabecalhos: (_t, c) => ({ cookie: `sf_token=${c.pagamento.token}` }),
        status: 200,
        pdf: true,
      },
      {
        nome: 'pedido em Pix',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.pix}/${t.aurora}`,
        cabecalhos: comBearerPagamento,
        status: 409,
      },
      {
        nome: 'de outro cliente',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.aurora}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        status: 404,
      },
      {
        nome: 'link do e-mail, de outro cliente',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.aurora}?idcliente=${c.pagamento.idcliente}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        status: 403,
      },
      {
        nome: 'de outro fornecedor',
        url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.construforte}`,
        cabecalhos: comBearerPagamento,
        status: 403,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v4/payment/boleto/${c.pagamento.boleto}/${t.aurora}`, status: 401 },
    ],
  },
  gerarRecibo: {
    version: 'v4',
    casos: [
      {
        nome: 'comprovante',
        url: (_t, c) => `/api/v4/payment/generate-receipt/${c.pagamento.pix}/${c.pagamento.idcliente}`,
        cabecalhos: comBearerPagamento,
        corpo: async () => ({}),
        status: 200,
        pdf: true,
      },
      {
        nome: 'outro cliente no caminho',
        url: (_t, c) => `/api/v4/payment/generate-receipt/${c.pagamento.pix}/${c.pedidos.idcliente}`,
        cabecalhos: comBearerPagamento,
        corpo: async () => ({}),
        status: 403,
      },
      {
        nome: 'pedido de outro cliente',
        url: (_t, c) => `/api/v4/payment/generate-receipt/${c.pagamento.pix}/${c.pedidos.idcliente}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        corpo: async () => ({}),
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v4/payment/generate-receipt/${c.pagamento.pix}/${c.pagamento.idcliente}`,
        corpo: async () => ({}),
        status: 401,
      },
    ],
  },
  danfePedido: {
    version: 'v4',
    casos: [
      {
        nome: 'do cliente',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}`,
        cabecalhos: comBearerPagamento,
        status: 200,
        pdf: true,
      },
      {
        nome: 'do atendente',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}`,
        cabecalhos: comBearerAtendente,
        status: 200,
        pdf: true,
      },
      {
        nome: 'não anexada',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.boleto}/${t.aurora}`,
        cabecalhos: comBearerPagamento,
        status: 404,
      },
      {
        nome: 'de outro cliente',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        status: 404,
      },
      {
        nome: 'de outro fornecedor',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.construforte}`,
        cabecalhos: comBearerPagamento,
        status: 403,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}`, status: 401 },
    ],
  },
  // Issue 34: the NF-e XML the desk attached beside the DANFE (pagamentos.test.ts attaches both first).
  nfeXmlPedido: {
    version: 'v4',
    casos: [
      {
        nome: 'do cliente, pelo link do pedido',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}/xml?idcliente=${c.pagamento.idcliente}`,
        cabecalhos: comBearerPagamento,
        status: 200,
        xml: true,
      },
      {
        nome: 'do atendente',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}/xml`,
        cabecalhos: comBearerAtendente,
        status: 200,
        xml: true,
      },
      {
        nome: 'link feito para outro cliente',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}/xml?idcliente=${c.pagamento.idcliente}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        status: 403,
      },
      {
        nome: 'não anexado',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.boleto}/${t.aurora}/xml`,
        cabecalhos: comBearerPagamento,
        status: 404,
      },
      {
        nome: 'de outro cliente',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}/xml`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        status: 404,
      },
      {
        nome: 'de outro fornecedor',
        url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.construforte}/xml`,
        cabecalhos: comBearerPagamento,
        status: 403,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v4/danfe/${c.pagamento.pix}/${t.aurora}/xml`, status: 401 },
    ],
  },
  gerarTokenCartao: {
    version: 'v4',
    casos: [
      {
        nome: 'cartão de teste',
        url: () => '/api/v4/payment-sdk/generate-token',
        cabecalhos: comBearerPagamento,
        corpo: (t) => cartaoContrato(t, '4111111111111111'),
        status: 200,
      },
      {
        nome: 'cartão recusado',
        url: () => '/api/v4/payment-sdk/generate-token',
        cabecalhos: comBearerPagamento,
        corpo: (t) => cartaoContrato(t, '4000000000000002'),
        status: 422,
      },
      {
        nome: 'sem número',
        url: () => '/api/v4/payment-sdk/generate-token',
        cabecalhos: comBearerPagamento,
        corpo: (t) => ({ ...cartaoContrato(t, ''), numero: undefined }),
        status: 400,
      },
      {
        nome: 'sem sessão',
        url: () => '/api/v4/payment-sdk/generate-token',
        corpo: (t) => cartaoContrato(t, '4111111111111111'),
        status: 401,
      },
    ],
  },
  alterarFormaPagamentoPedido: {
    version: 'v4',
    casos: [
      {
        nome: 'para boleto',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        cabecalhos: comBearerPagamento,
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 2, quantParcelas: 1 }),
        status: 200,
      },
      {
        nome: 'forma de outro fornecedor',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        cabecalhos: comBearerPagamento,
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 12, quantParcelas: 1 }),
        status: 422,
      },
      {
        nome: 'sem parcelas',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        cabecalhos: comBearerPagamento,
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 2 }),
        status: 400,
      },
      {
        nome: 'pedido entregue',
        url: (t) => `/api/v4/orders/payment-method/${t.aurora}/order/100001`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 1, quantParcelas: 1 }),
        status: 409,
      },
      {
        nome: 'de outro cliente',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.token}` }),
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 2, quantParcelas: 1 }),
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (t, c) => `/api/v4/orders/payment-method/${t.aurora}/order/${c.pagamento.troca}`,
        metodo: 'PUT',
        corpo: async () => ({ idformapagto: 2, quantParcelas: 1 }),
        status: 401,
      },
    ],
  },
};
