/** The orders group's block definitions, with their components (only its page chunk and the studio's preview import them). */
import { orderDetailBlock } from '../../order-detail';
import { orderChatBlock } from '../../order-chat';
import { orderDocumentsBlock } from '../../order-documents';
import { orderListBlock } from '../../order-list';
import { orderPaymentBlock } from '../../order-payment';
import { submissionSuccessBlock } from '../../submission-success';

export const ordersBlocks = {
  'order-list': orderListBlock,
  'order-detail': orderDetailBlock,
  'order-payment': orderPaymentBlock,
  'order-documents': orderDocumentsBlock,
  'order-chat': orderChatBlock,
  'submission-success': submissionSuccessBlock,
};
