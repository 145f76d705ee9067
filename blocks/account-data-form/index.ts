import { defineBlock } from '#engine/layout/define-block';
import { AccountDataForm } from './account-data-form';
import { accountDataFormSchema } from './schema';

export const accountDataFormBlock = defineBlock({
  type: 'account-data-form',
  ...accountDataFormSchema,
  component: AccountDataForm,
});
