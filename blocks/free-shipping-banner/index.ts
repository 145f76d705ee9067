import { defineBlock } from '#engine/layout/define-block';
import { FreeShippingBanner } from './free-shipping-banner';
import { freeShippingBannerSchema } from './schema';

export const freeShippingBannerBlock = defineBlock({
  type: 'free-shipping-banner',
  ...freeShippingBannerSchema,
  component: FreeShippingBanner,
});
