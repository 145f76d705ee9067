/** The blocks of 'Usuários' (../parts.ts). */
import { linkedUsersBlock } from '#blocks/linked-users';

export const blocks = { 'linked-users': linkedUsersBlock };
