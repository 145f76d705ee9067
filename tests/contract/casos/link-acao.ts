/** The contract cases of openapi/v4/paths/link-acao.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  obterLinkAcao: {
    version: 'v4',
    casos: [
      { nome: 'ação do banner da Aurora', url: (t) => `/api/v4/link-acao/${t.aurora}/1`, status: 200 },
      { nome: 'ação de outro fornecedor', url: (t) => `/api/v4/link-acao/${t.construforte}/1`, status: 404 },
      { nome: 'ação desconhecida', url: (t) => `/api/v4/link-acao/${t.aurora}/999999`, status: 404 },
      { nome: 'ação inválida', url: (t) => `/api/v4/link-acao/${t.aurora}/abc`, status: 400 },
      { nome: 'fornecedor desconhecido', url: () => `/api/v4/link-acao/${UUID_DESCONHECIDO}/1`, status: 404 },
      { nome: 'fornecedor inválido', url: () => `/api/v4/link-acao/nao-e-uuid/1`, status: 400 },
    ],
  },
};
