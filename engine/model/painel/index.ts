/**
 * The order desk slice (issue 13, `/{slug}/painel`): the supplier's orders and quotes for its
 * attendants and admins. Loaded with the desk's own chunk, never at first view (not in
 * MODEL_SLICES). The server checks the role and the supplier of every call (403
 * `painel.acesso-negado` for anyone else); this slice only shows what it answers. Its concerns, one
 * file each: the staff login (./team-login.ts), the list and its export (./list.ts), one order with
 * its moves, quote prices and DANFE (./order.ts), a client's cart as an attendant prices it
 * (./client-cart.ts), a client's titles, marked paid here (./titles.ts), and the shop's failed
 * background jobs (./failed-jobs.ts), its charging settings (./charging-settings.ts), and its
 * suggested shopping lists (./suggested-lists.ts).
 */
export type { CarrinhoCliente, ConfiguracoesCobranca, MensagemPainel, PedidoPainel, TarefaFalha } from './texts';
export { $entrandoEquipe, $erroEntrarEquipe, joinTeamSubmitted } from './team-login';
export {
  $carregandoPainel,
  $ehEquipe,
  $erroPainel,
  $exportando,
  $filtroPainel,
  $pedidosPainel,
  $temMaisPainel,
  $totalPainel,
  deskMoreRequested,
  deskShown,
  exportarPedidosFx,
  filterApplied,
} from './list';
export {
  $anexandoDanfe,
  $attachingXml,
  $carregandoPedidoPainel,
  $erroPedidoPainel,
  $mensagemPainel,
  $movendo,
  $pedidoPainel,
  $precificando,
  danfeSubmitted,
  nfeXmlSubmitted,
  deskPedidoOpened,
  pricesSubmitted,
  statusChosen,
} from './order';
export {
  $titlesMessage,
  $payingTitle,
  $deskTitles,
  deskTitlesOpened,
  titlePaidClicked,
  type TituloPainel,
} from './titles';
export {
  $carregandoCarrinhoCliente,
  $carrinhoCliente,
  $erroCarrinhoCliente,
  $mensagemCarrinhoCliente,
  $salvandoPrecoAtendente,
  attendantPriceSubmitted,
  clienteCarrinhoOpened,
  releaseCarrinhoClicked,
} from './client-cart';
export {
  $failedJobsLoading,
  $failedJobsError,
  $failedJobsMessage,
  $retryingJob,
  $failedJobs,
  failedJobRetried,
  failedJobsShown,
} from './failed-jobs';
export {
  $chargingSettings,
  $chargingSettingsError,
  $chargingSettingsLoading,
  $chargingSettingsMessage,
  $chargingSettingsSaving,
  chargingSettingsShown,
  chargingSettingsSubmitted,
} from './charging-settings';
export {
  $deskSuggestedListSaving,
  $deskSuggestedLists,
  $deskSuggestedListsError,
  $deskSuggestedListsLoading,
  $deskSuggestedListsMessage,
  TEXTOS_LISTAS_SUGERIDAS,
  suggestedListEnded,
  suggestedListSubmitted,
  suggestedListsDeskShown,
  type ListaSugeridaPainel,
  type SalvarListaSugerida,
} from './suggested-lists';
export {
  $comboEnding,
  $comboSaving,
  $deskCombos,
  $deskCombosError,
  $deskCombosLoading,
  $deskCombosMessage,
  comboEndConfirmed,
  comboFormSubmitted,
  deskCombosShown,
  TEXTOS_COMBOS_PAINEL,
  type ComboPainel,
  type NewCombo,
} from './combos';
export {
  $integrationCredentialRevoking,
  $integrationCredentialSaving,
  $integrationCredentials,
  $integrationCredentialsError,
  $integrationCredentialsLoading,
  $integrationCredentialsMessage,
  $newCredentialKey,
  integrationCredentialRevoked,
  integrationCredentialSubmitted,
  integrationCredentialsShown,
  TEXTOS_CREDENCIAIS,
  type IntegrationCredential,
  type IntegrationScope,
  type NewIntegrationCredential,
} from './integration-credentials';
export {
  $newWebhookSecret,
  $webhookDeliveries,
  $webhookDeliveriesError,
  $webhookDeliveriesLoading,
  $webhookRevoking,
  $webhookSaving,
  $webhooks,
  $webhooksMessage,
  TEXTOS_WEBHOOKS,
  webhookDeliveriesRefreshed,
  webhookRevoked,
  webhookSubmitted,
  webhooksShown,
  type NewWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from './webhooks';
export {
  $registrationDeciding,
  $registrations,
  $registrationsError,
  $registrationsFilter,
  $registrationsLoading,
  $registrationsMessage,
  registrationApproved,
  registrationRefused,
  registrationsShown,
  TEXTOS_APROVACOES,
  type PendingRegistration,
  type RegistrationFilter,
} from './registration-approvals';
