/**
 * Action links (issue 31, spec section 7 `GET /v4/link-acao/{b}/{a}`; docs/catalogue-and-search.md):
 * a banner whose link is `acao:{idacao}` runs the supplier's action on click. This module is a lazy
 * chunk, imported by the carousel on the first click of such a link (never in the first view):
 * - APLICAR_CUPOM: opens the cart page and submits the coupon there (the coupon box's own rules,
 *   messages and popup: `#engine/model/cart/coupon`);
 * - ABRIR_LISTA: opens the shopping list;
 * - ADICIONAR_PRODUTO: reads the product by the answer's slug (the product page's call, with its
 *   prices for this session) and adds `quantidade` to its cart line (the cart's own quantity
 *   rules), then opens the cart panel.
 * A failed lookup sets `$linkActionError` (pt-BR).
 */
import { allSettled, createStore, type Scope } from 'effector';
import { requestData } from '#engine/api';
import { cartPanelOpened, quantityChanged } from '../cart';
import { couponSubmitted } from '../cart/coupon';
import { $cartLines } from '../cart/lines';
import { loadProdutoFx } from '../product';
import { createApiEffect, refusalMessage } from '../lib/api-effect';
import { rotas } from '../navigation';
import { $fornecedor, $rotaBase } from '../supplier';

export const LINK_ACAO_ERRO = 'Não foi possível executar a ação deste link. Tente de novo.';

export const linkActionFx = createApiEffect({
  source: { fornecedor: $fornecedor },
  needs: ['fornecedor'],
  missing: LINK_ACAO_ERRO,
  run: async ({ api, fornecedor }, idacao: number) =>
    requestData(
      api.v4.GET('/v4/link-acao/{idfornecedor}/{idacao}', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, idacao } },
      }),
    ),
});

export const $linkActionError = createStore<string | null>(null)
  .on(linkActionFx.failData, (_, e) => refusalMessage(e, LINK_ACAO_ERRO))
  .reset(linkActionFx);

/** Runs the action `idacao` in `scope`; `navigate` is the router's. */
export async function runLinkAction(scope: Scope, idacao: number, navigate: (to: string) => void): Promise<void> {
  const r = await allSettled(linkActionFx, { scope, params: idacao });
  if (r.status === 'fail') return;
  const acao = r.value;
  const base = scope.getState($rotaBase);
  if (acao.tipo === 'APLICAR_CUPOM' && acao.codigocupom) {
    navigate(rotas.carrinho(base));
    await allSettled(couponSubmitted, { scope, params: acao.codigocupom });
  } else if (acao.tipo === 'ABRIR_LISTA' && acao.idlista) {
    navigate(rotas.lista(base, acao.idlista));
  } else if (acao.tipo === 'ADICIONAR_PRODUTO' && acao.slug && acao.quantidade) {
    const p = await allSettled(loadProdutoFx, { scope, params: acao.slug });
    if (p.status === 'fail') return;
    const linha = scope.getState($cartLines).find((l) => l.produto.id === p.value.id);
    const valor = (linha ? linha.quantidadeMilesimos / 1000 : 0) + acao.quantidade;
    await allSettled(quantityChanged, { scope, params: { produto: p.value, acao: 'SET', valor } });
    await allSettled(cartPanelOpened, { scope });
  }
}
