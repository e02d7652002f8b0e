import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, uniqueEmail } from '../../test/support';
import { users } from '../identity/schema';
import type { Database } from '../platform/db/client';
import { uniqueTag } from '../../test/factories/marketFixtures';
import { etfs } from '../market/schema/index';
import { subscriptionSyncer } from './subscriptionSyncer';
import { listUserInstruments } from './userInstruments';

// A command test: the syncer on a real database, no HTTP app to boot.
let database: Database;
const T = uniqueTag('SY');
const base = 200_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const A = { symbol: `${T}A`, instrument_token: base + 1 };
const B = { symbol: `${T}B`, instrument_token: base + 2 };

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(etfs).values(
    [A, B].map((e) => ({ symbol: e.symbol, instrumentToken: e.instrument_token, underlying: 'NIFTY 50', name: e.symbol, assetClass: 'equity-index', isDipSipEtf: true, source: 'test' })),
  );
});
afterAll(() => database.close());

async function newUser() {
  const [user] = await database.db.insert(users).values({ email: uniqueEmail('sync'), googleId: 'test' }).returning();
  return user!;
}

describe('subscriptionSyncer', () => {
  it('rolls the whole sync back when a write fails half-way (the delete is undone)', async () => {
    const db = database.db;
    const user = await newUser();
    await subscriptionSyncer(db, user.id, [{ ...A, amount: 1000, trigger: 2 }]);
    // Past zod (which would refuse it), an amount beyond the integer column fails the upsert after the delete ran.
    await expect(subscriptionSyncer(db, user.id, [{ ...B, amount: 5_000_000_000, trigger: 2 }])).rejects.toThrow();
    const rows = await listUserInstruments(db, user.id);
    expect(rows.map((r) => [r.instrumentSymbol, r.baseAmount])).toEqual([[A.symbol, 1000]]);
  });

  it('refuses an ineligible symbol before writing anything', async () => {
    const db = database.db;
    const user = await newUser();
    await subscriptionSyncer(db, user.id, [{ ...A, amount: 1000, trigger: 2 }]);
    await expect(subscriptionSyncer(db, user.id, [{ symbol: `${T}ZZZ`, instrument_token: 1, amount: 1000, trigger: 2 }])).rejects.toThrow(
      `${T}ZZZ is not a DipSIP ETF`,
    );
    expect((await listUserInstruments(db, user.id)).map((r) => r.instrumentSymbol)).toEqual([A.symbol]);
  });
});
