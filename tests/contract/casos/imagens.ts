/** The contract cases of openapi/v4/paths/imagens.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  listarTodasImagens: {
    version: 'v4',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v4/imagens/${t.aurora}/todas`, status: 200 },
      { nome: 'segunda página', url: (t) => `/api/v4/imagens/${t.construforte}/todas?page=2&limit=3`, status: 200 },
      { nome: 'limite acima do máximo', url: (t) => `/api/v4/imagens/${t.aurora}/todas?limit=1001`, status: 400 },
      { nome: 'página inválida', url: (t) => `/api/v4/imagens/${t.aurora}/todas?page=0`, status: 400 },
      { nome: 'fornecedor desconhecido', url: () => `/api/v4/imagens/${UUID_DESCONHECIDO}/todas`, status: 404 },
      { nome: 'fornecedor inválido', url: () => `/api/v4/imagens/nao-e-uuid/todas`, status: 400 },
    ],
  },
};
