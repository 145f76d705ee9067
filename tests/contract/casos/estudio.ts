/** The contract cases of openapi/v4/paths/estudio.yaml. */
import {
  type Casos,
  comBearerAdmin,
  comBearerAtendente,
  comBearerCarrinho,
  comIfMatchAtual,
  seedLayout,
  versaoAtual,
} from '../support/casos';

export const casos: Casos = {
  // The layout studio (issue 14): an Aurora admin; a customer is refused.
  getDocumentoEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'layout',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'tema padrão',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/tema`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'tipo inválido',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/rodape`,
        cabecalhos: comBearerAdmin,
        status: 400,
      },
      {
        nome: 'atendente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comBearerAtendente,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`, status: 401 },
    ],
  },
  salvarDocumentoEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'rascunho inválido é salvo',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comIfMatchAtual('layout'),
        corpo: () => ({ documento: { ...seedLayout(), schemaVersion: 'x' }, nota: 'Rascunho' }),
        status: 200,
      },
      {
        nome: 'versão velha',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: (t, c) => ({ ...comBearerAdmin(t, c), 'if-match': '"1"' }),
        corpo: () => ({ documento: seedLayout() }),
        status: 409,
      },
      {
        nome: 'sem If-Match',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ documento: seedLayout() }),
        status: 428,
      },
      {
        nome: 'não é objeto',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comIfMatchAtual('layout'),
        corpo: () => ({ documento: [1] }),
        status: 422,
      },
      {
        nome: 'atendente',
        metodo: 'PUT',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout`,
        cabecalhos: comBearerAtendente,
        corpo: () => ({ documento: seedLayout() }),
        status: 403,
      },
    ],
  },
  publicarDocumentoEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'rascunho inválido',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/publicar`,
        cabecalhos: comBearerAdmin,
        corpo: async (t) => ({ versao: await versaoAtual(t, 'layout') }),
        status: 422,
      },
      {
        nome: 'versão 1 (a do seed)',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/publicar`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ versao: 1 }),
        status: 200,
      },
      {
        nome: 'inexistente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/publicar`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ versao: 9999 }),
        status: 404,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/publicar`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ versao: 1 }),
        status: 403,
      },
    ],
  },
  listarVersoesEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'histórico',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
    ],
  },
  restaurarVersaoEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'versão 1 como rascunho',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes/1/restaurar`,
        cabecalhos: comIfMatchAtual('layout'),
        corpo: () => ({}),
        status: 200,
      },
      {
        nome: 'versão velha',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes/1/restaurar`,
        cabecalhos: (t, c) => ({ ...comBearerAdmin(t, c), 'if-match': '"1"' }),
        corpo: () => ({}),
        status: 409,
      },
      {
        nome: 'inexistente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes/9999/restaurar`,
        cabecalhos: comIfMatchAtual('layout'),
        corpo: () => ({}),
        status: 404,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio/layout/versoes/1/restaurar`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({}),
        status: 403,
      },
    ],
  },
  exportarDocumentosEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'arquivo',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio-exportar`,
        cabecalhos: comBearerAdmin,
        status: 200,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/admin/${t.aurora}/estudio-exportar`, status: 401 },
    ],
  },
  importarDocumentosEstudio: {
    version: 'v4',
    casos: [
      {
        nome: 'features como rascunho',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio-importar`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({
          formato: 'vitrine-documentos',
          versao: 1,
          documentos: { features: { schemaVersion: 1, features: {} } },
        }),
        status: 200,
      },
      {
        nome: 'documento inválido',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio-importar`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({
          formato: 'vitrine-documentos',
          versao: 1,
          documentos: { menu: { schemaVersion: 1, items: 'x' } },
        }),
        status: 422,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/admin/${t.aurora}/estudio-importar`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ formato: 'vitrine-documentos', versao: 1, documentos: {} }),
        status: 403,
      },
    ],
  },
};
