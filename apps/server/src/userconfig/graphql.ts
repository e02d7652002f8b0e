import { userConfigInput, userConfigKey } from '@sanchay/core';
import { builder, parseArgs, requireUser } from '../platform/graphql/builder';
import type { UserConfigRow } from './schema';
import { listUserConfigs, userConfigDeleter, userConfigUpserter } from './userConfigs';

export const UserConfigRef = builder.objectRef<UserConfigRow>('UserConfig').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    key: t.exposeString('key'),
    value: t.exposeString('value'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  userConfigs: t.field({
    type: [UserConfigRef],
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listUserConfigs(context.db, requireUser(context).id),
  }),
}));

builder.mutationFields((t) => ({
  upsertUserConfig: t.field({
    type: UserConfigRef,
    description: 'Sets a config of the signed-in user (on conflict of user and key, updates the value).',
    authScopes: { signedIn: true },
    args: { key: t.arg.string({ required: true }), value: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const input = parseArgs(userConfigInput, args);
      return userConfigUpserter(context.db, requireUser(context).id, input);
    },
  }),
  deleteUserConfig: t.boolean({
    description: "Deletes a config of the signed-in user by key; false when the user had no such key.",
    authScopes: { signedIn: true },
    args: { key: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const key = parseArgs(userConfigKey, args.key);
      return userConfigDeleter(context.db, requireUser(context).id, key);
    },
  }),
}));
