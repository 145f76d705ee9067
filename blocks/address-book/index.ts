import { defineBlock } from '#engine/layout/define-block';
import { AddressBook } from './address-book';
import { addressBookSchema } from './schema';

export const addressBookBlock = defineBlock({ type: 'address-book', ...addressBookSchema, component: AddressBook });
