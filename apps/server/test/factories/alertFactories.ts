/**
 * Test factories for alerts: people (with or without Telegram), listings with a year of daily bars shaped to
 * trend up or down, and the next day's bar that breaks the trend. Not imported by application code.
 */
import { addDays, weekdayOf } from '@sanchay/core';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/platform/db/client';
import { type FakeBotApi, startFakeBotApi } from '../fakes/fakeBotApi';
import { createTestApp, openTestDatabase, type TestApp } from '../support';
import { insertBars, insertCompany, uniqueTag } from './marketFixtures';
import { users } from '../../src/identity/schema';
import type { AppDb } from '../../src/platform/db/client';

let seq = 0;
let telegramIds = 800_000_000 + Math.floor(Math.random() * 100_000_000);

export async function makePerson(db: AppDb, { telegram = true } = {}) {
  const n = `${process.pid}.${Date.now().toString(36)}.${++seq}`;
  const [user] = await db
    .insert(users)
    .values({ email: `alerts.${n}@example.com`, googleId: `g-alerts-${n}`, telegramId: telegram ? BigInt(telegramIds++) : null })
    .returning();
  return user!;
}

/** `count` weekdays ending on `last` (inclusive), oldest first. */
export function weekdaysUntil(last: string, count: number): string[] {
  const days: string[] = [];
  for (let d = last; days.length < count; d = addDays(d, -1)) if (weekdayOf(d) !== 0 && weekdayOf(d) !== 6) days.unshift(d);
  return days;
}

export interface TrendListing {
  id: string;
  symbol: string;
  lastClose: number;
}

/**
 * A listing with 260 sessions up to `last`: a steady trend (+0.5 a day up, -0.5 down) from 900 (up) or 1100
 * (down), highs and lows 2 either side of the close.
 */
export async function trendListing(db: AppDb, last: string, direction: 'up' | 'down'): Promise<TrendListing> {
  const symbol = uniqueTag('AL');
  const company = await insertCompany(db, { symbol });
  const days = weekdaysUntil(last, 260);
  const closes = days.map((_, i) => (direction === 'up' ? 900 + 0.5 * i : 1100 - 0.5 * i));
  await insertBars(db, company.id, days.map((date, i) => [date, closes[i]!, { open: closes[i]!, high: closes[i]! + 2, low: closes[i]! - 2, volume: 1000 }]));
  return { id: company.id, symbol, lastClose: closes.at(-1)! };
}

/** The next session's bar at `close` (a new day's ingest). */
export async function addSession(db: AppDb, listing: TrendListing, date: string, close: number) {
  await insertBars(db, listing.id, [[date, close, { open: close, high: close + 2, low: close - 2, volume: 1000 }]]);
  listing.lastClose = close;
}

/**
 * A listing whose 260 sessions up to `last` alternate between 980 and 1020 (2% a day) (highs and lows at the close),
 * ending at the year's high ('high') or low ('low'): any step of a live walk past it makes a new one.
 */
export async function rangeListing(db: AppDb, last: string, endsAt: 'high' | 'low'): Promise<TrendListing> {
  const symbol = uniqueTag('LA');
  const company = await insertCompany(db, { symbol });
  const days = weekdaysUntil(last, 260);
  const top = endsAt === 'high' ? 0 : 1;
  const closes = days.map((_, i) => ((days.length - 1 - i) % 2 === top ? 1020 : 980));
  await insertBars(db, company.id, days.map((date, i) => [date, closes[i]!, { open: closes[i]!, high: closes[i]!, low: closes[i]!, volume: 100_000 }]));
  return { id: company.id, symbol, lastClose: closes.at(-1)! };
}

/** The test file's database and a fake Telegram Bot API, opened before its tests and closed after them. */
export function useDatabaseAndBot(): { database: Database; fake: FakeBotApi } {
  const context = {} as { database: Database; fake: FakeBotApi };
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.fake = await startFakeBotApi();
  });
  afterAll(async () => {
    await context.fake.close();
    await context.database.close();
  });
  return context;
}

/** The whole app (HTTP, chat, real DB) and a fake Telegram Bot API, for a test file. */
export function useAppAndBot(): { t: TestApp; fake: FakeBotApi } {
  const context = {} as { t: TestApp; fake: FakeBotApi };
  beforeAll(async () => {
    context.t = await createTestApp();
    context.fake = await startFakeBotApi();
  });
  afterAll(async () => {
    await context.fake.close();
    await context.t.close();
  });
  return context;
}
