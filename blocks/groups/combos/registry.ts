/** The combos group's block definitions, with their components (only its page chunk imports them). */
import { comboDetailBlock } from '../../combo-detail';
import { comboListBlock } from '../../combo-list';

export const combosBlocks = { 'combo-list': comboListBlock, 'combo-detail': comboDetailBlock };
