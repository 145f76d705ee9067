/**
 * The client's subscriptions at this shop (issue 28; spec section 2 'Subscriptions: details,
 * cancel, linked orders'): GET /v4/subscription/list/{idcliente}/{idfornecedor} when 'Minhas
 * assinaturas' opens (the server prepares it for a first view, src/app/route-models.ts), and
 * DELETE /v4/subscription/cancel/{id} once the customer confirms, which answers the subscription
 * as it now is (status 'cancelada').
 */
import { createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { $rota } from '../navigation';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';

export type Assinatura = components['schemas']['Assinatura'];

export const TEXTOS_ASSINATURAS = {
  erroLista: 'Não foi possível carregar suas assinaturas. Tente de novo.',
  erroCancelar: 'Não foi possível cancelar a assinatura. Tente de novo.',
  cancelada: 'Assinatura cancelada. Nenhum novo pedido será feito.',
} as const;

export const subscriptionsPageShown = createEvent();
export const cancelSubscriptionConfirmed = createEvent<number>();

export const $assinaturas = createStore<Assinatura[] | null>(null);
export const $subscriptionsError = createStore<string | null>(null);
export const $subscriptionsMessage = createStore<string | null>(null);

const listarFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: TEXTOS_ASSINATURAS.erroLista,
  request: ({ api, cliente, fornecedor }) =>
    api.v4.GET('/v4/subscription/list/{idcliente}/{idfornecedor}', {
      params: { path: { idcliente: cliente.idcliente, idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${cliente.token}` },
    }),
});

const cancelSubscriptionFx = createApiEffect({
  source: { cliente: $cliente },
  needs: ['cliente'],
  missing: TEXTOS_ASSINATURAS.erroCancelar,
  request: ({ api, cliente }, idassinatura: number) =>
    api.v4.DELETE('/v4/subscription/cancel/{idassinatura}', {
      params: { path: { idassinatura } },
      headers: { Authorization: `Bearer ${cliente.token}` },
    }),
});

export const $subscriptionsLoading = listarFx.pending;
export const $cancelling = cancelSubscriptionFx.pending;

// The page asks when it mounts; a list already there (prepared by the server) is not asked again.
sample({
  clock: subscriptionsPageShown,
  source: { cliente: $cliente, lista: $assinaturas },
  filter: ({ cliente, lista }) => cliente !== null && lista === null,
  target: listarFx,
});
$assinaturas.on(listarFx.doneData, (_, r) => r.assinaturas);
$assinaturas.reset(sample({ clock: $rota, filter: (r) => r.pagina !== 'assinaturas' }));
$subscriptionsError.reset(listarFx.done);
sample({
  clock: listarFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_ASSINATURAS.erroLista),
  target: $subscriptionsError,
});

sample({
  clock: cancelSubscriptionConfirmed,
  source: $cancelling,
  filter: (c) => !c,
  fn: (_, id) => id,
  target: cancelSubscriptionFx,
});
$assinaturas.on(
  cancelSubscriptionFx.doneData,
  (lista, a) => lista?.map((x) => (x.idassinatura === a.idassinatura ? a : x)) ?? lista,
);
$subscriptionsMessage
  .on(cancelSubscriptionFx.done, () => TEXTOS_ASSINATURAS.cancelada)
  .reset(cancelSubscriptionFx, $rota);
$subscriptionsError.reset(cancelSubscriptionFx);
sample({
  clock: cancelSubscriptionFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_ASSINATURAS.erroCancelar),
  target: $subscriptionsError,
});

for (const store of [$assinaturas, $subscriptionsError, $subscriptionsMessage])
  store.reset([loggedOut, sessionExpired]);
