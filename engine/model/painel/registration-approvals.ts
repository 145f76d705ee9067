/**
 * Registration approvals in the desk (`/{slug}/painel/cadastros`, issue 33 item 5): the shop's
 * registrations awaiting approval, or the refused ones (GET /v4/painel/{idfornecedor}/cadastros),
 * approve one (POST …/cadastros/{id}/aprovar) or refuse it with a reason (POST …/recusar). The
 * decided registration leaves the list. The server checks the staff's role; its pt-BR refusal is
 * what the screen shows.
 */
import { createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { MensagemPainel } from './texts';

export type PendingRegistration = components['schemas']['CadastroPendente'];
export type RegistrationFilter = 'pendente' | 'recusado';

export const TEXTOS_APROVACOES = {
  erroLista: 'Não foi possível carregar os cadastros. Tente novamente.',
  erroDecidir: 'Não foi possível registrar a decisão. Tente novamente.',
  aprovado: (nome: string) => `Cadastro de ${nome} aprovado. O cliente foi avisado por e-mail.`,
  recusado: (nome: string) => `Cadastro de ${nome} recusado. O cliente recebeu o motivo por e-mail.`,
} as const;

export const registrationsShown = createEvent<RegistrationFilter>();
export const registrationApproved = createEvent<number>();
export const registrationRefused = createEvent<{ idcadastro: number; motivo: string }>();
export const $registrations = createStore<PendingRegistration[] | null>(null);
export const $registrationsFilter = createStore<RegistrationFilter>('pendente');
export const $registrationsError = createStore<string | null>(null);
export const $registrationsMessage = createStore<MensagemPainel | null>(null);

const fonte = { staff: $staff, fornecedor: $fornecedor };

const loadRegistrationsFx = createApiEffect({
  source: fonte,
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_APROVACOES.erroLista,
  request: ({ api, staff, fornecedor }, situacao: RegistrationFilter) =>
    api.v4.GET('/v4/painel/{idfornecedor}/cadastros', {
      params: { path: { idfornecedor: fornecedor.idfornecedor }, query: { situacao } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const approveFx = createApiEffect({
  source: fonte,
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_APROVACOES.erroDecidir,
  request: ({ api, staff, fornecedor }, idcadastro: number) =>
    api.v4.POST('/v4/painel/{idfornecedor}/cadastros/{idcadastro}/aprovar', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, idcadastro } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const refuseFx = createApiEffect({
  source: fonte,
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_APROVACOES.erroDecidir,
  request: ({ api, staff, fornecedor }, d: { idcadastro: number; motivo: string }) =>
    api.v4.POST('/v4/painel/{idfornecedor}/cadastros/{idcadastro}/recusar', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, idcadastro: d.idcadastro } },
      headers: { Authorization: `Bearer ${staff.token}` },
      body: { motivo: d.motivo },
    }),
});

export const $registrationsLoading = loadRegistrationsFx.pending;
export const $registrationDeciding = createStore(false)
  .on([approveFx, refuseFx], () => true)
  .on([approveFx.finally, refuseFx.finally], () => false);

$registrationsFilter.on(registrationsShown, (_, f) => f);
sample({ clock: registrationsShown, source: $staff, filter: Boolean, fn: (_, f) => f, target: loadRegistrationsFx });
sample({
  clock: registrationApproved,
  source: $registrationDeciding,
  filter: (ocupado) => !ocupado,
  fn: (_, id) => id,
  target: approveFx,
});
sample({
  clock: registrationRefused,
  source: $registrationDeciding,
  filter: (ocupado) => !ocupado,
  fn: (_, d) => d,
  target: refuseFx,
});
const decidido = (lista: PendingRegistration[] | null, r: { cadastro: PendingRegistration }) =>
  lista?.filter((c) => c.idcadastro !== r.cadastro.idcadastro) ?? lista;
$registrations
  .on(loadRegistrationsFx.doneData, (_, r) => r.cadastros)
  .on(approveFx.doneData, decidido)
  .on(refuseFx.doneData, decidido)
  .reset(loggedOut, sessionExpired);
$registrationsError.reset(loadRegistrationsFx);
sample({
  clock: loadRegistrationsFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_APROVACOES.erroLista),
  target: $registrationsError,
});
$registrationsMessage
  .on(approveFx.doneData, (_, r) => ({ tom: 'positive', texto: TEXTOS_APROVACOES.aprovado(r.cadastro.nome) }))
  .on(refuseFx.doneData, (_, r) => ({ tom: 'positive', texto: TEXTOS_APROVACOES.recusado(r.cadastro.nome) }))
  .reset(registrationsShown, approveFx, refuseFx);
sample({
  clock: [approveFx.failData, refuseFx.failData],
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_APROVACOES.erroDecidir) }),
  target: $registrationsMessage,
});
