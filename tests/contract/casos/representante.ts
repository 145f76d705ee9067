/** The contract cases of openapi/v4/paths/representante.yaml. */
import { type Casos } from '../support/casos';

export const casos: Casos = {
  getClientesRepresentante: {
    version: 'v4',
    casos: [
      {
        nome: 'representante',
        url: (t, c) => `/api/v4/representante/${c.representante.token}/${t.aurora}?limit=10&offset=0&search=bom`,
        status: 200,
      },
      {
        nome: 'outro fornecedor',
        url: (t, c) => `/api/v4/representante/${c.representante.token}/${t.construforte}`,
        status: 403,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v4/representante/${c.anon}/${t.aurora}`, status: 401 },
      {
        nome: 'limit demais',
        url: (t, c) => `/api/v4/representante/${c.representante.token}/${t.aurora}?limit=1000`,
        status: 400,
      },
    ],
  },
  getAcessoRepresentante: {
    version: 'v4',
    casos: [
      {
        nome: 'representante',
        url: (t, c) => `/api/v4/acessorepresentante/${c.representante.token}?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'outro fornecedor',
        url: (t, c) => `/api/v4/acessorepresentante/${c.representante.token}?idfornecedor=${t.construforte}`,
        status: 200,
      },
      {
        nome: 'sem sessão',
        url: (t, c) => `/api/v4/acessorepresentante/${c.anon}?idfornecedor=${t.aurora}`,
        status: 401,
      },
      { nome: 'sem fornecedor', url: (_t, c) => `/api/v4/acessorepresentante/${c.representante.token}`, status: 400 },
    ],
  },
};
