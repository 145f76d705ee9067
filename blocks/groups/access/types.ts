/** The access group's block type names only (what the shopper's browser checks a layout against: blocks/block-types.ts). */
import type { accessBlockSchemas } from './schemas';

export const accessBlockTypes = [
  'login-form',
  'password-reset-form',
] as const satisfies readonly (keyof typeof accessBlockSchemas)[];
