import { z } from 'zod';
import { FEEDBACK_TEXT } from './constants';

export const feedbackInput = z.object({
  comment: z
    .string()
    .trim()
    .min(1, 'comment must not be empty')
    .max(FEEDBACK_TEXT.maxLength, `comment must be at most ${FEEDBACK_TEXT.maxLength} characters`),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'type must be 0 (Feedback), 1 (Enhancement) or 2 (Bug)',
  }),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;
