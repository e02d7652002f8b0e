import type { CandleSnapshot, CandleUpdate } from '@sanchay/core';
import { invalidInput } from '../../platform/errors';
import { type Candle, CANDLE_INTERVALS, CandleBook, type CandleInterval, isCandleInterval } from '../candles';
import type { LiveFeed } from '../feed';
import type { MarketHub } from '../hub';
import { assertPriceable, parseToken } from './topicNames';

export const CANDLES_PREFIX = 'candles:';
/** A token's candles are kept (and its feed subscription held) this long after its last viewer leaves. */
const LINGER_MS = 15 * 60_000;

/** Snapshot: the whole series; publish: the candle the latest tick changed (same `time` = replace). */
export type { CandleSnapshot, CandleUpdate } from '@sanchay/core';

/**
 * "candles:<token>:<1m|5m|15m>": candles aggregated from ticks on the server. Books live per token; a token's
 * book keeps building while any interval is watched and for LINGER_MS after, so a page reload keeps history.
 */
export function registerCandleSource(
  hub: MarketHub,
  feed: LiveFeed,
  /** Today's stored 1-minute candles of a token (the candle store), so charts survive a restart. */
  storedCandles?: (token: number) => Promise<readonly Candle[]>,
): () => void {
  const intervals = Object.keys(CANDLE_INTERVALS) as CandleInterval[];
  const books = new Map<number, { book: CandleBook; watchers: number; linger: NodeJS.Timeout | null }>();
  const parse = (topic: string) => {
    const [tokenText, interval = ''] = topic.slice(CANDLES_PREFIX.length).split(':');
    const token = parseToken(tokenText, topic);
    if (!isCandleInterval(interval)) throw invalidInput(`"${topic}": the interval must be 1m, 5m or 15m.`);
    return { token, interval };
  };
  hub.registerSource(CANDLES_PREFIX, {
    async start(topic) {
      const { token } = parse(topic);
      if (!books.has(token)) await assertPriceable(feed, token);
      const entry = books.get(token); // read after the wait: another interval's start may have made the book
      if (entry) {
        entry.watchers++;
        if (entry.linger) clearTimeout(entry.linger);
        entry.linger = null;
        return;
      }
      const book = new CandleBook();
      books.set(token, { book, watchers: 1, linger: null });
      const stored = storedCandles ? await storedCandles(token).catch(() => []) : [];
      if (stored.length > 0) book.seed(stored);
      const last = feed.lastTick(token);
      if (last && feed.isLive() && stored.length === 0) {
        // Already streaming (another topic holds the token): start from the session so far.
        book.seed(feed.sessionCandles?.(token) ?? []);
        book.add(last);
      }
      feed.subscribe([token], 'quote');
    },
    stop(topic) {
      const { token } = parse(topic);
      const entry = books.get(token);
      if (!entry || --entry.watchers > 0) return;
      entry.linger = setTimeout(() => {
        books.delete(token);
        feed.unsubscribe([token]);
      }, LINGER_MS);
      entry.linger.unref();
    },
    snapshot(topic): CandleSnapshot | null {
      const { token, interval } = parse(topic);
      const book = books.get(token)?.book;
      return book ? { interval, candles: book.candles(interval) } : null;
    },
  });
  return feed.onTicks((ticks) => {
    if (!feed.isLive()) return; // the closed market's "last close" ticks are not trades
    for (const tick of ticks) {
      const entry = books.get(tick.instrumentToken);
      if (!entry) continue;
      if (entry.book.empty) {
        // The feed's first tick for this token: start from the session so far (simulated: replayed since the open).
        const earlier = feed.sessionCandles?.(tick.instrumentToken) ?? [];
        if (earlier.length > 0) {
          entry.book.seed(earlier);
          entry.book.add(tick);
          for (const interval of intervals) {
            const topic = `${CANDLES_PREFIX}${tick.instrumentToken}:${interval}`;
            hub.publish(topic, { interval, candles: entry.book.candles(interval) } satisfies CandleSnapshot);
          }
          continue;
        }
      }
      const changed = entry.book.add(tick);
      for (const interval of intervals) {
        const topic = `${CANDLES_PREFIX}${tick.instrumentToken}:${interval}`;
        if (hub.subscriberCount(topic) > 0) hub.publish(topic, { interval, candle: changed[interval] } satisfies CandleUpdate);
      }
    }
  });
}
