import { defineBlock } from '#engine/layout/define-block';
import { AvailabilityAlert } from './availability-alert';
import { availabilityAlertSchema } from './schema';

export const availabilityAlertBlock = defineBlock({
  type: 'availability-alert',
  ...availabilityAlertSchema,
  component: AvailabilityAlert,
});
