import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type TestApp } from '../../test/support';
import { uniqueTag } from '../../test/factories/marketFixtures';
import { etfs } from '../market/schema/index';
import { userInstruments } from './schema';

let t: TestApp;
const T = uniqueTag('DS');
const base = 100_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const NIFTY = { symbol: `${T}NIFTY`, instrumentToken: base + 1 };
const BANK = { symbol: `${T}BANK`, instrumentToken: base + 2 };
const JUNIOR = { symbol: `${T}JUNIOR`, instrumentToken: base + 3 };
const GOLD = { symbol: `${T}GOLD`, instrumentToken: base + 4 }; // an ETF, but not a DipSIP one

beforeAll(async () => {
  t = await createTestApp();
  await t.services.database.db.insert(etfs).values([
    { ...NIFTY, underlying: 'NIFTY 50', name: 'Nifty BeES', assetClass: 'equity-index', isDipSipEtf: true, source: 'test' },
    { ...BANK, underlying: 'NIFTY BANK', name: 'Bank BeES', assetClass: 'equity-index', isDipSipEtf: true, source: 'test' },
    { ...JUNIOR, underlying: 'NIFTY NEXT 50', name: 'Junior BeES', assetClass: 'equity-index', isDipSipEtf: true, source: 'test' },
    { ...GOLD, underlying: 'Gold', name: 'Gold BeES', assetClass: 'gold', source: 'test' },
  ]);
});
afterAll(() => t.close());

const LIST = '{ userInstruments { id instrumentSymbol instrumentToken value baseAmount trigger lastTelegramNotification } }';
const UPSERT = `mutation ($objects: [UserInstrumentInput!]!) {
  upsertUserInstruments(objects: $objects) { id userId instrumentSymbol instrumentToken value }
}`;
const DELETE = 'mutation ($tokens: [Int!]!) { deleteUserInstruments(instrumentTokens: $tokens) }';
const SYNC = `mutation ($subscriptions: [UserInstrumentInput!]!) {
  syncDipSipSubscriptions(subscriptions: $subscriptions) { added updated removed total }
}`;

const sub = (etf: { symbol: string; instrumentToken: number }, amount = 1000, trigger = 2) => ({ ...etf, amount, trigger });
const list = async (token: string) =>
  ((await graphql(t.app, LIST, {}, token)).body.data?.userInstruments ?? []) as {
    instrumentSymbol: string;
    instrumentToken: number;
    value: number;
    baseAmount: number;
    trigger: number;
  }[];
const summary = async (token: string) =>
  (await list(token)).map((r) => [r.instrumentSymbol, r.baseAmount, r.trigger]);

