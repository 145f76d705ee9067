/**
 * The order's chat on its page (issue 30): a lazy block (the layout renderer wraps it in
 * Suspense); its component (#features/chat/order-chat) loads the chat model and socket.io-client
 * with it, never at first view.
 */
import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { orderChatSchema } from './schema';

export const orderChatBlock = defineBlock({
  type: 'order-chat',
  ...orderChatSchema,
  component: lazy(() => import('#features/chat/order-chat')),
});
