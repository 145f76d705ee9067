import { defineBlock } from '#engine/layout/define-block';
import { InvoiceList } from './invoice-list';
import { invoiceListSchema } from './schema';

export const invoiceListBlock = defineBlock({ type: 'invoice-list', ...invoiceListSchema, component: InvoiceList });
