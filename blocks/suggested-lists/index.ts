import { defineBlock } from '#engine/layout/define-block';
import { SuggestedLists } from './suggested-lists';
import { suggestedListsSchema } from './schema';

export const suggestedListsBlock = defineBlock({
  type: 'suggested-lists',
  ...suggestedListsSchema,
  component: SuggestedLists,
});
