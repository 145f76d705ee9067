/** The blocks of 'Faturas' (../parts.ts). */
import { creditLimitBlock } from '#blocks/credit-limit';
import { invoiceListBlock } from '#blocks/invoice-list';

export const blocks = { 'credit-limit': creditLimitBlock, 'invoice-list': invoiceListBlock };
