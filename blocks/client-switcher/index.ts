import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { clientSwitcherSchema } from './schema';

export const clientSwitcherBlock = defineBlock({
  type: 'client-switcher',
  ...clientSwitcherSchema,

  component: lazy(() => import('./client-switcher').then((m) => ({ default: m.ClientSwitcher }))),
});
