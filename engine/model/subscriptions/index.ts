/**
 * Subscriptions slice (issue 28): the client's subscriptions and their cancel, for 'Minhas
 * assinaturas'. Loaded with its page, never at first view (not in MODEL_SLICES).
 */
export {
  $assinaturas,
  $cancelling,
  $subscriptionsLoading,
  $subscriptionsError,
  $subscriptionsMessage,
  subscriptionsPageShown,
  cancelSubscriptionConfirmed,
  TEXTOS_ASSINATURAS,
  type Assinatura,
} from './model';
