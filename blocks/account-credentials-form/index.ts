import { defineBlock } from '#engine/layout/define-block';
import { AccountCredentialsForm } from './account-credentials-form';
import { accountCredentialsFormSchema } from './schema';

export const accountCredentialsFormBlock = defineBlock({
  type: 'account-credentials-form',
  ...accountCredentialsFormSchema,
  component: AccountCredentialsForm,
});
