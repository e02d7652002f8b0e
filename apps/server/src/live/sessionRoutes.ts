import { type FeedStatus, marketSessionAt } from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../platform/services';

/**
 * GET /api/live/session: the NSE session now (open, pre-open, closed, weekend, or a holiday with its name,
 * from the trading calendar in core) and the live feed's state, for screens that do not hold a socket.
 */
export function liveSessionRoutes(services: Services, now: () => number = Date.now) {
  return async function register(app: FastifyInstance) {
    app.get('/api/live/session', async (): Promise<FeedStatus> => {
      const { feed } = services.live;
      return { feed: feed.kind, live: feed.isLive(), market: marketSessionAt(now()) };
    });
  };
}
