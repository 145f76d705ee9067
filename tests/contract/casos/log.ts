/** The contract cases of openapi/v4/paths/log.yaml (the GA4 event log, issue 31). */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

const compra = {
  nome: 'purchase',
  parametros: {
    transaction_id: '100001',
    currency: 'BRL',
    value: 150.5,
    shipping: 12,
    coupon: 'AURORA5',
    items: [{ item_id: '1', item_name: 'Suco de laranja 1 L', price: 8.9, quantity: 2 }],
  },
};
const consentido = () => ({ cookie_desempenho: 'true' });

export const casos: Casos = {
  registrarEventoGoogleAnalytics: {
    version: 'v4',
    casos: [
      {
        nome: 'compra com consentimento',
        url: (t) => `/api/v4/log/google-analytics/${t.aurora}`,
        corpo: () => compra,
        cabecalhos: consentido,
        status: 200,
      },
      {
        nome: 'sem consentimento de desempenho',
        url: (t) => `/api/v4/log/google-analytics/${t.aurora}`,
        corpo: () => compra,
        cabecalhos: () => ({ cookie_desempenho: 'false' }),
        status: 403,
      },
      {
        nome: 'fornecedor sem a tag',
        url: (t) => `/api/v4/log/google-analytics/${t.construforte}`,
        corpo: () => compra,
        cabecalhos: consentido,
        status: 404,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/log/google-analytics/${UUID_DESCONHECIDO}`,
        corpo: () => compra,
        cabecalhos: consentido,
        status: 404,
      },
      {
        nome: 'X-idfornecedor de outra loja',
        url: (t) => `/api/v4/log/google-analytics/${t.aurora}`,
        corpo: () => compra,
        cabecalhos: (t) => ({ ...consentido(), 'x-idfornecedor': JSON.stringify([t.construforte]) }),
        status: 403,
      },
      {
        nome: 'evento desconhecido',
        url: (t) => `/api/v4/log/google-analytics/${t.aurora}`,
        corpo: () => ({ nome: 'sign_in', parametros: {} }),
        cabecalhos: consentido,
        status: 400,
      },
      {
        nome: 'parâmetro desconhecido',
        url: (t) => `/api/v4/log/google-analytics/${t.aurora}`,
        corpo: () => ({ nome: 'page_view', parametros: { email: 'maria@exemplo.com.br' } }),
        cabecalhos: consentido,
        status: 400,
      },
    ],
  },
};
