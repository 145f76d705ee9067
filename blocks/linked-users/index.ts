import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { linkedUsersSchema } from './schema';

export const linkedUsersBlock = defineBlock({
  type: 'linked-users',
  ...linkedUsersSchema,
  component: lazy(() => import('./linked-users').then((m) => ({ default: m.LinkedUsers }))),
});
