/** The contract cases of openapi/v1/paths/pedidos.yaml and openapi/v2/paths/pedidos.yaml. */
import { type TestApp } from '#server/testing/test-app';
import { corpoPedido, novaChave } from '#server/modules/pedidos/pedidos-teste';
import { type Casos, type Contexto } from '../support/casos';

export const casos: Casos = {
  submeterPedido: {
    version: 'v2',
    casos: [
      {
        nome: 'pedido',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) =>
          corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 2 }], c.pedidos.data, { anotacoes: 'contrato' }),
        status: 200,
      },
      {
        nome: 'sem chave',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 1 }], c.pedidos.data),
        status: 400,
      },
      {
        nome: 'carrinho vazio',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [], c.pedidos.data),
        status: 400,
      },
      {
        nome: 'sem estoque',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.semEstoque, quantidade: 1 }], c.pedidos.data),
        status: 409,
      },
      {
        nome: 'data fora da agenda',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 3 }], '2001-01-01'),
        status: 422,
      },
      {
        nome: 'outro cliente',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/1/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 1 }], c.pedidos.data),
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v2/app/${c.anon}/usuario/1/pedido`,
        cabecalhos: () => ({ 'idempotency-key': novaChave() }),
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 1 }], c.pedidos.data),
        status: 401,
      },
    ],
  },
  verificarDuplicidadePedido: {
    version: 'v2',
    casos: [
      {
        nome: 'verificação',
        url: (_t, c) => `/api/v2/app/${c.pedidos.token}/usuario/${c.pedidos.idcliente}/pedido/duplicidade`,
        corpo: (t, c) =>
          corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 2 }], c.pedidos.data, { anotacoes: 'contrato' }),
        status: 200,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v2/app/${c.anon}/usuario/1/pedido/duplicidade`,
        corpo: (t, c) => corpoPedido(t.aurora, [{ id: c.pedidos.produto, quantidade: 1 }], c.pedidos.data),
        status: 401,
      },
    ],
  },
  listarPedidos: {
    version: 'v2',
    casos: [
      {
        nome: 'de Maria',
        url: (t) => `/api/v2/app/pedido/cliente/1?idfornecedor=${t.aurora}&ordenacao=maior-valor`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        status: 200,
      },
      { nome: 'sem sessão', url: (t) => `/api/v2/app/pedido/cliente/1?idfornecedor=${t.aurora}`, status: 401 },
      {
        nome: 'outro cliente',
        url: (t) => `/api/v2/app/pedido/cliente/2?idfornecedor=${t.aurora}`,
        cabecalhos: (_t, c) => ({ authorization: `Bearer ${c.pedidos.maria}` }),
        status: 403,
      },
    ],
  },
  getPedido: {
    version: 'v2',
    casos: [
      {
        nome: 'entregue',
        url: (t, c) => `/api/v2/app/${c.pedidos.maria}/order/100001?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'de outro cliente',
        url: (t, c) => `/api/v2/app/${c.pedidos.maria}/order/100004?idfornecedor=${t.aurora}`,
        status: 404,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v2/app/${c.anon}/order/100001?idfornecedor=${t.aurora}`, status: 401 },
    ],
  },
  avaliarPedido: {
    version: 'v1',
    casos: [
      ...(
        [
          ['entregue', 100001, 'nota=4&comentario=Bom', 200],
          ['em entrega', 100003, 'nota=4', 409],
          ['de outro cliente', 100004, 'nota=4', 404],
          ['nota inválida', 100001, 'nota=9', 400],
        ] as const
      ).map(([nome, numpedido, corpo, status]) => ({
        nome,
        url: (_t: TestApp, c: Contexto) => `/api/v1/app/${c.pedidos.maria}/pedido/${numpedido}/avaliar`,
        cabecalhos: () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
        corpo: async () => corpo,
        status,
      })),
    ],
  },
};
