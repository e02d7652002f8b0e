import { feedbackInput } from '@sanchay/core';
import { builder, parseArgs, requireUser } from '../platform/graphql/builder';
import { feedbackCreator, listOwnFeedback } from './feedbackCreator';
import type { UserFeedbackRow } from './schema';

const FeedbackRef = builder.objectRef<UserFeedbackRow>('Feedback').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    comment: t.exposeString('comment'),
    type: t.exposeInt('type'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.mutationFields((t) => ({
  insertFeedback: t.field({
    type: FeedbackRef,
    description: 'Feedback from the signed-in user: type 0 Feedback, 1 Enhancement, 2 Bug.',
    authScopes: { signedIn: true },
    args: { comment: t.arg.string({ required: true }), type: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      feedbackCreator(context.db, requireUser(context).id, parseArgs(feedbackInput, args)),
  }),
}));

builder.queryFields((t) => ({
  myFeedback: t.field({
    type: [FeedbackRef],
    description: 'What the signed-in user has sent, newest first.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listOwnFeedback(context.db, requireUser(context).id),
  }),
}));
