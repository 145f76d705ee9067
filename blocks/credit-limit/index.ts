import { defineBlock } from '#engine/layout/define-block';
import { CreditLimit } from './credit-limit';
import { creditLimitSchema } from './schema';

export const creditLimitBlock = defineBlock({ type: 'credit-limit', ...creditLimitSchema, component: CreditLimit });
