import { defineBlock } from '#engine/layout/define-block';
import { staticPageContentSchema } from './schema';
import { StaticPageContent } from './static-page-content';

export const staticPageContentBlock = defineBlock({
  type: 'static-page-content',
  ...staticPageContentSchema,
  component: StaticPageContent,
});
