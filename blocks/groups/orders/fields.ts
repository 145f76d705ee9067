/** The studio's form fields of the orders group's blocks (blocks/fields.ts lists every group's). */
import { orderDetailFields } from '../../order-detail/fields';
import { orderChatFields } from '../../order-chat/fields';
import { orderDocumentsFields } from '../../order-documents/fields';
import { orderListFields } from '../../order-list/fields';
import { orderPaymentFields } from '../../order-payment/fields';
import { submissionSuccessFields } from '../../submission-success/fields';

export const ordersBlockFields = {
  'order-list': orderListFields,
  'order-detail': orderDetailFields,
  'order-payment': orderPaymentFields,
  'order-documents': orderDocumentsFields,
  'order-chat': orderChatFields,
  'submission-success': submissionSuccessFields,
};
