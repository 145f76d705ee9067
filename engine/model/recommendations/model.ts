/**
 * Recommendations (issue 31; tag enable-recommendation-system; spec sections 3 'Recommendation
 * cart (sessao_id, produtos)' and 7 `buscaRecomendacao`, `recomendacaoFeedback`): the products
 * recommended to the logged-in client on the cart (CART), a product page (PRODUCT) and the home
 * (HOME), and every view, click and add-to-cart of one of them sent back with its answer's
 * `sessao_id`. Loaded with the recommendations block's chunk, never at first view.
 *
 * - view: the block came into sight (VIEW for each product it shows);
 * - click: the shopper opened a recommended product, or pressed its 'Adicionar ao carrinho';
 * - add: the cart took the product in (its line is there after that press).
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { $cartLines, addToCartClicked } from '../cart';
import { requestData } from '../../api';
import { createApiEffect } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { Produto } from '../types';

export type VisaoRecomendacao = components['schemas']['VisaoRecomendacao'];
export type AcaoRecomendacao = components['schemas']['AcaoRecomendacao'];
export type RecomendacaoCarrinho = components['schemas']['RecomendacaoCarrinho'];

/** The supplier tag that turns recommendations on (spec section 5). */
export const TAG_RECOMMENDATIONS = 'enable-recommendation-system';

const ERRO = 'Não foi possível carregar as recomendações.';

interface Pedido {
  visao: VisaoRecomendacao;
  idproduto?: number | undefined;
}

/** A block is on screen for this view (and product): its recommendations are asked once per key. */
export const recommendationsShown = createEvent<Pedido>();
/** The block came into sight: every product it shows was seen. */
export const recommendationsViewed = createEvent<VisaoRecomendacao>();
/** The shopper opened a recommended product. */
export const recommendationOpened = createEvent<{ visao: VisaoRecomendacao; produto: Produto }>();
/** 'Adicionar ao carrinho' on a recommended product. */
export const recommendationAddClicked = createEvent<{ visao: VisaoRecomendacao; produto: Produto }>();

interface Resposta extends RecomendacaoCarrinho {
  chave: string;
}

/** The last answer of each view (with the request's key: the product of a product page). */
export const $recommendations = createStore<Partial<Record<VisaoRecomendacao, Resposta>>>({});

const chaveDe = (p: Pedido) => `${p.visao}:${p.idproduto ?? ''}`;

const fetchRecommendationsFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: ERRO,
  run: async ({ api, cliente, fornecedor }, pedido: Pedido): Promise<Resposta> => {
    const data = await requestData(
      api.v4.GET('/v4/sugestao/produtos/{idfornecedor}/{idcliente}', {
        params: {
          path: { idfornecedor: fornecedor.idfornecedor, idcliente: cliente.idcliente },
          query: { visao: pedido.visao, ...(pedido.idproduto === undefined ? {} : { idproduto: pedido.idproduto }) },
        },
        headers: { Authorization: `Bearer ${cliente.token}` },
      }),
    );
    return { ...data, chave: chaveDe(pedido) };
  },
});

const feedbackFx = createApiEffect({
  source: { cliente: $cliente },
  needs: ['cliente'],
  missing: ERRO,
  request: (
    { api, cliente },
    corpo: { acao: AcaoRecomendacao; visao: VisaoRecomendacao; item_id: number; sessao_id: string },
  ) =>
    api.v4.POST('/v4/sugestao/feedback', {
      body: corpo,
      headers: { Authorization: `Bearer ${cliente.token}` },
      // An opened product leaves the page: the feedback still goes out.
      keepalive: true,
    }),
});

sample({
  clock: recommendationsShown,
  source: { atuais: $recommendations, fornecedor: $fornecedor, cliente: $cliente },
  filter: ({ atuais, fornecedor, cliente }, pedido) =>
    cliente !== null &&
    (fornecedor?.tags.includes(TAG_RECOMMENDATIONS) ?? false) &&
    atuais[pedido.visao]?.chave !== chaveDe(pedido),
  fn: (_, pedido) => pedido,
  target: fetchRecommendationsFx,
});
$recommendations.on(fetchRecommendationsFx.done, (atuais, { params, result }) => ({
  ...atuais,
  [params.visao]: result,
}));

