import { defineBlock } from '#engine/layout/define-block';
import { storeChoiceSchema } from './schema';
import { StoreChoice } from './store-choice';

export const storeChoiceBlock = defineBlock({ type: 'store-choice', ...storeChoiceSchema, component: StoreChoice });
