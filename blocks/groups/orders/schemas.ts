/** The React-free props schemas of the orders group's blocks (the server and the studio validate layouts with them). */
import type { BlockSchemaEntry } from '#engine/layout/define-block';
import { orderDetailSchema } from '../../order-detail/schema';
import { orderChatSchema } from '../../order-chat/schema';
import { orderDocumentsSchema } from '../../order-documents/schema';
import { orderListSchema } from '../../order-list/schema';
import { orderPaymentSchema } from '../../order-payment/schema';
import { submissionSuccessSchema } from '../../submission-success/schema';

export const ordersBlockSchemas = {
  'order-list': orderListSchema,
  'order-detail': orderDetailSchema,
  'order-payment': orderPaymentSchema,
  'order-documents': orderDocumentsSchema,
  'order-chat': orderChatSchema,
  'submission-success': submissionSuccessSchema,
} as const satisfies Record<string, BlockSchemaEntry>;
