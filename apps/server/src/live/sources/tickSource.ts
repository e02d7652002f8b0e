import type { LiveFeed, Tick } from '../feed';
import type { MarketHub, TopicSource } from '../hub';
import { assertPriceable, parseToken } from './topicNames';

export const TICK_PREFIX = 'tick:';

/** "tick:<token>": every Tick of one instrument; the snapshot is its latest tick. */
export function registerTickSource(hub: MarketHub, feed: LiveFeed): () => void {
  const source: TopicSource = {
    async start(topic) {
      const token = parseToken(topic.slice(TICK_PREFIX.length), topic);
      await assertPriceable(feed, token);
      feed.subscribe([token], 'full');
    },
    stop(topic) {
      feed.unsubscribe([Number(topic.slice(TICK_PREFIX.length))]);
    },
    snapshot(topic) {
      return feed.lastTick(Number(topic.slice(TICK_PREFIX.length))) ?? null;
    },
  };
  hub.registerSource(TICK_PREFIX, source);
  return feed.onTicks((ticks) => {
    for (const tick of latestPerToken(ticks)) {
      const topic = `${TICK_PREFIX}${tick.instrumentToken}`;
      if (hub.subscriberCount(topic) > 0) hub.publish(topic, tick);
    }
  });
}

/** A batch can hold several ticks of one token (a catch-up): browsers only need the newest. */
export function latestPerToken(ticks: readonly Tick[]): Tick[] {
  const latest = new Map<number, Tick>();
  for (const tick of ticks) latest.set(tick.instrumentToken, tick);
  return [...latest.values()];
}