describe('user instruments over GraphQL', () => {
  it('upserts on (user, symbol) with the fixed fields, lists and deletes by token', async () => {
    const a = await signIn(t.app);
    const first = await graphql(t.app, UPSERT, { objects: [sub(NIFTY, 1500, 2.5), sub(BANK)] }, a.token);
    expect(first.status).toBe(200);
    const rows = first.body.data?.upsertUserInstruments;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ userId: a.user.id, instrumentSymbol: NIFTY.symbol, instrumentToken: NIFTY.instrumentToken, value: 1500 });

    const again = await graphql(t.app, UPSERT, { objects: [sub(NIFTY, 2000, 3)] }, a.token);
    expect(again.body.data?.upsertUserInstruments[0].id).toBe(rows[0].id);
    expect(await summary(a.token)).toEqual([
      [BANK.symbol, 1000, 2],
      [NIFTY.symbol, 2000, 3],
    ]);
    const [stored] = await t.services.database.db.select().from(userInstruments).where(eq(userInstruments.id, rows[0].id));
    expect(stored).toMatchObject({ value: 2000, baseAmount: 2000, notificationFrequency: 1, allocationFactor: 1, notificationFrequencyUnit: '1_day' });

    const deleted = await graphql(t.app, DELETE, { tokens: [NIFTY.instrumentToken, 999] }, a.token);
    expect(deleted.body.data?.deleteUserInstruments).toBe(1);
    expect(await summary(a.token)).toEqual([[BANK.symbol, 1000, 2]]);
  });

  it('syncs a whole set in one go and counts added, updated and removed', async () => {
    const a = await signIn(t.app);
    const one = await graphql(t.app, SYNC, { subscriptions: [sub(NIFTY), sub(BANK, 500)] }, a.token);
    expect(one.body.data?.syncDipSipSubscriptions).toEqual({ added: 2, updated: 0, removed: 0, total: 2 });

    const two = await graphql(t.app, SYNC, { subscriptions: [sub(NIFTY), sub(BANK, 700, 1.5), sub(JUNIOR)] }, a.token);
    expect(two.body.data?.syncDipSipSubscriptions).toEqual({ added: 1, updated: 1, removed: 0, total: 3 });

    const three = await graphql(t.app, SYNC, { subscriptions: [sub(JUNIOR, 100, 10)] }, a.token);
    expect(three.body.data?.syncDipSipSubscriptions).toEqual({ added: 0, updated: 1, removed: 2, total: 1 });
    expect(await summary(a.token)).toEqual([[JUNIOR.symbol, 100, 10]]);

    const same = await graphql(t.app, SYNC, { subscriptions: [sub(JUNIOR, 100, 10)] }, a.token);
    expect(same.body.data?.syncDipSipSubscriptions).toEqual({ added: 0, updated: 0, removed: 0, total: 1 });

    const none = await graphql(t.app, SYNC, { subscriptions: [] }, a.token);
    expect(none.body.data?.syncDipSipSubscriptions).toEqual({ added: 0, updated: 0, removed: 1, total: 0 });
    expect(await list(a.token)).toEqual([]);
  });

  it('refuses bad input with a 400 naming the problem and writes nothing', async () => {
    const a = await signIn(t.app);
    await graphql(t.app, SYNC, { subscriptions: [sub(NIFTY, 1200)] }, a.token);
    const cases: [unknown[], string][] = [
      [[sub(NIFTY), { symbol: `${T}NOPE`, instrumentToken: 5, amount: 1000, trigger: 2 }], `${T}NOPE is not a DipSIP ETF`],
      [[sub(GOLD)], `${GOLD.symbol} is not a DipSIP ETF`],
      [[{ ...sub(BANK), instrumentToken: NIFTY.instrumentToken }], `does not belong to ${BANK.symbol}`],
      [[sub(BANK, 50)], 'amount must be at least 100'],
      [[sub(BANK, 1000, 0.25)], 'trigger must be between 0.5 and 10'],
      [[sub(BANK, 1000, 11)], 'trigger must be between 0.5 and 10'],
      [[sub(BANK), sub(BANK, 2000)], 'duplicate symbol'],
    ];
    for (const mutation of [SYNC, UPSERT]) {
      for (const [objects, message] of cases) {
        const response = await graphql(t.app, mutation, mutation === SYNC ? { subscriptions: objects } : { objects }, a.token);
        expect(response.status, message).toBe(400);
        expect(response.body.errors?.[0]?.message).toContain(message);
        // The one error shape: the stable id travels in the extensions beside the GraphQL code.
        expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', error: 'invalid_input' });
      }
    }
    expect(await summary(a.token)).toEqual([[NIFTY.symbol, 1200, 2]]);
  });

  it('refuses every operation without a token', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [UPSERT, { objects: [sub(NIFTY)] }],
      [DELETE, { tokens: [NIFTY.instrumentToken] }],
      [SYNC, { subscriptions: [] }],
    ] as const) {
      const response = await graphql(t.app, query, variables);
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', error: 'unauthorized' });
    }
  });

  it("never lets user A read or change user B's subscriptions", async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    await graphql(t.app, SYNC, { subscriptions: [sub(NIFTY, 3000), sub(BANK, 4000)] }, b.token);

    expect(await list(a.token)).toEqual([]);
    // A's sync of the same ETFs (and of nothing) creates and removes A's rows only.
    expect((await graphql(t.app, SYNC, { subscriptions: [sub(NIFTY)] }, a.token)).body.data?.syncDipSipSubscriptions).toEqual({
      added: 1, updated: 0, removed: 0, total: 1,
    });
    expect((await graphql(t.app, SYNC, { subscriptions: [] }, a.token)).body.data?.syncDipSipSubscriptions.removed).toBe(1);
    // A deleting B's tokens deletes nothing.
    expect((await graphql(t.app, DELETE, { tokens: [NIFTY.instrumentToken, BANK.instrumentToken] }, a.token)).body.data?.deleteUserInstruments).toBe(0);
    // A's upsert of B's symbols writes A's own rows.
    const upserted = await graphql(t.app, UPSERT, { objects: [sub(BANK, 100)] }, a.token);
    expect(upserted.body.data?.upsertUserInstruments[0].userId).toBe(a.user.id);

    // No argument can name another user.
    for (const query of [
      `{ userInstruments(user_id: "${b.user.id}") { id } }`,
      `mutation { deleteUserInstruments(instrumentTokens: [${BANK.instrumentToken}], user_id: "${b.user.id}") }`,
      `mutation { syncDipSipSubscriptions(subscriptions: [], userId: "${b.user.id}") { removed } }`,
      `mutation { upsertUserInstruments(objects: [{ symbol: "${NIFTY.symbol}", instrumentToken: ${NIFTY.instrumentToken}, amount: 100, trigger: 1, userId: "${b.user.id}" }]) { id } }`,
    ]) {
      const response = await graphql(t.app, query, {}, a.token);
      expect(response.body.data ?? null).toBeNull();
      expect(response.body.errors?.[0]?.message).toMatch(/Unknown argument|not defined by type/);
    }
    expect(await summary(b.token)).toEqual([
      [BANK.symbol, 4000, 2],
      [NIFTY.symbol, 3000, 2],
    ]);
  });
});
