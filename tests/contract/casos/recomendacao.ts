/**
 * The contract cases of openapi/v4/paths/recomendacao.yaml (issue 31): Maria's recommendations at
 * Aurora (tag enable-recommendation-system) on each view, a supplier without the tag, another
 * client, no session; a feedback on a product of an answer Maria just got, and the refusals.
 */
import type { TestApp } from '#server/testing/test-app';
import { type Casos } from '../support/casos';

const MARIA = 1;
const comCookieMaria = (_t: unknown, c: { pedidos: { maria: string } }) => ({ cookie: `sf_token=${c.pedidos.maria}` });

/** A fresh answer for Maria in the cart: its `sessao_id` and first product. */
async function respostaDeMaria(t: TestApp, cookie: string): Promise<{ sessao_id: string; item: number }> {
  const r = await t.app.inject({ url: `/api/v4/sugestao/produtos/${t.aurora}/${MARIA}`, headers: { cookie } });
  const corpo = r.json() as { sessao_id: string; produtos: { id: number }[] };
  const item = corpo.produtos[0]?.id;
  if (item === undefined) throw new Error(`Maria não recebeu recomendações: ${r.body}`);
  return { sessao_id: corpo.sessao_id, item };
}

export const casos: Casos = {
  buscaRecomendacao: {
    version: 'v4',
    casos: [
      {
        nome: 'as de Maria no carrinho',
        url: (t) => `/api/v4/sugestao/produtos/${t.aurora}/${MARIA}`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      {
        nome: 'na home, com a forma de pagamento Pix',
        url: (t) => `/api/v4/sugestao/produtos/${t.aurora}/${MARIA}?visao=HOME&idformapagamento=1`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      {
        nome: 'na página de um produto',
        url: (t) => `/api/v4/sugestao/produtos/${t.aurora}/${MARIA}?visao=PRODUCT&idproduto=10098`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/sugestao/produtos/${t.aurora}/${MARIA}`, status: 401 },
      {
        nome: 'outro cliente no caminho',
        url: (t) => `/api/v4/sugestao/produtos/${t.aurora}/2`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      {
        nome: 'outro fornecedor no caminho',
        url: (t) => `/api/v4/sugestao/produtos/${t.construforte}/${MARIA}`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      {
        nome: 'visão desconhecida',
        url: (t) => `/api/v4/sugestao/produtos/${t.aurora}/${MARIA}?visao=CHECKOUT`,
        cabecalhos: comCookieMaria,
        status: 400,
      },
    ],
  },
  recomendacaoFeedback: {
    version: 'v4',
    casos: [
      {
        nome: 'Maria vê um produto recomendado',
        url: () => `/api/v4/sugestao/feedback`,
        cabecalhos: comCookieMaria,
        corpo: async (t, c) => {
          const { sessao_id, item } = await respostaDeMaria(t, `sf_token=${c.pedidos.maria}`);
          return { acao: 'VIEW', visao: 'CART', item_id: item, sessao_id };
        },
        status: 200,
      },
      {
        nome: 'um produto que a sessão não mostrou',
        url: () => `/api/v4/sugestao/feedback`,
        cabecalhos: comCookieMaria,
        corpo: async (t, c) => {
          const { sessao_id } = await respostaDeMaria(t, `sf_token=${c.pedidos.maria}`);
          return { acao: 'CLICK', visao: 'CART', item_id: 2147483647, sessao_id };
        },
        status: 400,
      },
      {
        nome: 'sessão desconhecida',
        url: () => `/api/v4/sugestao/feedback`,
        cabecalhos: comCookieMaria,
        corpo: () => ({
          acao: 'VIEW',
          visao: 'CART',
          item_id: 1,
          sessao_id: '00000000-0000-4000-8000-000000000000',
        }),
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: () => `/api/v4/sugestao/feedback`,
        corpo: () => ({ acao: 'VIEW', visao: 'CART', item_id: 1, sessao_id: '00000000-0000-4000-8000-000000000000' }),
        status: 401,
      },
    ],
  },
};
