import { defineBlock } from '#engine/layout/define-block';
import { AccountSummary } from './account-summary';
import { accountSummarySchema } from './schema';

export const accountSummaryBlock = defineBlock({
  type: 'account-summary',
  ...accountSummarySchema,
  component: AccountSummary,
});
