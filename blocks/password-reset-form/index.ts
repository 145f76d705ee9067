import { defineBlock } from '#engine/layout/define-block';
import { PasswordResetForm } from './password-reset-form';
import { passwordResetFormSchema } from './schema';

export const passwordResetFormBlock = defineBlock({
  type: 'password-reset-form',
  ...passwordResetFormSchema,
  component: PasswordResetForm,
});
