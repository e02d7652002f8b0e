/**
 * Test helpers for the live module (not imported by application code): listings and an index with daily
 * bars under unique names, and a real HTTP server whose simulated feed runs on a hand-driven clock.
 */
import { surrogateInstrumentToken } from '@sanchay/core';
import WebSocket from 'ws';
import { insertBars, insertCompany, uniqueTag } from './marketFixtures';
import { inArray } from 'drizzle-orm';
import { companyProfile, marketIndexCompanies, marketIndexPriceDaily, marketIndices } from '../../src/market/schema/index';
import type { AppDb } from '../../src/platform/db/client';

/** Weekdays of November 2026 before the 20th, oldest first: 14 sessions of daily bars. */
const SESSIONS = ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13', '16', '17', '18', '19'].map((d) => `2026-11-${d}`);

export interface SeededListing {
  symbol: string;
  token: number;
  lastClose: number;
  previousClose: number;
}

/** A listing whose closes wander around `base`; its token is the surrogate of its unique symbol. */
export async function seedListing(db: AppDb, base = 1000): Promise<SeededListing> {
  const symbol = uniqueTag('LV');
  const company = await insertCompany(db, { symbol });
  const closes = SESSIONS.map((_, i) => Math.round(base * (1 + 0.01 * Math.sin(i * 1.7)) * 100) / 100);
  await insertBars(db, company.id, SESSIONS.map((date, i) => [date, closes[i]!, { volume: 100_000 + i * 1000 }]));
  return { symbol, token: surrogateInstrumentToken(symbol), lastClose: closes.at(-1)!, previousClose: closes.at(-2)! };
}

/** An index with daily bars and `count` priced constituents. */
export async function seedIndex(db: AppDb, count = 6, { withLevels = true } = {}): Promise<{ name: string; token: number; members: SeededListing[] }> {
  const name = `LIVE ${uniqueTag('IX')}`;
  const [index] = await db.insert(marketIndices).values({ indexName: name, source: 'test' }).returning();
  // Without levels it is like NIFTY 500 in the public mirror: constituents, but no daily closes.
  if (withLevels) await db.insert(marketIndexPriceDaily).values(SESSIONS.map((date, i) => ({ indexId: index!.id, date, close: 20_000 + i * 10 })));
  const members: SeededListing[] = [];
  for (let i = 0; i < count; i++) members.push(await seedListing(db, 100 + i * 50));
  const ids = await db.select({ id: companyProfile.id }).from(companyProfile).where(inArray(companyProfile.symbol, members.map((m) => m.symbol)));
  await db.insert(marketIndexCompanies).values(ids.map((c) => ({ indexId: index!.id, companyId: c.id })));
  return { name, token: surrogateInstrumentToken(name), members };
}

export interface Frame {
  topic: string;
  data: any;
  sentAt?: number;
}

/** A ws client that queues frames and lets a test wait for the next one matching a condition. */
export class TestSocket {
  readonly frames: Frame[] = [];
  closed = false;
  /** The close frame's code and reason once the socket closed (1006 when the server dropped it). */
  closeCode: number | null = null;
  closeReason = '';
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void; from: number }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
    socket.on('close', (code, reason) => {
      this.closed = true;
      this.closeCode = code;
      this.closeReason = reason.toString();
    });
  }

  static open(url: string): Promise<TestSocket> {
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestSocket(socket)));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next frame (already received since `since`, or arriving within timeoutMs) that matches. */
  next(match: (f: Frame) => boolean, timeoutMs = 3000, since = 0): Promise<Frame> {
    const seen = this.frames.slice(since).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(-5))}`)), timeoutMs);
      this.waiters.push({ match, from: since, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  }

  close(): void {
    this.socket.close();
  }
}
