/** The studio's form fields of the access group's blocks (blocks/fields.ts lists every group's). */
import { loginFormFields } from '../../login-form/fields';
import { passwordResetFormFields } from '../../password-reset-form/fields';

export const accessBlockFields = {
  'login-form': loginFormFields,
  'password-reset-form': passwordResetFormFields,
};
