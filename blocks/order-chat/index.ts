/**
 * The order's chat on its page (issue 30): its component (#features/chat/order-chat) renders with
 * the page, on the server too, and loads the chat model and socket.io-client once the page is idle
 * (or at the first tap), never at first view.
 */
import OrderChat from '#features/chat/order-chat';
import { defineBlock } from '#engine/layout/define-block';
import { orderChatSchema } from './schema';

export const orderChatBlock = defineBlock({
  type: 'order-chat',
  ...orderChatSchema,
  component: OrderChat,
});
