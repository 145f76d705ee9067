import { defineBlock } from '#engine/layout/define-block';
import { submissionSuccessSchema } from './schema';
import { SubmissionSuccess } from './submission-success';

export const submissionSuccessBlock = defineBlock({
  type: 'submission-success',
  ...submissionSuccessSchema,
  component: SubmissionSuccess,
});
