import { defineBlock } from '#engine/layout/define-block';
import { OrderNotes } from './order-notes';
import { orderNotesSchema } from './schema';

export const orderNotesBlock = defineBlock({ type: 'order-notes', ...orderNotesSchema, component: OrderNotes });
