/** The contract cases of openapi/v4/paths/assinaturas.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  listaTiposAssinatura: {
    version: 'v4',
    casos: [
      { nome: 'tipos de Aurora', url: (t) => `/api/v4/subscription/type/list/${t.aurora}`, status: 200 },
      { nome: 'fornecedor sem tipos', url: (t) => `/api/v4/subscription/type/list/${t.construforte}`, status: 200 },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/subscription/type/list/${UUID_DESCONHECIDO}`,
        status: 404,
      },
      { nome: 'id inválido', url: () => `/api/v4/subscription/type/list/nao-e-uuid`, status: 400 },
    ],
  },
};