/** One feedback of each product per action and answer (the server keeps one too). */
const $sentFeedback = createStore<ReadonlySet<string>>(new Set());
const feedbackQueued =
  createEvent<{ acao: AcaoRecomendacao; visao: VisaoRecomendacao; item_id: number; sessao_id: string }[]>();
const feedbackFiltered = sample({
  clock: feedbackQueued,
  source: $sentFeedback,
  fn: (enviados, lista) => lista.filter((f) => !enviados.has(`${f.sessao_id}:${f.acao}:${f.item_id}`)),
});
$sentFeedback.on(
  feedbackFiltered,
  (enviados, lista) => new Set([...enviados, ...lista.map((f) => `${f.sessao_id}:${f.acao}:${f.item_id}`)]),
);
/** Each feedback its own call, side by side. */
const sendFeedbackFx = createEffect(async (lista: Parameters<typeof feedbackFx>[0][]) => {
  await Promise.allSettled(lista.map((f) => feedbackFx(f)));
});
sample({ clock: feedbackFiltered, filter: (lista) => lista.length > 0, target: sendFeedbackFx });

sample({
  clock: recommendationsViewed,
  source: $recommendations,
  filter: (atuais, visao) => atuais[visao] !== undefined,
  fn: (atuais, visao) => {
    const r = atuais[visao] as Resposta;
    return r.produtos.map((p) => ({ acao: 'VIEW' as const, visao, item_id: p.id, sessao_id: r.sessao_id }));
  },
  target: feedbackQueued,
});

const recommendationClicked = sample({
  clock: [recommendationOpened, recommendationAddClicked],
  source: $recommendations,
  filter: (atuais, { visao }) => atuais[visao] !== undefined,
  fn: (atuais, { visao, produto }) => ({
    acao: 'CLICK' as const,
    visao,
    item_id: produto.id,
    sessao_id: (atuais[visao] as Resposta).sessao_id,
  }),
});
sample({ clock: recommendationClicked, fn: (f) => [f], target: feedbackQueued });
sample({ clock: recommendationAddClicked, fn: ({ produto }) => produto, target: addToCartClicked });

/** Products pressed 'Adicionar' on, waiting for their cart line: the add is sent when it is there. */
const $pendingAdds = createStore<{ visao: VisaoRecomendacao; item_id: number; sessao_id: string }[]>([]);
sample({
  clock: recommendationAddClicked,
  source: { atuais: $recommendations, lista: $pendingAdds },
  filter: ({ atuais }, { visao }) => atuais[visao] !== undefined,
  fn: ({ atuais, lista }, { visao, produto }) => [
    ...lista,
    { visao, item_id: produto.id, sessao_id: (atuais[visao] as Resposta).sessao_id },
  ],
  target: $pendingAdds,
});
const addsConfirmed = sample({
  clock: combine($cartLines, $pendingAdds),
  fn: ([linhas, lista]) => {
    const ids = new Set(linhas.map((l) => l.produto.id));
    return lista.filter((a) => ids.has(a.item_id));
  },
});
sample({
  clock: addsConfirmed,
  filter: (lista) => lista.length > 0,
  fn: (lista) => lista.map((a) => ({ acao: 'ADD_TO_CART' as const, ...a })),
  target: feedbackQueued,
});
sample({
  clock: addsConfirmed,
  source: $pendingAdds,
  filter: (_, feitos) => feitos.length > 0,
  fn: (lista, feitos) => lista.filter((a) => !feitos.includes(a)),
  target: $pendingAdds,
});

for (const store of [$recommendations, $pendingAdds]) store.reset([loggedOut, sessionExpired]);
