/**
 * A client's titles on the desk (issue 28): GET /v4/painel/{idfornecedor}/titulos?idcliente (open
 * first by due date, then paid), and 'Marcar como pago' (POST …/titulos/{idtitulo}/pago: the
 * answer replaces the row; the client's available limit grows on the server). Staff only: the
 * server refuses anyone else (403 `painel.acesso-negado`).
 */
import { createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { MensagemPainel } from './texts';

export type TituloPainel = components['schemas']['TituloPainel'];

export const TEXTOS_TITULOS_PAINEL = {
  erroLista: 'Não foi possível carregar os títulos do cliente. Tente novamente.',
  erroPagar: 'Não foi possível marcar o título como pago. Tente novamente.',
  pago: (numero: string) => `Título ${numero} marcado como pago. O limite disponível do cliente foi atualizado.`,
} as const;

/** The desk shows a client's titles (its order's page). */
export const deskTitlesOpened = createEvent<number>();
export const titlePaidClicked = createEvent<number>();

export const $deskTitles = createStore<TituloPainel[] | null>(null);
export const $titlesMessage = createStore<MensagemPainel | null>(null);

const listarFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_TITULOS_PAINEL.erroLista,
  request: ({ api, staff, fornecedor }, idcliente: number) =>
    api.v4.GET('/v4/painel/{idfornecedor}/titulos', {
      params: { path: { idfornecedor: fornecedor.idfornecedor }, query: { idcliente } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const payTitleFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_TITULOS_PAINEL.erroPagar,
  request: ({ api, staff, fornecedor }, idtitulo: number) =>
    api.v4.POST('/v4/painel/{idfornecedor}/titulos/{idtitulo}/pago', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, idtitulo } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});
export const $payingTitle = payTitleFx.pending;

$deskTitles.reset(deskTitlesOpened);
sample({ clock: deskTitlesOpened, target: listarFx });
$deskTitles.on(listarFx.doneData, (_, r) => r.titulos);
sample({ clock: titlePaidClicked, filter: payTitleFx.pending.map((p) => !p), target: payTitleFx });
$deskTitles.on(payTitleFx.doneData, (lista, pago) =>
  lista === null ? lista : lista.map((t) => (t.idtitulo === pago.idtitulo ? pago : t)),
);
$titlesMessage.reset([deskTitlesOpened, titlePaidClicked]);
sample({
  clock: payTitleFx.doneData,
  fn: (t): MensagemPainel => ({ tom: 'positive', texto: TEXTOS_TITULOS_PAINEL.pago(t.numero) }),
  target: $titlesMessage,
});
sample({
  clock: [listarFx.failData, payTitleFx.failData],
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_TITULOS_PAINEL.erroPagar) }),
  target: $titlesMessage,
});
for (const store of [$deskTitles, $titlesMessage]) store.reset([loggedOut, sessionExpired]);
