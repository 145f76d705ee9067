/** The contract cases of openapi/v2/paths/formas-pagamento.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  getFormasPagamento: {
    version: 'v2',
    casos: [
      {
        nome: 'do cliente',
        url: (t, c) =>
          `/api/v2/app/${c.enderecos.token}/fornecedor/${t.aurora}/formas-pagamento?idcliente=${c.enderecos.idcliente}`,
        status: 200,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v2/app/${c.anon}/fornecedor/${t.aurora}/formas-pagamento?idcliente=1`,
        status: 403,
      },
      {
        nome: 'outro cliente',
        url: (t, c) => `/api/v2/app/${c.enderecos.token}/fornecedor/${t.aurora}/formas-pagamento?idcliente=1`,
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) =>
          `/api/v2/app/${c.enderecos.token}/fornecedor/${UUID_DESCONHECIDO}/formas-pagamento?idcliente=${c.enderecos.idcliente}`,
        status: 404,
      },
    ],
  },
};
