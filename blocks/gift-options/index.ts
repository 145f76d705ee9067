import { defineBlock } from '#engine/layout/define-block';
import { GiftOptions } from './gift-options';
import { giftOptionsSchema } from './schema';

export const giftOptionsBlock = defineBlock({ type: 'gift-options', ...giftOptionsSchema, component: GiftOptions });
