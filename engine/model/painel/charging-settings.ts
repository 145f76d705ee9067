/**
 * The supplier's charging settings in the desk (`/{slug}/painel/cobranca`): how far a unit price
 * may rise before a subscription's order is refused, and the fine and interest of an overdue
 * title (GET /v4/painel/{idfornecedor}/configuracoes-cobranca), saved with PUT on the same path.
 * Its staff read them; the server lets only the shop's admin save them and checks every value
 * (its pt-BR refusal is what the screen shows).
 */
import { createEvent, createStore, sample } from 'effector';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { ConfiguracoesCobranca, MensagemPainel } from './texts';

/** This screen's texts (here, not in TEXTOS_PAINEL, which the first view carries). */
export const TEXTOS_COBRANCA = {
  erroCobranca: 'Não foi possível carregar as configurações de cobrança. Tente novamente.',
  erroSalvarCobranca: 'Não foi possível salvar as configurações de cobrança. Tente novamente.',
  cobrancaSalva: 'Configurações de cobrança salvas. Valem para os próximos pedidos das assinaturas e segundas vias.',
} as const;

export const chargingSettingsShown = createEvent();
export const chargingSettingsSubmitted = createEvent<ConfiguracoesCobranca>();
export const $chargingSettings = createStore<ConfiguracoesCobranca | null>(null);
export const $chargingSettingsError = createStore<string | null>(null);
export const $chargingSettingsMessage = createStore<MensagemPainel | null>(null);

const loadChargingSettingsFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_COBRANCA.erroCobranca,
  request: ({ api, staff, fornecedor }) =>
    api.v4.GET('/v4/painel/{idfornecedor}/configuracoes-cobranca', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const saveChargingSettingsFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_COBRANCA.erroSalvarCobranca,
  request: ({ api, staff, fornecedor }, body: ConfiguracoesCobranca) =>
    api.v4.PUT('/v4/painel/{idfornecedor}/configuracoes-cobranca', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
      body,
    }),
});

export const $chargingSettingsLoading = loadChargingSettingsFx.pending;
export const $chargingSettingsSaving = saveChargingSettingsFx.pending;

sample({ clock: chargingSettingsShown, source: $staff, filter: Boolean, target: loadChargingSettingsFx });
sample({
  clock: chargingSettingsSubmitted,
  source: $chargingSettingsSaving,
  filter: (ocupado) => !ocupado,
  fn: (_, c) => c,
  target: saveChargingSettingsFx,
});
$chargingSettings
  .on([loadChargingSettingsFx.doneData, saveChargingSettingsFx.doneData], (_, c) => c)
  .reset(loggedOut, sessionExpired);
$chargingSettingsError.reset(loadChargingSettingsFx);
sample({
  clock: loadChargingSettingsFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_COBRANCA.erroCobranca),
  target: $chargingSettingsError,
});
$chargingSettingsMessage
  .on(saveChargingSettingsFx.done, () => ({ tom: 'positive', texto: TEXTOS_COBRANCA.cobrancaSalva }))
  .reset(chargingSettingsShown, saveChargingSettingsFx);
sample({
  clock: saveChargingSettingsFx.failData,
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_COBRANCA.erroSalvarCobranca) }),
  target: $chargingSettingsMessage,
});
