import { invalidInput, notFound } from '../../platform/errors';
import type { LiveFeed } from '../feed';

/** Parses the token of "tick:<token>" / "candles:<token>:<interval>" (Kite tokens, or negative stand-ins). */
export function parseToken(text: string | undefined, topic: string): number {
  if (!text || !/^-?\d{1,12}$/.test(text)) throw invalidInput(`"${topic}" needs an instrument token, e.g. tick:256265.`);
  return Number(text);
}

/** Throws (an error frame for the subscriber) when the feed can never price the token; see LiveFeed.unavailable. */
export async function assertPriceable(feed: LiveFeed, token: number): Promise<void> {
  const reason = await feed.unavailable?.(token);
  if (reason) throw notFound(reason);
}
