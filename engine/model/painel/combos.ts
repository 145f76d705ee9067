/**
 * The shop's promotional combos in the desk (`/{slug}/painel/combos`, issue 29): the list with
 * each combo's state (GET /v4/painel/{idfornecedor}/combos), a new combo (POST on the same path)
 * and ending one (POST …/combos/{id}/encerrar). The server checks the staff role and every field;
 * its pt-BR refusal is what the screen shows.
 */
import { createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { MensagemPainel } from './texts';

export type ComboPainel = components['schemas']['ComboPainel'];
export type NewCombo = components['schemas']['NovoCombo'];

/** This screen's texts (here, not in TEXTOS_PAINEL, which the first view carries). */
export const TEXTOS_COMBOS_PAINEL = {
  erroLista: 'Não foi possível carregar os combos. Tente novamente.',
  erroCriar: 'Não foi possível criar o combo. Tente novamente.',
  erroEncerrar: 'Não foi possível encerrar o combo. Tente novamente.',
  criado: 'Combo criado. Os clientes já o veem na loja.',
  encerrado: 'Combo encerrado. Ele não vale mais em nenhum carrinho.',
} as const;

export const deskCombosShown = createEvent();
export const comboFormSubmitted = createEvent<NewCombo>();
export const comboEndConfirmed = createEvent<number>();
export const $deskCombos = createStore<ComboPainel[] | null>(null);
export const $deskCombosError = createStore<string | null>(null);
export const $deskCombosMessage = createStore<MensagemPainel | null>(null);

const loadDeskCombosFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_COMBOS_PAINEL.erroLista,
  request: ({ api, staff, fornecedor }) =>
    api.v4.GET('/v4/painel/{idfornecedor}/combos', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const createComboFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_COMBOS_PAINEL.erroCriar,
  request: ({ api, staff, fornecedor }, body: NewCombo) =>
    api.v4.POST('/v4/painel/{idfornecedor}/combos', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
      body,
    }),
});

const endComboFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_COMBOS_PAINEL.erroEncerrar,
  request: ({ api, staff, fornecedor }, idcombo: number) =>
    api.v4.POST('/v4/painel/{idfornecedor}/combos/{idcombo}/encerrar', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, idcombo } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

export const $deskCombosLoading = loadDeskCombosFx.pending;
export const $comboSaving = createComboFx.pending;
export const $comboEnding = endComboFx.pending;

sample({ clock: deskCombosShown, source: $staff, filter: Boolean, fn: () => undefined, target: loadDeskCombosFx });
sample({
  clock: comboFormSubmitted,
  source: $comboSaving,
  filter: (ocupado) => !ocupado,
  fn: (_, c) => c,
  target: createComboFx,
});
sample({
  clock: comboEndConfirmed,
  source: $comboEnding,
  filter: (ocupado) => !ocupado,
  fn: (_, id) => id,
  target: endComboFx,
});
$deskCombos
  .on(loadDeskCombosFx.doneData, (_, r) => r.combos)
  .on(createComboFx.doneData, (lista, c) => [c, ...(lista ?? [])])
  .on(
    endComboFx.doneData,
    (lista, c) =>
      lista?.map((x) => (x.combo.idcombopromocional_cabecalho === c.combo.idcombopromocional_cabecalho ? c : x)) ??
      lista,
  )
  .reset(loggedOut, sessionExpired);
$deskCombosError.reset(loadDeskCombosFx);
sample({
  clock: loadDeskCombosFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_COMBOS_PAINEL.erroLista),
  target: $deskCombosError,
});
$deskCombosMessage
  .on(createComboFx.done, () => ({ tom: 'positive', texto: TEXTOS_COMBOS_PAINEL.criado }))
  .on(endComboFx.done, () => ({ tom: 'positive', texto: TEXTOS_COMBOS_PAINEL.encerrado }))
  .reset(deskCombosShown, createComboFx, endComboFx);
sample({
  clock: createComboFx.failData,
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_COMBOS_PAINEL.erroCriar) }),
  target: $deskCombosMessage,
});
sample({
  clock: endComboFx.failData,
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_COMBOS_PAINEL.erroEncerrar) }),
  target: $deskCombosMessage,
});
