import type { FeedbackInput } from '@sanchay/core';
import { useMutation } from '@tanstack/react-query';
import { gql, graphqlRequest } from '../../lib/graphql';

export interface FeedbackEntry {
  id: string;
  comment: string;
  type: number;
  createdAt: string;
}

export const INSERT_FEEDBACK = gql<{ insertFeedback: FeedbackEntry }, { comment: string; type: number }>(
  `mutation InsertFeedback($comment: String!, $type: Int!) {
    insertFeedback(comment: $comment, type: $type) { id comment type createdAt }
  }`,
);

export async function submitFeedback(input: FeedbackInput): Promise<FeedbackEntry> {
  const result = await graphqlRequest(INSERT_FEEDBACK, { comment: input.comment, type: input.type });
  return result.insertFeedback;
}

/** Not cached (spec 001 section 7.2): a plain mutation. */
export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
