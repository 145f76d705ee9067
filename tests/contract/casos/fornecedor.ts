/** The contract cases of openapi/v2/paths/fornecedor.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  getFornecedores: {
    version: 'v2',
    casos: [
      { nome: 'todos', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor`, status: 200 },
      { nome: 'por slug', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?idfornecedor=aurora`, status: 200 },
      {
        nome: 'por domínio',
        url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?dominio=construforte.localhost`,
        status: 200,
      },
      { nome: 'nenhum', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?idfornecedor=nada`, status: 200 },
      {
        nome: 'por local com {auth}~{id} (o cliente da sessão)',
        url: (_t, c) =>
          `/api/v2/app/${c.sessaoAurora.token}~${c.sessaoAurora.idcliente}/fornecedor?lat=-22.9056&lng=-47.0608`,
        status: 200,
      },
      {
        nome: '{auth}~0 anônimo',
        url: (_t, c) => `/api/v2/app/${c.anon}~0/fornecedor?idfornecedor=aurora`,
        status: 200,
      },
      {
        nome: '{auth}~{id} de outra sessão',
        url: (_t, c) =>
          `/api/v2/app/${c.sessaoConstruforte.token}~${c.sessaoAurora.idcliente}/fornecedor?lat=-22.9056&lng=-47.0608`,
        status: 403,
      },
      { nome: '{auth}~ sem id', url: (_t, c) => `/api/v2/app/${c.anon}~/fornecedor`, status: 400 },
      { nome: 'lat inválida', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?lat=200`, status: 400 },
      {
        nome: 'por cidade',
        url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor?cidade=S%C3%A3o%20Paulo&uf=SP`,
        status: 200,
      },
    ],
  },
  getAreaAtendimento: {
    version: 'v2',
    casos: [
      {
        nome: 'entrega',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/areaatendimento?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'retirada',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/areaatendimento?idfornecedor=${t.aurora}&tipoEntrega=RETIRADA`,
        status: 200,
      },
      { nome: 'sem id', url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor/areaatendimento`, status: 400 },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/fornecedor/areaatendimento?idfornecedor=${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  getConfiguracaoFornecedor: {
    version: 'v2',
    casos: [
      {
        nome: 'aurora',
        url: (t, c) => `/api/v2/app/${c.anon}/configuracao/fornecedor?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'construforte',
        url: (t, c) => `/api/v2/app/${c.anon}/configuracao/fornecedor?idfornecedor=${t.construforte}`,
        status: 200,
      },
      { nome: 'sem id', url: (_t, c) => `/api/v2/app/${c.anon}/configuracao/fornecedor`, status: 400 },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/configuracao/fornecedor?idfornecedor=${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  getTemaFornecedor: {
    version: 'v2',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v2/configuracao/fornecedor/${t.aurora}/tema`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v2/configuracao/fornecedor/${UUID_DESCONHECIDO}/tema`, status: 404 },
      { nome: 'não uuid', url: () => '/api/v2/configuracao/fornecedor/aurora/tema', status: 400 },
    ],
  },
  getRodapeFornecedor: {
    version: 'v2',
    casos: [
      { nome: 'aurora', url: (t) => `/api/v2/app/config/fornecedor/${t.aurora}/rodape`, status: 200 },
      { nome: 'construforte', url: (t) => `/api/v2/app/config/fornecedor/${t.construforte}/rodape`, status: 200 },
      { nome: 'desconhecido', url: () => `/api/v2/app/config/fornecedor/${UUID_DESCONHECIDO}/rodape`, status: 404 },
    ],
  },
};
