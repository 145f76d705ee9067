/** The access group's block definitions, with their components (only its page chunk imports them). */
import { loginFormBlock } from '../../login-form';
import { passwordResetFormBlock } from '../../password-reset-form';

export const accessBlocks = {
  'login-form': loginFormBlock,
  'password-reset-form': passwordResetFormBlock,
};
