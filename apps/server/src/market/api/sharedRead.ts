import { LRUCache } from 'lru-cache';
import type { MarketData } from '../marketData';

/** How long one read of a status answers every request on this instance (another instance's ingest shows after it). */
export const SHARED_READ_TTL_MS = 30_000;

/**
 * One read answering every request for a while: the status endpoints are asked on every page load by every
 * visitor and each is a few aggregate queries (on the embedded database 50-100 ms of the server's CPU) over
 * data that changes once a day. Concurrent requests share the read in flight; a failed read is not kept; a
 * change of the market data (MarketData.dataVersion) starts a new read at once.
 */
export function sharedRead<T extends object>(market: MarketData, read: () => Promise<T>, ttlMs = SHARED_READ_TTL_MS): () => Promise<T> {
  const cache = new LRUCache<number, T>({ max: 1, ttl: ttlMs, fetchMethod: read });
  return async () => (await cache.fetch(market.dataVersion)) as T;
}
