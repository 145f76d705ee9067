import { defineBlock } from '#engine/layout/define-block';
import { CartNotices } from './cart-notices';
import { cartNoticesSchema } from './schema';

export const cartNoticesBlock = defineBlock({ type: 'cart-notices', ...cartNoticesSchema, component: CartNotices });
