import { type FeedStatus, marketSessionAt } from '@sanchay/core';
import { invalidInput } from '../../platform/errors';
import type { LiveFeed } from '../feed';
import type { MarketHub } from '../hub';

export const STATUS_TOPIC = 'status';

const CHECK_EVERY_MS = 5000;

/** "status": the feed's kind, whether it is producing ticks and the NSE session (holidays by name); published when it changes. */
export function registerStatusSource(hub: MarketHub, feed: LiveFeed, now: () => number = Date.now): () => void {
  const current = (): FeedStatus => ({ feed: feed.kind, live: feed.isLive(), market: marketSessionAt(now()) });
  let last = JSON.stringify(current());
  hub.registerSource(STATUS_TOPIC, {
    start(topic) {
      if (topic !== STATUS_TOPIC) throw invalidInput(`Unknown topic "${topic}".`);
    },
    stop() {},
    snapshot: () => current(),
  });
  const timer = setInterval(() => {
    const now = current();
    const text = JSON.stringify(now);
    if (text === last) return;
    last = text;
    hub.publish(STATUS_TOPIC, now);
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
