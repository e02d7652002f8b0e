import type { FeedbackInput } from '@sanchay/core';
import { useMutation } from '@tanstack/react-query';
import { graphql, graphqlRequest, type ResultOf } from '../../lib/graphql';

export const INSERT_FEEDBACK = graphql(
  `mutation InsertFeedback($comment: String!, $type: Int!) {
    insertFeedback(comment: $comment, type: $type) { id comment type createdAt }
  }`,
);

export type FeedbackEntry = ResultOf<typeof INSERT_FEEDBACK>['insertFeedback'];

export async function submitFeedback(input: FeedbackInput): Promise<FeedbackEntry> {
  const result = await graphqlRequest(INSERT_FEEDBACK, { comment: input.comment, type: input.type });
  return result.insertFeedback;
}

/** Not cached (spec 001 section 7.2): a plain mutation. */
export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
