import { defineBlock } from '#engine/layout/define-block';
import { AddressChoice } from './address-choice';
import { addressChoiceSchema } from './schema';

export const addressChoiceBlock = defineBlock({
  type: 'address-choice',
  ...addressChoiceSchema,
  component: AddressChoice,
});
