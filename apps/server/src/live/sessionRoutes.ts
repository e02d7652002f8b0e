import { type FeedStatus, marketSessionAt } from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import type { LiveServices } from './liveServices';

/**
 * GET /api/live/session: the NSE session now (open, pre-open, closed, weekend, or a holiday with its name,
 * from the trading calendar in core) and the live feed's state, for screens that do not hold a socket.
 */
export function liveSessionRoutes(live: LiveServices, now: () => number = Date.now) {
  return async function register(app: FastifyInstance) {
    app.get('/api/live/session', async (): Promise<FeedStatus> => {
      const { feed } = live;
      return { feed: feed.kind, live: feed.isLive(), market: marketSessionAt(now()) };
    });
  };
}
