/**
 * The shop's webhooks in the desk (`/{slug}/painel/integracao`, issue 33 item 4): its endpoints
 * (GET /v4/painel/{idfornecedor}/integracao/webhooks), a new one (POST on the same path: its
 * signing secret is in this answer only, kept in `$newWebhookSecret` until the screen is opened
 * again), revoking one (POST …/webhooks/{id}/revogar) and the latest deliveries with their
 * situation and attempts (GET …/integracao/entregas). Only the shop's admin: the server checks.
 */
import { createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { MensagemPainel } from './texts';

export type WebhookEndpoint = components['schemas']['EndpointWebhook'];
export type NewWebhookEndpoint = components['schemas']['NovoEndpointWebhook'];
export type WebhookEvent = components['schemas']['EventoWebhook'];
export type WebhookDelivery = components['schemas']['EntregaWebhook'];

export const TEXTOS_WEBHOOKS = {
  erroLista: 'Não foi possível carregar os webhooks. Tente novamente.',
  erroEntregas: 'Não foi possível carregar as entregas dos webhooks. Tente novamente.',
  erroCriar: 'Não foi possível criar o webhook. Tente novamente.',
  erroRevogar: 'Não foi possível revogar o webhook. Tente novamente.',
  criado: 'Webhook criado. Copie o segredo agora: ele não será mostrado de novo.',
  revogado: 'Webhook revogado. Nada mais é enviado a ele.',
} as const;

export const webhooksShown = createEvent();
export const webhookDeliveriesRefreshed = createEvent();
export const webhookSubmitted = createEvent<NewWebhookEndpoint>();
export const webhookRevoked = createEvent<number>();
export const $webhooks = createStore<WebhookEndpoint[] | null>(null);
export const $webhookDeliveries = createStore<WebhookDelivery[] | null>(null);
export const $webhooksMessage = createStore<MensagemPainel | null>(null);
export const $webhookDeliveriesError = createStore<string | null>(null);
/** The secret of the endpoint just created: shown once, forgotten when the screen is opened again. */
export const $newWebhookSecret = createStore<{ idendpoint: number; segredo: string } | null>(null);

const fonte = { staff: $staff, fornecedor: $fornecedor };

const loadWebhooksFx = createApiEffect({
  source: fonte,
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_WEBHOOKS.erroLista,
  request: ({ api, staff, fornecedor }) =>
    api.v4.GET('/v4/painel/{idfornecedor}/integracao/webhooks', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const loadDeliveriesFx = createApiEffect({
  source: fonte,
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_WEBHOOKS.erroEntregas,
  request: ({ api, staff, fornecedor }) =>
    api.v4.GET('/v4/painel/{idfornecedor}/integracao/entregas', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const createWebhookFx = createApiEffect({
  source: fonte,
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_WEBHOOKS.erroCriar,
  request: ({ api, staff, fornecedor }, body: NewWebhookEndpoint) =>
    api.v4.POST('/v4/painel/{idfornecedor}/integracao/webhooks', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
      body,
    }),
});

const revokeWebhookFx = createApiEffect({
  source: fonte,
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_WEBHOOKS.erroRevogar,
  request: ({ api, staff, fornecedor }, idendpoint: number) =>
    api.v4.POST('/v4/painel/{idfornecedor}/integracao/webhooks/{idendpoint}/revogar', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, idendpoint } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

export const $webhookSaving = createWebhookFx.pending;
export const $webhookRevoking = revokeWebhookFx.pending;
export const $webhookDeliveriesLoading = loadDeliveriesFx.pending;

sample({ clock: webhooksShown, source: $staff, filter: Boolean, fn: () => undefined, target: loadWebhooksFx });
sample({
  clock: [webhooksShown, webhookDeliveriesRefreshed],
  source: { staff: $staff, ocupado: loadDeliveriesFx.pending },
  filter: ({ staff, ocupado }) => staff !== null && !ocupado,
  fn: () => undefined,
  target: loadDeliveriesFx,
});
sample({
  clock: webhookSubmitted,
  source: $webhookSaving,
  filter: (ocupado) => !ocupado,
  fn: (_, w) => w,
  target: createWebhookFx,
});
sample({
  clock: webhookRevoked,
  source: $webhookRevoking,
  filter: (ocupado) => !ocupado,
  fn: (_, id) => id,
  target: revokeWebhookFx,
});
$webhooks
  .on(loadWebhooksFx.doneData, (_, r) => r.endpoints)
  .on(createWebhookFx.doneData, (lista, r) => [r.endpoint, ...(lista ?? [])])
  .on(
    revokeWebhookFx.doneData,
    (lista, r) => lista?.map((e) => (e.idendpoint === r.endpoint.idendpoint ? r.endpoint : e)) ?? lista,
  )
  .reset(loggedOut, sessionExpired);
$webhookDeliveries.on(loadDeliveriesFx.doneData, (_, r) => r.entregas).reset(loggedOut, sessionExpired);
$newWebhookSecret
  .on(createWebhookFx.doneData, (_, r) => ({ idendpoint: r.endpoint.idendpoint, segredo: r.segredo }))
  .reset(webhooksShown, loggedOut, sessionExpired);
$webhookDeliveriesError.reset(loadDeliveriesFx);
sample({
  clock: [loadDeliveriesFx.failData, loadWebhooksFx.failData],
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_WEBHOOKS.erroEntregas),
  target: $webhookDeliveriesError,
});
$webhooksMessage
  .on(createWebhookFx.done, () => ({ tom: 'positive', texto: TEXTOS_WEBHOOKS.criado }))
  .on(revokeWebhookFx.done, () => ({ tom: 'positive', texto: TEXTOS_WEBHOOKS.revogado }))
  .reset(webhooksShown, createWebhookFx, revokeWebhookFx);
sample({
  clock: createWebhookFx.failData,
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_WEBHOOKS.erroCriar) }),
  target: $webhooksMessage,
});
sample({
  clock: revokeWebhookFx.failData,
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_WEBHOOKS.erroRevogar) }),
  target: $webhooksMessage,
});
