import { defineBlock } from '#engine/layout/define-block';
import { staticTextSchema } from './schema';
import { StaticText } from './static-text';

export const staticTextBlock = defineBlock({ type: 'static-text', ...staticTextSchema, component: StaticText });
