/** The contract cases of openapi/v2/paths/carrossel.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  getCarrosseis: {
    version: 'v2',
    casos: [
      {
        nome: 'home com produtos',
        url: (t, c) =>
          `/api/v2/app/${c.anon}~0/customizacao/carrossel/list-for-page/${t.aurora}?page=HOME&loadProdutos=true`,
        status: 200,
      },
      {
        nome: 'construforte, sessão',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoConstruforte.token}~${c.sessaoConstruforte.idcliente}/customizacao/carrossel/list-for-page/${t.construforte}?loadProdutos=true`,
        status: 200,
      },
      {
        nome: 'sessão expirada',
        url: (t, c) => `/api/v2/app/${c.anon}~7/customizacao/carrossel/list-for-page/${t.aurora}`,
        status: 401,
      },
      {
        nome: 'cliente de outra sessão',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoConstruforte.token}~${c.sessaoAurora.idcliente}/customizacao/carrossel/list-for-page/${t.construforte}`,
        status: 403,
      },
      {
        nome: 'formato',
        url: (t, c) => `/api/v2/app/${c.anon}/customizacao/carrossel/list-for-page/${t.aurora}`,
        status: 400,
      },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}~0/customizacao/carrossel/list-for-page/${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
};
