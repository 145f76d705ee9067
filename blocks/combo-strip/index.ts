import { defineBlock } from '#engine/layout/define-block';
import { ComboStrip } from './combo-strip';
import { comboStripSchema } from './schema';

export const comboStripBlock = defineBlock({ type: 'combo-strip', ...comboStripSchema, component: ComboStrip });
