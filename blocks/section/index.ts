import { defineBlock } from '#engine/layout/define-block';
import { sectionSchema } from './schema';
import { Section } from './section';

export const sectionBlock = defineBlock({ type: 'section', ...sectionSchema, component: Section });
