/**
 * The shop's integration credentials in the desk (`/{slug}/painel/integracao`, issue 33): the list
 * (GET /v4/painel/{idfornecedor}/integracao/credenciais), a new key (POST on the same path: its key
 * is in this answer only, kept in `$newCredentialKey` until the screen is left) and revoking one
 * (POST …/credenciais/{id}/revogar). Only the shop's admin: the server checks the role; its pt-BR
 * refusal is what the screen shows.
 */
import { createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { MensagemPainel } from './texts';

export type IntegrationCredential = components['schemas']['CredencialIntegracao'];
export type NewIntegrationCredential = components['schemas']['NovaCredencialIntegracao'];
export type IntegrationScope = components['schemas']['EscopoIntegracao'];

/** This screen's texts (here, not in TEXTOS_PAINEL, which the first view carries). */
export const TEXTOS_CREDENCIAIS = {
  erroLista: 'Não foi possível carregar as credenciais de integração. Tente novamente.',
  erroCriar: 'Não foi possível criar a credencial. Tente novamente.',
  erroRevogar: 'Não foi possível revogar a credencial. Tente novamente.',
  criada: 'Credencial criada. Copie a chave agora: ela não será mostrada de novo.',
  revogada: 'Credencial revogada. O ERP que a usa não entra mais.',
} as const;

export const integrationCredentialsShown = createEvent();
export const integrationCredentialSubmitted = createEvent<NewIntegrationCredential>();
export const integrationCredentialRevoked = createEvent<number>();
export const $integrationCredentials = createStore<IntegrationCredential[] | null>(null);
export const $integrationCredentialsError = createStore<string | null>(null);
export const $integrationCredentialsMessage = createStore<MensagemPainel | null>(null);
/** The key of the credential just created: shown once, forgotten when the screen is opened again. */
export const $newCredentialKey = createStore<{ idcredencial: number; chave: string } | null>(null);

const loadCredentialsFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_CREDENCIAIS.erroLista,
  request: ({ api, staff, fornecedor }) =>
    api.v4.GET('/v4/painel/{idfornecedor}/integracao/credenciais', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const createCredentialFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_CREDENCIAIS.erroCriar,
  request: ({ api, staff, fornecedor }, body: NewIntegrationCredential) =>
    api.v4.POST('/v4/painel/{idfornecedor}/integracao/credenciais', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
      body,
    }),
});

const revokeCredentialFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_CREDENCIAIS.erroRevogar,
  request: ({ api, staff, fornecedor }, idcredencial: number) =>
    api.v4.POST('/v4/painel/{idfornecedor}/integracao/credenciais/{idcredencial}/revogar', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, idcredencial } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

export const $integrationCredentialsLoading = loadCredentialsFx.pending;
export const $integrationCredentialSaving = createCredentialFx.pending;
export const $integrationCredentialRevoking = revokeCredentialFx.pending;

sample({
  clock: integrationCredentialsShown,
  source: $staff,
  filter: Boolean,
  fn: () => undefined,
  target: loadCredentialsFx,
});
sample({
  clock: integrationCredentialSubmitted,
  source: $integrationCredentialSaving,
  filter: (ocupado) => !ocupado,
  fn: (_, c) => c,
  target: createCredentialFx,
});
sample({
  clock: integrationCredentialRevoked,
  source: $integrationCredentialRevoking,
  filter: (ocupado) => !ocupado,
  fn: (_, id) => id,
  target: revokeCredentialFx,
});
$integrationCredentials
  .on(loadCredentialsFx.doneData, (_, r) => r.credenciais)
  .on(createCredentialFx.doneData, (lista, r) => [r.credencial, ...(lista ?? [])])
  .on(
    revokeCredentialFx.doneData,
    (lista, r) => lista?.map((c) => (c.idcredencial === r.credencial.idcredencial ? r.credencial : c)) ?? lista,
  )
  .reset(loggedOut, sessionExpired);
$newCredentialKey
  .on(createCredentialFx.doneData, (_, r) => ({ idcredencial: r.credencial.idcredencial, chave: r.chave }))
  .reset(integrationCredentialsShown, loggedOut, sessionExpired);
$integrationCredentialsError.reset(loadCredentialsFx);
sample({
  clock: loadCredentialsFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_CREDENCIAIS.erroLista),
  target: $integrationCredentialsError,
});
$integrationCredentialsMessage
  .on(createCredentialFx.done, () => ({ tom: 'positive', texto: TEXTOS_CREDENCIAIS.criada }))
  .on(revokeCredentialFx.done, () => ({ tom: 'positive', texto: TEXTOS_CREDENCIAIS.revogada }))
  .reset(integrationCredentialsShown, createCredentialFx, revokeCredentialFx);
sample({
  clock: createCredentialFx.failData,
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_CREDENCIAIS.erroCriar) }),
  target: $integrationCredentialsMessage,
});
sample({
  clock: revokeCredentialFx.failData,
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_CREDENCIAIS.erroRevogar) }),
  target: $integrationCredentialsMessage,
});
