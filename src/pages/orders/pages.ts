/**
 * The orders pages (in the account chunk: src/pages/account/account-page.tsx routes to them), one route component for
 * the three paths: the history (`/{slug}/pedidos`), one order
 * (`/{slug}/pedidos/{numpedido}`) and the success page after a submit
 * (`/{slug}/submissao/{orderNumber}`).
 */
import { createElement } from 'react';
import { useParams } from 'react-router';
import OrderPage from './order-page';
import OrdersPage from './orders-page';
import SubmissionPage from './submission-page';

export default function OrderPages() {
  const params = useParams();
  if (params.orderNumber !== undefined) return createElement(SubmissionPage);
  if (params.numpedido !== undefined) return createElement(OrderPage);
  return createElement(OrdersPage);
}
