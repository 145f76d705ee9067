import { defineBlock } from '#engine/layout/define-block';
import { Footer } from './footer';
import { footerSchema } from './schema';

export const footerBlock = defineBlock({ type: 'footer', ...footerSchema, component: Footer });
