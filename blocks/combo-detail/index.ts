import { defineBlock } from '#engine/layout/define-block';
import { ComboDetail } from './combo-detail';
import { comboDetailSchema } from './schema';

export const comboDetailBlock = defineBlock({ type: 'combo-detail', ...comboDetailSchema, component: ComboDetail });
