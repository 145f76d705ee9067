import { defineBlock } from '#engine/layout/define-block';
import { shippingQuoteSchema } from './schema';
import { ShippingQuote } from './shipping-quote';

export const shippingQuoteBlock = defineBlock({
  type: 'shipping-quote',
  ...shippingQuoteSchema,
  component: ShippingQuote,
});
