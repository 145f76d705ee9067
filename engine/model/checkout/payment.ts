/**
 * The payment methods (GET …/formas-pagamento, with the checkout; the chosen one stays while
 * offered, else the first). A method with a price variance (`ajustePercentual` ≠ 0) reloads the
 * cart with `idformapagamento`, so the totals shown are the server's.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import { $cartLines, carrinhoPaymentMethodSet, PRECISA_LOGIN } from '../cart';
import { createApiEffect, notExpired } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { checkoutStarted } from './opened';
import { mensagem, TEXTOS_CHECKOUT, type FormaPagamento } from './texts';

export const paymentMethodChosen = createEvent<number>();

export const $formasPagamento = createStore<FormaPagamento[] | null>(null);
export const $erroPagamento = createStore<string | null>(null);
export const $idformapagto = createStore<number | null>(null);
export const $formaPagamentoAtiva = combine(
  $formasPagamento,
  $idformapagto,
  (formas, id) => formas?.find((f) => f.idformapagto === id) ?? null,
);

const carregarPagamentoFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: PRECISA_LOGIN,
  request: ({ api, cliente, fornecedor }) =>
    api.v2.GET('/v2/app/{auth}/fornecedor/{idfornecedor}/formas-pagamento', {
      params: {
        path: { auth: cliente.token, idfornecedor: fornecedor.idfornecedor },
        query: { idcliente: cliente.idcliente },
      },
    }),
});
sample({
  clock: checkoutStarted,
  source: $cliente,
  filter: Boolean,
  fn: () => undefined,
  target: carregarPagamentoFx,
});
$formasPagamento.on(carregarPagamentoFx.doneData, (_, formas) => formas);
$erroPagamento
  .on(carregarPagamentoFx.failData, (_, e) => (notExpired(e) ? mensagem(e, TEXTOS_CHECKOUT.erroPagamento) : null))
  .reset(carregarPagamentoFx.done);
// The chosen method stays while offered; else the first.
sample({
  clock: carregarPagamentoFx.doneData,
  source: $idformapagto,
  fn: (atual, formas) => (formas.some((f) => f.idformapagto === atual) ? atual : (formas[0]?.idformapagto ?? null)),
  target: $idformapagto,
});
sample({
  clock: paymentMethodChosen,
  source: $formasPagamento,
  filter: (formas, id) => formas?.some((f) => f.idformapagto === id) === true,
  fn: (_, id) => id,
  target: $idformapagto,
});
// A method with a price variance, or any method for a cart with combo lines (a combo may be for
// one method only, engine/rules/combo): the cart's prices become the server's for it (and back
// without), so the page's total is the order's.
sample({
  clock: $formaPagamentoAtiva,
  source: $cartLines,
  fn: (lines, forma) =>
    forma !== null && (forma.ajustePercentual !== 0 || lines.some((l) => l.idcombo))
      ? { idformapagamento: forma.idformapagto, ajustePontosBase: Math.round(forma.ajustePercentual * 100) }
      : null,
  target: carrinhoPaymentMethodSet,
});

for (const store of [$formasPagamento, $idformapagto, $erroPagamento]) store.reset([loggedOut, sessionExpired]);
