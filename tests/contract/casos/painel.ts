/** The contract cases of openapi/v4/paths/painel.yaml. */
import {
  type Casos,
  CHAVE_NFE_AURORA,
  comBearerAtendente,
  comBearerCarrinho,
  comBearerPagamento,
  comPdfAtendente,
  PDF_DANFE,
  UUID_DESCONHECIDO,
} from '../support/casos';

export const casos: Casos = {
  // The order desk (issue 13): an Aurora attendant; a customer is refused.
  listarPedidosPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos?status=ENVIADO,ENTREGUE&limit=5`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'busca',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos?busca=bom%20pre`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      { nome: 'cliente', url: (t) => `/api/v4/painel/${t.aurora}/pedidos`, cabecalhos: comBearerCarrinho, status: 403 },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.aurora}/pedidos`, status: 401 },
      {
        nome: 'status inválido',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos?status=PERDIDO`,
        cabecalhos: comBearerAtendente,
        status: 400,
      },
    ],
  },
  getPedidoPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'entregue',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'inexistente',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/999999`,
        cabecalhos: comBearerAtendente,
        status: 404,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
    ],
  },
  mudarStatusPedidoPainel: {
    version: 'v4',
    casos: [
      // 100005 (Mercado Bom Preço) is ENVIADO in the seed; no other case reads it.
      {
        nome: 'enviado para separando',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100005/status`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ status: 'SEPARANDO' }),
        status: 200,
      },
      {
        nome: 'entregue não volta',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/status`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ status: 'CANCELADO' }),
        status: 409,
      },
      {
        nome: 'status inválido',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/status`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ status: 'PERDIDO' }),
        status: 400,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100005/status`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ status: 'CANCELADO' }),
        status: 403,
      },
    ],
  },
  precificarOrcamento: {
    version: 'v4',
    casos: [
      {
        nome: 'não é orçamento',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/orcamento`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ itens: [{ id: 1, precoUnitario: 10 }] }),
        status: 409,
      },
      {
        nome: 'sem itens',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/orcamento`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ itens: [] }),
        status: 400,
      },
      {
        nome: 'cliente',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/100001/orcamento`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ itens: [{ id: 1, precoUnitario: 10 }] }),
        status: 403,
      },
    ],
  },
  confirmarOrcamento: {
    version: 'v4',
    casos: [
      {
        nome: 'não é orçamento',
        url: (t) => `/api/v4/orders/quote-confirm/${t.aurora}/order/100001`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        corpo: () => ({}),
        status: 409,
      },
      {
        nome: 'de outro cliente',
        url: (t) => `/api/v4/orders/quote-confirm/${t.aurora}/order/100004`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        corpo: () => ({}),
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (t) => `/api/v4/orders/quote-confirm/${t.aurora}/order/100001`,
        corpo: () => ({}),
        status: 401,
      },
    ],
  },
  // The order export (issue 13): {id} is the supplier; only its staff.
  exportarPedidos: {
    version: 'v4',
    casos: [
      {
        nome: 'xlsx',
        url: (t) => `/api/v4/orders/export/${t.aurora}?status=ENTREGUE`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 200,
        planilha: 'xlsx',
      },
      {
        nome: 'csv pelo slug',
        url: () => '/api/v4/orders/export/aurora?formato=csv&busca=maria',
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 200,
        planilha: 'csv',
      },
      {
        nome: 'formato inválido',
        url: (t) => `/api/v4/orders/export/${t.aurora}?formato=ods`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 400,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/orders/export/${t.aurora}`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({}),
        status: 403,
      },
      {
        nome: 'de outro fornecedor',
        url: (t) => `/api/v4/orders/export/${t.construforte}`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/orders/export/${UUID_DESCONHECIDO}`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({}),
        status: 404,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/orders/export/${t.aurora}`, corpo: () => ({}), status: 401 },
    ],
  },
  // The DANFE (issue 13): the desk attaches it to ctx.pagamento's Pix order, its client downloads it
  // (pagamentos.test.ts attaches one itself before its download cases).
  anexarDanfePainel: {
    version: 'v4',
    casos: [
      {
        nome: 'atendente anexa',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 200,
      },
      {
        nome: 'chave errada',
        metodo: 'PUT',
        url: (t, c) =>
          `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA.slice(0, 43)}${(Number(CHAVE_NFE_AURORA[43]) + 1) % 10}`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 400,
      },
      {
        nome: 'não é PDF',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfAtendente,
        corpo: () => Buffer.from('GIF89a'),
        status: 400,
      },
      {
        nome: 'sem chave',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 400,
      },
      {
        nome: 'cliente',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: (t, c) => ({ ...comBearerPagamento(t, c), 'content-type': 'application/pdf' }),
        corpo: () => PDF_DANFE,
        status: 403,
      },
      {
        nome: 'inexistente',
        metodo: 'PUT',
        url: (t) => `/api/v4/painel/${t.aurora}/pedidos/999999/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 404,
      },
      {
        nome: 'de outro fornecedor',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.construforte}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: comPdfAtendente,
        corpo: () => PDF_DANFE,
        status: 403,
      },
      {
        nome: 'sem sessão',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/painel/${t.aurora}/pedidos/${c.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
        cabecalhos: () => ({ 'content-type': 'application/pdf' }),
        corpo: () => PDF_DANFE,
        status: 401,
      },
    ],
  },
};
