import { defineBlock } from '#engine/layout/define-block';
import { subscriptionChoiceSchema } from './schema';
import { SubscriptionChoice } from './subscription-choice';

export const subscriptionChoiceBlock = defineBlock({
  type: 'subscription-choice',
  ...subscriptionChoiceSchema,
  component: SubscriptionChoice,
});
