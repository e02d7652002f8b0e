/**
 * Derivatives REST API (public market data, like /api/indices):
 *   GET /api/derivatives/underlyings                       F&O underlyings with spot, lot size, expiries
 *   GET /api/derivatives/expiries?underlying=NIFTY          one underlying's option and futures expiries
 *   GET /api/derivatives/chain?underlying=NIFTY&expiry=...  the option chain now (first expiry by default)
 *   GET /api/derivatives/futures?underlying=NIFTY           the futures board now
 * and the hub topics chain:<UNDERLYING>:<YYYY-MM-DD>, futures:<UNDERLYING> when the live hub is running.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../platform/http/validate';
import type { LiveServices } from '../live/liveServices';
import type { AppDb } from '../platform/db/client';
import type { Env } from '../platform/env';
import { DerivativesService } from './derivativesService';

const underlyingQuery = z.object({
  underlying: z
    .string({ error: 'underlying is required, e.g. underlying=NIFTY.' })
    .trim()
    .min(1, 'underlying is required, e.g. underlying=NIFTY.')
    .max(30, 'underlying must be at most 30 characters.'),
});

const chainQuery = underlyingQuery.extend({
  expiry: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expiry must be a date like 2026-11-24.')
    .optional(),
});

export interface DerivativesDeps {
  db: AppDb;
  env: Pick<Env, 'DERIVATIVES_RATE' | 'DERIVATIVES_PUBLISHES_PER_SECOND' | 'DATA_MIRROR'>;
  live: Pick<LiveServices, 'feed' | 'hub'>;
}

export function derivativesRoutes({ db, env, live }: DerivativesDeps) {
  return async function register(app: FastifyInstance) {
    const derivatives = new DerivativesService({
      db,
      rate: env.DERIVATIVES_RATE,
      publishesPerSecond: env.DERIVATIVES_PUBLISHES_PER_SECOND,
      mirror: env.DATA_MIRROR,
      feed: live.feed,
      publish: (topic, data) => live.hub.publish(topic, data),
    });
    const source = derivatives.topicSource();
    live.hub.registerSource('chain:', source);
    live.hub.registerSource('futures:', source);
    app.addHook('onClose', async () => derivatives.close());
    // Load a mirror's Kite dump in the background, so the first chain request does not wait for it.
    app.addHook('onReady', async () => {
      void derivatives.ensureContracts();
    });

    app.get('/api/derivatives/underlyings', async () => ({ underlyings: await derivatives.underlyings(), simulated: derivatives.simulated }));

    app.get('/api/derivatives/expiries', async (request) => {
      const { underlying } = validate(underlyingQuery, request.query);
      return derivatives.expiries(underlying);
    });

    app.get('/api/derivatives/chain', async (request) => {
      const { underlying, expiry } = validate(chainQuery, request.query);
      return derivatives.chain(underlying, expiry);
    });

    app.get('/api/derivatives/futures', async (request) => {
      const { underlying } = validate(underlyingQuery, request.query);
      return derivatives.futures(underlying);
    });
  };
}
