/** The quick-order group's block definitions, with their components (only its page chunk imports them). */
import { quickOrderBlock } from '../../quick-order';

export const quickOrderBlocks = { 'quick-order': quickOrderBlock };
