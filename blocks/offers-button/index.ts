import { defineBlock } from '#engine/layout/define-block';
import { OffersButton } from './offers-button';
import { offersButtonSchema } from './schema';

export const offersButtonBlock = defineBlock({ type: 'offers-button', ...offersButtonSchema, component: OffersButton });
