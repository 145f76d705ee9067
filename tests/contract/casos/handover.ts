/** The contract cases of openapi/v1/paths/handover.yaml. */
import { type Casos } from '../support/casos';

export const casos: Casos = {
  criarHandover: {
    version: 'v1',
    casos: [
      {
        nome: 'sessão',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}/sessao/handover`,
        corpo: () => ({ destino: '/construforte' }),
        status: 200,
      },
      { nome: 'anônimo', url: (_t, c) => `/api/v1/app/${c.anon}/sessao/handover`, corpo: () => ({}), status: 401 },
      {
        nome: 'destino fora da loja',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}/sessao/handover`,
        corpo: () => ({ destino: '//x.example' }),
        status: 400,
      },
    ],
  },
};
