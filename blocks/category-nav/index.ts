import { defineBlock } from '#engine/layout/define-block';
import { CategoryNav } from './category-nav';
import { categoryNavSchema } from './schema';

export const categoryNavBlock = defineBlock({ type: 'category-nav', ...categoryNavSchema, component: CategoryNav });
