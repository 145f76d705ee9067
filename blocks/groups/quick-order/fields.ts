/** The studio's form fields of the quick-order group's blocks (blocks/fields.ts lists every group's). */
import { quickOrderFields } from '../../quick-order/fields';

export const quickOrderBlockFields = { 'quick-order': quickOrderFields };
