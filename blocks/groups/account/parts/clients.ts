/** The blocks of 'Trocar cliente' (../parts.ts). */
import { clientSwitcherBlock } from '#blocks/client-switcher';

export const blocks = { 'client-switcher': clientSwitcherBlock };
