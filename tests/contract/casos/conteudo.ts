/** The contract cases of openapi/v4/paths/conteudo.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  getTextosEstaticos: {
    version: 'v4',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v4/static-text/${t.aurora}`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v4/static-text/${UUID_DESCONHECIDO}`, status: 404 },
      { nome: 'não uuid', url: () => '/api/v4/static-text/aurora', status: 400 },
    ],
  },
  getInstrucoesPedidoFornecedor: {
    version: 'v4',
    casos: [
      {
        nome: 'aurora',
        url: (t) => `/api/v4/app/token/custom-content/${t.aurora}?contentType=ORDER_INSTRUCTIONS`,
        status: 200,
      },
      {
        nome: 'sem conteúdo',
        url: (t) => `/api/v4/app/token/custom-content/${t.construforte}?contentType=ORDER_INSTRUCTIONS`,
        status: 200,
      },
      {
        nome: 'desconhecido',
        url: () => `/api/v4/app/token/custom-content/${UUID_DESCONHECIDO}?contentType=ORDER_INSTRUCTIONS`,
        status: 404,
      },
      {
        nome: 'tipo inválido',
        url: (t) => `/api/v4/app/token/custom-content/${t.aurora}?contentType=OUTRO`,
        status: 400,
      },
    ],
  },
  getCaracteristicasCliente: {
    version: 'v4',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v4/caracteristica-cliente/todas/${t.aurora}`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v4/caracteristica-cliente/todas/${UUID_DESCONHECIDO}`, status: 404 },
      { nome: 'não uuid', url: () => '/api/v4/caracteristica-cliente/todas/aurora', status: 400 },
    ],
  },
  getCaracteristicasPedido: {
    version: 'v4',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v4/caracteristica-pedido/todas/${t.aurora}`, status: 200 },
      { nome: 'vazio', url: (t) => `/api/v4/caracteristica-pedido/todas/${t.construforte}`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v4/caracteristica-pedido/todas/${UUID_DESCONHECIDO}`, status: 404 },
    ],
  },
};
