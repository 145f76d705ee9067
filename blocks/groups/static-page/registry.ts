/** The static-page group's block definitions, with their components (only its page chunk imports them). */
import { staticPageContentBlock } from '../../static-page-content';

export const staticPageBlocks = { 'static-page-content': staticPageContentBlock };
