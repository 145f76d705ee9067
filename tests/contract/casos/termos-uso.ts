/** The contract cases of openapi/v4/paths/termos-uso.yaml. */
import { bearer, type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  getTermosUsoCliente: {
    version: 'v4',
    casos: [
      {
        nome: 'pendente (nunca aceitou)',
        url: (t, c) => `/api/v4/client/${c.sessaoAurora.idcliente}/supplier/${t.aurora}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 200,
      },
      {
        nome: 'sem jwttoken',
        url: (t, c) => `/api/v4/client/${c.sessaoAurora.idcliente}/supplier/${t.aurora}/termos-uso`,
        status: 401,
      },
      {
        nome: 'outro cliente',
        url: (t) => `/api/v4/client/1/supplier/${t.aurora}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v4/client/${c.sessaoAurora.idcliente}/supplier/${UUID_DESCONHECIDO}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, UUID_DESCONHECIDO),
        status: 404,
      },
    ],
  },
  aceitarTermosUso: {
    version: 'v4',
    casos: [
      {
        nome: 'aceita a versão atual',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/client/${c.sessaoConstruforte.idcliente}/supplier/${t.construforte}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        corpo: async () => ({ versao: 1 }),
        status: 200,
      },
      {
        nome: 'versão que não é a atual',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/client/${c.sessaoConstruforte.idcliente}/supplier/${t.construforte}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        corpo: async () => ({ versao: 7 }),
        status: 409,
      },
      {
        nome: 'sessão de outro fornecedor',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/client/${c.sessaoConstruforte.idcliente}/supplier/${t.aurora}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        corpo: async () => ({ versao: 1 }),
        status: 403,
      },
      {
        nome: 'corpo sem versão',
        metodo: 'PUT',
        url: (t, c) => `/api/v4/client/${c.sessaoConstruforte.idcliente}/supplier/${t.construforte}/termos-uso`,
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        corpo: async () => ({}),
        status: 400,
      },
    ],
  },
  getTermoUso: {
    version: 'v4',
    casos: [
      { nome: 'versão atual', url: (t) => `/api/termouso?idfornecedor=${t.aurora}`, status: 200, html: true },
      {
        nome: 'versão 1 pelo slug',
        url: () => '/api/termouso?idfornecedor=construforte&versaoArquivo=1',
        status: 200,
        html: true,
      },
      {
        nome: 'versão inexistente',
        url: (t) => `/api/termouso?idfornecedor=${t.aurora}&versaoArquivo=99`,
        status: 404,
      },
      { nome: 'sem fornecedor', url: () => '/api/termouso', status: 404 },
      { nome: 'versão inválida', url: (t) => `/api/termouso?idfornecedor=${t.aurora}&versaoArquivo=0`, status: 400 },
    ],
  },
};
