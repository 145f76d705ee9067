/**
 * The contract cases of openapi/v4/paths/assinaturas.yaml: the subscription types, and Maria's
 * seeded fortnightly subscription at Aurora (id 1), listed, read and, last, cancelled.
 */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

const MARIA = 1;
const ASSINATURA_MARIA = 1;
const comCookieMaria = (_t: unknown, c: { pedidos: { maria: string } }) => ({ cookie: `sf_token=${c.pedidos.maria}` });

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
  listarAssinaturas: {
    version: 'v4',
    casos: [
      {
        nome: 'as de Maria em Aurora',
        url: (t) => `/api/v4/subscription/list/${MARIA}/${t.aurora}`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/subscription/list/${MARIA}/${t.aurora}`, status: 401 },
      {
        nome: 'outro fornecedor no caminho',
        url: (t) => `/api/v4/subscription/list/${MARIA}/${t.construforte}`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
    ],
  },
  getAssinatura: {
    version: 'v4',
    casos: [
      {
        nome: 'a assinatura quinzenal de Maria',
        url: () => `/api/v4/subscription/get/${ASSINATURA_MARIA}`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      { nome: 'sem sessão', url: () => `/api/v4/subscription/get/${ASSINATURA_MARIA}`, status: 401 },
      {
        nome: 'inexistente',
        url: () => `/api/v4/subscription/get/999999`,
        cabecalhos: comCookieMaria,
        status: 404,
      },
    ],
  },
  cancelarAssinatura: {
    version: 'v4',
    casos: [
      {
        nome: 'sem sessão',
        url: () => `/api/v4/subscription/cancel/${ASSINATURA_MARIA}`,
        metodo: 'DELETE',
        status: 401,
      },
      {
        nome: 'inexistente',
        url: () => `/api/v4/subscription/cancel/999999`,
        metodo: 'DELETE',
        cabecalhos: comCookieMaria,
        status: 404,
      },
      {
        nome: 'a de Maria',
        url: () => `/api/v4/subscription/cancel/${ASSINATURA_MARIA}`,
        metodo: 'DELETE',
        cabecalhos: comCookieMaria,
        status: 200,
      },
    ],
  },
};
