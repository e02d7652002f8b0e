import { dipSipInstrumentTokens, dipSipSubscriptionList } from '@sanchay/core';
import { builder, parseArgs, requireUser } from '../platform/graphql/builder';
import type { UserInstrumentRow } from './schema';
import { type SyncResult, subscriptionSyncer } from './subscriptionSyncer';
import { assertDipSipEtfs, listUserInstruments, userInstrumentsDeleter, userInstrumentsUpserter } from './userInstruments';

/** The presenter of a user_instrument row (spec 001 sections 3.1 and 7.2). */
export const UserInstrumentRef = builder.objectRef<UserInstrumentRow>('UserInstrument').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    instrumentSymbol: t.exposeString('instrumentSymbol'),
    instrumentToken: t.exposeInt('instrumentToken'),
    value: t.exposeInt('value', { description: 'Amount in rupees.' }),
    baseAmount: t.exposeInt('baseAmount', { description: 'Amount in rupees.' }),
    trigger: t.exposeFloat('trigger', { description: 'Fall in % from the previous close.' }),
    notificationFrequency: t.exposeInt('notificationFrequency'),
    notificationFrequencyUnit: t.exposeString('notificationFrequencyUnit'),
    allocationFactor: t.exposeFloat('allocationFactor'),
    lastTelegramNotification: t.expose('lastTelegramNotification', { type: 'DateTime', nullable: true }),
  }),
});

const UserInstrumentInput = builder.inputType('UserInstrumentInput', {
  description: 'One DipSIP subscription: an eligible ETF, amount (rupees, >= 100) and trigger (0.5 to 10 %).',
  fields: (t) => ({
    symbol: t.string({ required: true }),
    instrumentToken: t.int({ required: true }),
    amount: t.int({ required: true }),
    trigger: t.float({ required: true }),
  }),
});

const SyncResultRef = builder.objectRef<SyncResult>('DipSipSyncResult').implement({
  fields: (t) => ({
    added: t.exposeInt('added'),
    updated: t.exposeInt('updated'),
    removed: t.exposeInt('removed'),
    total: t.exposeInt('total'),
  }),
});

type InputShape = { symbol: string; instrumentToken: number; amount: number; trigger: number };
const toSubscriptions = (list: readonly InputShape[]) =>
  parseArgs(
    dipSipSubscriptionList,
    list.map((o) => ({ symbol: o.symbol, instrument_token: o.instrumentToken, amount: o.amount, trigger: o.trigger })),
  );

builder.queryFields((t) => ({
  userInstruments: t.field({
    type: [UserInstrumentRef],
    description: "The signed-in user's DipSIP subscriptions.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listUserInstruments(context.db, requireUser(context).id),
  }),
}));

builder.mutationFields((t) => ({
  upsertUserInstruments: t.field({
    type: [UserInstrumentRef],
    description: 'Bulk upsert of the signed-in user\'s subscriptions on (user, symbol).',
    authScopes: { signedIn: true },
    args: { objects: t.arg({ type: [UserInstrumentInput], required: true }) },
    resolve: async (_root, args, context) => {
      const subscriptions = toSubscriptions(args.objects);
      const db = context.db;
      await assertDipSipEtfs(db, subscriptions);
      return userInstrumentsUpserter(db, requireUser(context).id, subscriptions);
    },
  }),
  deleteUserInstruments: t.int({
    description: "Deletes the signed-in user's subscriptions with these instrument tokens; answers how many.",
    authScopes: { signedIn: true },
    args: { instrumentTokens: t.arg.intList({ required: true }) },
    resolve: (_root, args, context) => {
      const tokens = parseArgs(dipSipInstrumentTokens, args.instrumentTokens);
      return userInstrumentsDeleter(context.db, requireUser(context).id, tokens);
    },
  }),
  syncDipSipSubscriptions: t.field({
    type: SyncResultRef,
    description: 'Makes the given list the signed-in user\'s whole set of subscriptions, in one transaction (spec 001 section 7.3).',
    authScopes: { signedIn: true },
    args: { subscriptions: t.arg({ type: [UserInstrumentInput], required: true }) },
    resolve: (_root, args, context) =>
      subscriptionSyncer(context.db, requireUser(context).id, toSubscriptions(args.subscriptions)),
  }),
}));
