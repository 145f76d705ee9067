import { defineBlock } from '#engine/layout/define-block';
import { Header } from './header';
import { headerSchema } from './schema';

export const headerBlock = defineBlock({ type: 'header', ...headerSchema, component: Header });
