/**
 * The supplier's failed background jobs in the desk (issue 28, `/{slug}/painel/tarefas`): the
 * e-mails and other jobs of the shop that failed after every retry (GET
 * /v4/painel/{idfornecedor}/tarefas-falhas), each with its reason, and 'Tentar de novo' (POST
 * …/{fila}/{id}/repetir), after which the list is read again. The server checks the role and the
 * supplier (403 otherwise).
 */
import { createEvent, createStore, sample } from 'effector';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { TEXTOS_PAINEL, type MensagemPainel, type TarefaFalha } from './texts';

export const failedJobsShown = createEvent();
export const failedJobRetried = createEvent<{ fila: string; id: string }>();
export const $failedJobs = createStore<TarefaFalha[] | null>(null);
export const $failedJobsError = createStore<string | null>(null);
export const $failedJobsMessage = createStore<MensagemPainel | null>(null);

const listFailedJobsFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_PAINEL.erroTarefas,
  request: ({ api, staff, fornecedor }) =>
    api.v4.GET('/v4/painel/{idfornecedor}/tarefas-falhas', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const retryFailedJobFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_PAINEL.erroRepetir,
  request: ({ api, staff, fornecedor }, { fila, id }: { fila: string; id: string }) =>
    api.v4.POST('/v4/painel/{idfornecedor}/tarefas-falhas/{fila}/{id}/repetir', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, fila, id } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

export const $failedJobsLoading = listFailedJobsFx.pending;
/** The job being put back (one at a time). */
export const $retryingJob = createStore<string | null>(null)
  .on(retryFailedJobFx, (_, { id }) => id)
  .reset(retryFailedJobFx.finally);

sample({ clock: [failedJobsShown, retryFailedJobFx.done], source: $staff, filter: Boolean, target: listFailedJobsFx });
sample({
  clock: failedJobRetried,
  source: $retryingJob,
  filter: (ocupado) => ocupado === null,
  fn: (_, t) => t,
  target: retryFailedJobFx,
});
$failedJobs.on(listFailedJobsFx.doneData, (_, r) => r.tarefas).reset(loggedOut, sessionExpired);
$failedJobsError.reset(listFailedJobsFx);
sample({
  clock: listFailedJobsFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_PAINEL.erroTarefas),
  target: $failedJobsError,
});
$failedJobsMessage
  .on(retryFailedJobFx.done, () => ({ tom: 'positive', texto: TEXTOS_PAINEL.tarefaRepetida }))
  .reset(failedJobsShown, retryFailedJobFx);
sample({
  clock: retryFailedJobFx.failData,
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_PAINEL.erroRepetir) }),
  target: $failedJobsMessage,
});
