import { defineBlock } from '#engine/layout/define-block';
import { OrderDocuments } from './order-documents';
import { orderDocumentsSchema } from './schema';

export const orderDocumentsBlock = defineBlock({
  type: 'order-documents',
  ...orderDocumentsSchema,
  component: OrderDocuments,
});
