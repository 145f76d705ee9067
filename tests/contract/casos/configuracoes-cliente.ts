/** The contract cases of openapi/v2/paths/configuracoes-cliente.yaml. */
import { type Casos } from '../support/casos';

export const casos: Casos = {
  getConfiguracoesCliente: {
    version: 'v2',
    casos: [
      { nome: 'anônimo', url: (_t, c) => `/api/v2/app/${c.anon}~0/get-configuracoes-cliente`, status: 200 },
      {
        nome: 'cliente principal',
        url: (_t, c) => `/api/v2/app/${c.principal.token}~${c.principal.idcliente}/get-configuracoes-cliente`,
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: (_t, c) => `/api/v2/app/${c.principal.token}~${c.sessaoConstruforte.idcliente}/get-configuracoes-cliente`,
        status: 403,
      },
      { nome: 'sem sessão', url: (_t, c) => `/api/v2/app/${c.anon}~1/get-configuracoes-cliente`, status: 401 },
    ],
  },
};
