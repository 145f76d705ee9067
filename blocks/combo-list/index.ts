import { defineBlock } from '#engine/layout/define-block';
import { ComboList } from './combo-list';
import { comboListSchema } from './schema';

export const comboListBlock = defineBlock({ type: 'combo-list', ...comboListSchema, component: ComboList });
