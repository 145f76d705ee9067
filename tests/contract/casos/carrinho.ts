/** The contract cases of openapi/v2/paths/carrinho.yaml. */
import { type Casos } from '../support/casos';

export const casos: Casos = {
  getCarrinho: {
    version: 'v2',
    casos: [
      {
        nome: 'sessão',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v2/app/${c.anon}~0/usuario/1/cart?idfornecedor=${t.aurora}`,
        status: 403,
      },
      {
        nome: 'cliente de outra sessão',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/1/cart?idfornecedor=${t.aurora}`,
        status: 403,
      },
      {
        nome: 'sessão de outro fornecedor',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoConstruforte.token}~${c.sessaoConstruforte.idcliente}/usuario/${c.sessaoConstruforte.idcliente}/cart?idfornecedor=${t.aurora}`,
        status: 403,
      },
      {
        nome: 'sem fornecedor',
        url: (_t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart`,
        status: 400,
      },
    ],
  },
  salvarCarrinho: {
    version: 'v2',
    casos: [
      {
        nome: 'linhas',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart?idfornecedor=${t.aurora}`,
        corpo: async (t) => {
          const produtos = await t.db
            .selectFrom('produtos')
            .select('id')
            .where('idfornecedor', '=', t.aurora)
            .orderBy('id')
            .limit(2)
            .execute();
          return {
            cartItens: [...produtos.map((p) => ({ id: p.id, quantidade: 2 })), { id: 2_000_000_000, quantidade: 1 }],
            observacao: 'contrato',
          };
        },
        status: 200,
      },
      {
        nome: 'quantidade negativa',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart?idfornecedor=${t.aurora}`,
        corpo: () => ({ cartItens: [{ id: 1, quantidade: -1 }] }),
        status: 400,
      },
      {
        nome: 'com cupom manual',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart?idfornecedor=${t.aurora}&cupomAplicacaoAutomatica=true`,
        corpo: async (t) => {
          const produtos = await t.db
            .selectFrom('produtos')
            .select('id')
            .where('idfornecedor', '=', t.aurora)
            .orderBy('id')
            .limit(1)
            .execute();
          return { cartItens: produtos.map((p) => ({ id: p.id, quantidade: 3 })), codigoCupom: 'AURORA10' };
        },
        status: 200,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v2/app/${c.anon}~0/usuario/1/cart?idfornecedor=${t.aurora}`,
        corpo: () => ({ cartItens: [] }),
        status: 403,
      },
    ],
  },
  definirPrecoAtendente: {
    version: 'v2',
    casos: [
      {
        nome: 'atendente',
        url: (t, c) =>
          `/api/v2/app/${c.atendenteAurora.token}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}/item/${c.primeiroProdutoAurora}?idfornecedor=${t.aurora}`,
        corpo: () => ({ precoatendente: 9.9 }),
        status: 200,
      },
      {
        nome: 'cliente no lugar do atendente',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}/item/${c.primeiroProdutoAurora}?idfornecedor=${t.aurora}`,
        corpo: () => ({ precoatendente: 0.01 }),
        status: 403,
      },
      {
        nome: 'preço zero',
        url: (t, c) =>
          `/api/v2/app/${c.atendenteAurora.token}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}/item/${c.primeiroProdutoAurora}?idfornecedor=${t.aurora}`,
        corpo: () => ({ precoatendente: 0 }),
        status: 400,
      },
    ],
  },
  getCarrinhoAtendimento: {
    version: 'v2',
    casos: [
      {
        nome: 'atendente',
        url: (t, c) =>
          `/api/v2/app/${c.atendenteAurora.token}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'cliente de outro fornecedor',
        url: (t, c) =>
          `/api/v2/app/${c.atendenteAurora.token}/atendimento/carrinho/${c.sessaoConstruforte.idcliente}?idfornecedor=${t.aurora}`,
        status: 404,
      },
      {
        nome: 'anônimo',
        url: (t, c) =>
          `/api/v2/app/${c.anon}/atendimento/carrinho/${c.sessaoCarrinho.idcliente}?idfornecedor=${t.aurora}`,
        status: 401,
      },
    ],
  },
  pedidoRapido: {
    version: 'v2',
    casos: [
      {
        nome: 'linhas',
        url: (t, c) => `/api/v2/app/${c.anon}/pedido-rapido?idfornecedor=${t.aurora}`,
        corpo: () => ({ texto: '50001 2\n1 x\nsó-um' }),
        status: 200,
      },
      {
        nome: 'sem texto',
        url: (t, c) => `/api/v2/app/${c.anon}/pedido-rapido?idfornecedor=${t.aurora}`,
        corpo: () => ({}),
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/pedido-rapido?idfornecedor=nada`,
        corpo: () => ({ texto: '1 1' }),
        status: 404,
      },
    ],
  },
  desbloquearCarrinho: {
    version: 'v2',
    casos: [
      {
        nome: 'cliente',
        url: (t, c) =>
          `/api/v2/app/${c.sessaoCarrinho.token}~${c.sessaoCarrinho.idcliente}/usuario/${c.sessaoCarrinho.idcliente}/cart/desbloquear?idfornecedor=${t.aurora}`,
        corpo: () => ({}),
        status: 200,
      },
      {
        nome: 'anônimo',
        url: (t, c) => `/api/v2/app/${c.anon}~0/usuario/1/cart/desbloquear?idfornecedor=${t.aurora}`,
        corpo: () => ({}),
        status: 403,
      },
    ],
  },
};
