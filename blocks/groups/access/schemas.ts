/** The React-free props schemas of the access group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { loginFormSchema } from '../../login-form/schema';
import { passwordResetFormSchema } from '../../password-reset-form/schema';

export const accessBlockSchemas = {
  'login-form': loginFormSchema,
  'password-reset-form': passwordResetFormSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
