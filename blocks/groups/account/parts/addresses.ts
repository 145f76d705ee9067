/** The blocks of 'Meus endereços' (../parts.ts). */
import { addressBookBlock } from '#blocks/address-book';

export const blocks = { 'address-book': addressBookBlock };
