/** The contract cases of openapi/v4/paths/notificacao.yaml. */
import { criarSessao } from '#server/testing/test-app';
import { type Casos, comBearerCarrinho, corpoAlerta, ESGOTADO_AURORA } from '../support/casos';

export const casos: Casos = {
  criarAlertaDisponibilidade: {
    version: 'v4',
    casos: [
      {
        nome: 'produto esgotado',
        url: () => '/api/v4/notificacao/alerta-disponibilidade',
        cabecalhos: comBearerCarrinho,
        corpo: (t, c) => corpoAlerta(t, c, 'esgotado'),
        status: 200,
      },
      {
        nome: 'produto disponível',
        url: () => '/api/v4/notificacao/alerta-disponibilidade',
        cabecalhos: comBearerCarrinho,
        corpo: (t, c) => corpoAlerta(t, c, 'disponivel'),
        status: 409,
      },
      {
        nome: 'outro cliente',
        url: () => '/api/v4/notificacao/alerta-disponibilidade',
        cabecalhos: comBearerCarrinho,
        corpo: async (t, c) => ({ ...(await corpoAlerta(t, c, 'esgotado')), idcliente: c.sessaoAurora.idcliente }),
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: () => '/api/v4/notificacao/alerta-disponibilidade',
        corpo: (t, c) => corpoAlerta(t, c, 'esgotado'),
        status: 401,
      },
    ],
  },
  getAlertaDisponibilidade: {
    version: 'v4',
    casos: [
      {
        nome: 'inscrito',
        url: (t, c) =>
          `/api/v4/notificacao/alerta-disponibilidade?idcliente=${c.sessaoCarrinho.idcliente}&idfornecedor=${t.aurora}&idcadastroextraproduto=${ESGOTADO_AURORA.idcadastroextraproduto}`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'outro fornecedor',
        url: (t, c) =>
          `/api/v4/notificacao/alerta-disponibilidade?idcliente=${c.sessaoCarrinho.idcliente}&idfornecedor=${t.construforte}&idcadastroextraproduto=1`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
    ],
  },
  removerAlertaDisponibilidade: {
    version: 'v4',
    casos: [
      {
        nome: 'remove',
        url: () => '/api/v4/notificacao/alerta-disponibilidade/remove',
        cabecalhos: comBearerCarrinho,
        corpo: async (t, c) => {
          const { idproduto: _, ...corpo } = await corpoAlerta(t, c, 'esgotado');
          return corpo;
        },
        status: 200,
      },
    ],
  },
  atualizarEstoque: {
    version: 'v4',
    casos: [
      {
        nome: 'administrador do fornecedor',
        metodo: 'PUT',
        url: (t) => `/api/v4/fornecedor/${t.aurora}/estoque`,
        cabecalhos: async (t) => ({
          authorization: `Bearer ${(await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' })).token}`,
        }),
        corpo: async (t, c) => ({
          produtos: [{ idproduto: (await corpoAlerta(t, c, 'esgotado')).idproduto, maximo_disponivel: 0 }],
        }),
        status: 200,
      },
      {
        nome: 'cliente',
        metodo: 'PUT',
        url: (t) => `/api/v4/fornecedor/${t.aurora}/estoque`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ produtos: [{ idproduto: 1, maximo_disponivel: 3 }] }),
        status: 403,
      },
      {
        nome: 'sem produtos',
        metodo: 'PUT',
        url: (t) => `/api/v4/fornecedor/${t.aurora}/estoque`,
        cabecalhos: comBearerCarrinho,
        corpo: () => ({ produtos: [] }),
        status: 400,
      },
    ],
  },
};
