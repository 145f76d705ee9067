/** The contract cases of openapi/v4/paths/formas-entrega.yaml. */
import { type Casos } from '../support/casos';

export const casos: Casos = {
  getFormasEntrega: {
    version: 'v4',
    casos: [
      {
        nome: 'entrega no endereço, com Pix',
        url: (t, c) =>
          `/api/v4/app/${c.enderecos.token}~${c.enderecos.idcliente}/formas-entrega/${t.aurora}?idendereco=${c.enderecos.segundo}&tipoEntrega=DELIVERY&idformapagamento=1`,
        status: 200,
      },
      {
        nome: 'retirada',
        url: (t, c) =>
          `/api/v4/app/${c.enderecos.token}~${c.enderecos.idcliente}/formas-entrega/${t.aurora}?tipoEntrega=RETIRADA`,
        status: 200,
      },
      {
        nome: 'endereço de outro cliente',
        url: (t, c) =>
          `/api/v4/app/${c.enderecos.token}~${c.enderecos.idcliente}/formas-entrega/${t.aurora}?idendereco=1`,
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (t, c) => `/api/v4/app/${c.anon}~1/formas-entrega/${t.aurora}?tipoEntrega=RETIRADA`,
        status: 401,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v4/app/${c.anon}~0/formas-entrega/${t.aurora}?tipoEntrega=RETIRADA`,
        status: 403,
      },
      {
        nome: 'tipo inválido',
        url: (t, c) =>
          `/api/v4/app/${c.enderecos.token}~${c.enderecos.idcliente}/formas-entrega/${t.aurora}?tipoEntrega=VOO`,
        status: 400,
      },
    ],
  },
  cotarFreteCep: {
    version: 'v4',
    casos: [
      {
        nome: 'visitante',
        url: (t) => `/api/v4/app/formas-entrega/${t.aurora}/13015-002?tipoEntrega=DELIVERY&lat=-22.9&lng=-47.06`,
        corpo: (_t, c) => ({ produtos: [{ id: c.primeiroProdutoAurora, quantidade: 2 }] }),
        status: 200,
      },
      {
        nome: 'retirada',
        url: (t) => `/api/v4/app/formas-entrega/${t.aurora}/13015002?tipoEntrega=RETIRADA`,
        corpo: () => ({ produtos: [] }),
        status: 200,
      },
      {
        nome: 'CEP desconhecido',
        url: (t) => `/api/v4/app/formas-entrega/${t.aurora}/99999999`,
        corpo: () => ({ produtos: [] }),
        status: 404,
      },
      {
        nome: 'corpo sem produtos',
        url: (t) => `/api/v4/app/formas-entrega/${t.aurora}/13015002`,
        corpo: () => ({}),
        status: 400,
      },
    ],
  },
};
