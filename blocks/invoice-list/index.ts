import { lazy } from 'react';
import { defineBlock } from '#engine/layout/define-block';
import { invoiceListSchema } from './schema';

export const invoiceListBlock = defineBlock({
  type: 'invoice-list',
  ...invoiceListSchema,
  component: lazy(() => import('./invoice-list').then((m) => ({ default: m.InvoiceList }))),
});
