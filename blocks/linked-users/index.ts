import { defineBlock } from '#engine/layout/define-block';
import { LinkedUsers } from './linked-users';
import { linkedUsersSchema } from './schema';

export const linkedUsersBlock = defineBlock({ type: 'linked-users', ...linkedUsersSchema, component: LinkedUsers });
