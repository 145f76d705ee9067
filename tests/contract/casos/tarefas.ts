/** The contract cases of openapi/v4/paths/tarefas.yaml (the supplier's dead letters, issue 28). */
import { type Casos, comBearerAtendente, comBearerCarrinho, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  // An Aurora attendant; a customer is refused. The seed has no failed job: an empty list.
  listarTarefasFalhas: {
    version: 'v4',
    casos: [
      {
        nome: 'atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/tarefas-falhas`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/tarefas-falhas`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.aurora}/tarefas-falhas`, status: 401 },
    ],
  },
  repetirTarefaFalha: {
    version: 'v4',
    casos: [
      {
        nome: 'inexistente',
        corpo: () => ({}),
        url: (t) => `/api/v4/painel/${t.aurora}/tarefas-falhas/email/${UUID_DESCONHECIDO}/repetir`,
        cabecalhos: comBearerAtendente,
        status: 404,
      },
      {
        nome: 'cliente',
        corpo: () => ({}),
        url: (t) => `/api/v4/painel/${t.aurora}/tarefas-falhas/email/${UUID_DESCONHECIDO}/repetir`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      {
        nome: 'id inválido',
        corpo: () => ({}),
        url: (t) => `/api/v4/painel/${t.aurora}/tarefas-falhas/email/nao-e-uuid/repetir`,
        cabecalhos: comBearerAtendente,
        status: 400,
      },
    ],
  },
};
