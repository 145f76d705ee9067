/** The contract cases of openapi/v4/paths/documentos.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  getDocumentosLoja: {
    version: 'v4',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v4/documentos-loja/${t.aurora}`, status: 200 },
      { nome: 'construforte', url: (t) => `/api/v4/documentos-loja/${t.construforte}`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v4/documentos-loja/${UUID_DESCONHECIDO}`, status: 404 },
    ],
  },
};
