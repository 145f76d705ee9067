/** The blocks of 'Escolha a loja' (../parts.ts). */
import { storeChoiceBlock } from '#blocks/store-choice';

export const blocks = { 'store-choice': storeChoiceBlock };
