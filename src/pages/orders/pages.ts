/**
 * The orders pages in one lazily loaded chunk: the history (`/{slug}/pedidos`), one order
 * (`/{slug}/pedidos/{numpedido}`) and the success page after a submit
 * (`/{slug}/submissao/{orderNumber}`): one import in the first-view bundle instead of three.
 */
export { default as OrdersPage } from './orders-page';
export { default as OrderPage } from './order-page';
export { default as SubmissionPage } from './submission-page';
