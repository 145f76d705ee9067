import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { addressBookSchema } from './schema';

export const addressBookBlock = defineBlock({
  type: 'address-book',
  ...addressBookSchema,
  component: lazy(() => import('./address-book').then((m) => ({ default: m.AddressBook }))),
});
