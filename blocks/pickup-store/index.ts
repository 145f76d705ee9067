import { defineBlock } from '#engine/layout/define-block';
import { PickupStore } from './pickup-store';
import { pickupStoreSchema } from './schema';

export const pickupStoreBlock = defineBlock({ type: 'pickup-store', ...pickupStoreSchema, component: PickupStore });
