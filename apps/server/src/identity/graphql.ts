import { builder, requireUser } from '../platform/graphql/builder';
import type { UserRow } from './schema';

const UserRef = builder.objectRef<UserRow>('User').implement({
  description: 'The signed-in user.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name', { nullable: true }),
    picture: t.exposeString('picture', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: UserRef,
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => requireUser(context),
  }),
  userId: t.id({
    description: "The signed-in user's id (spec 001 section 7.2 'user id by email', taken from the session).",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => requireUser(context).id,
  }),
}));
