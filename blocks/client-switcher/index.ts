import { defineBlock } from '#engine/layout/define-block';
import { ClientSwitcher } from './client-switcher';
import { clientSwitcherSchema } from './schema';

export const clientSwitcherBlock = defineBlock({
  type: 'client-switcher',
  ...clientSwitcherSchema,
  component: ClientSwitcher,
});
