/**
 * The payment method changed while the order waits for payment: the supplier's methods (GET
 * /v2/app/{auth}/fornecedor/{id}/formas-pagamento), then PUT
 * /v4/orders/payment-method/{idfornecedor}/order/{n}, whose answer is the order (its new total and
 * its Pix or boleto).
 */
import { createEvent, createStore, sample } from 'effector';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { $pedidos } from './list';
import { $mensagemPedido, $pedido } from './order';
import { TEXTOS_PEDIDOS, type FormaPagamentoLoja } from './texts';

/** The dialog of the payment-method change opened: the supplier's methods load. */
export const paymentChangeOpened = createEvent();
export const paymentMethodChosen = createEvent<{ idformapagto: number; quantParcelas: number }>();

const formasFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: TEXTOS_PEDIDOS.erroFormas,
  request: ({ api, cliente, fornecedor }) =>
    api.v2.GET('/v2/app/{auth}/fornecedor/{idfornecedor}/formas-pagamento', {
      params: {
        path: { auth: cliente.token, idfornecedor: fornecedor.idfornecedor },
        query: { idcliente: cliente.idcliente },
      },
    }),
});

const trocarFormaFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor, pedido: $pedido },
  needs: ['cliente', 'fornecedor', 'pedido'],
  missing: TEXTOS_PEDIDOS.erroTrocarForma,
  request: ({ api, cliente, fornecedor, pedido }, forma: { idformapagto: number; quantParcelas: number }) =>
    api.v4.PUT('/v4/orders/payment-method/{idfornecedor}/order/{n}', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, n: pedido.numpedido } },
      body: forma,
      headers: { Authorization: `Bearer ${cliente.token}` },
    }),
});

export const $formasPagamentoPedido = createStore<FormaPagamentoLoja[] | null>(null);
export const $erroTrocaForma = createStore<string | null>(null);
export const $carregandoFormas = formasFx.pending;
export const $trocandoForma = trocarFormaFx.pending;
/** Counts the changes made (the page closes its dialog on a new one). */
export const $trocasFeitas = createStore(0).on(trocarFormaFx.done, (n) => n + 1);

sample({ clock: paymentChangeOpened, source: $cliente, filter: Boolean, fn: () => undefined, target: formasFx });
$formasPagamentoPedido.on(formasFx.doneData, (_, f) => f);
$erroTrocaForma.reset(paymentChangeOpened, formasFx, trocarFormaFx);
sample({
  clock: formasFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_PEDIDOS.erroFormas),
  target: $erroTrocaForma,
});
sample({
  clock: paymentMethodChosen,
  source: { pedido: $pedido, trocando: trocarFormaFx.pending },
  filter: ({ pedido, trocando }, f) =>
    !trocando && pedido !== null && Number.isSafeInteger(f.idformapagto) && f.quantParcelas >= 1,
  fn: (_, f) => f,
  target: trocarFormaFx,
});
$pedido.on(trocarFormaFx.doneData, (_, p) => p);
$pedidos.on(
  trocarFormaFx.doneData,
  (lista, p) =>
    lista?.map((r) =>
      r.numpedido === p.numpedido ? { ...r, totalpedido: p.totalpedido, formaPagamento: p.pagamento.descricao } : r,
    ) ?? lista,
);
sample({
  clock: trocarFormaFx.doneData,
  fn: (p) => ({ tom: 'positive' as const, texto: TEXTOS_PEDIDOS.formaTrocada(p.pagamento.descricao) }),
  target: $mensagemPedido,
});
sample({
  clock: trocarFormaFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_PEDIDOS.erroTrocarForma),
  target: $erroTrocaForma,
});

for (const store of [$formasPagamentoPedido, $erroTrocaForma]) store.reset([loggedOut, sessionExpired]);
