import { defineBlock } from '#engine/layout/define-block';
import { QuickOrder } from './quick-order';
import { quickOrderSchema } from './schema';

export const quickOrderBlock = defineBlock({ type: 'quick-order', ...quickOrderSchema, component: QuickOrder });
