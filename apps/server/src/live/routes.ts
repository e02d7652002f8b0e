import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../platform/errors';
import { validate } from '../platform/http/validate';
import type { LiveServices } from './liveServices';

/** Largest client frame: a subscribe of 50 topics is well under 8 KB. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

const instrumentQuery = z.object({
  kind: z.enum(['stock', 'index']),
  symbol: z.string().trim().min(1, 'symbol is required').max(100, 'symbol must be at most 100 characters'),
});

/**
 * /ws/market (market data needs no sign-in; protocol in live/hub.ts) and two small lookups the live screens
 * use to turn a symbol or index name into an instrument token.
 */
export function liveRoutes(live: Pick<LiveServices, 'hub' | 'instruments'>) {
  return async function register(app: FastifyInstance) {
    await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });

    app.get(
      '/ws/market',
      {
        websocket: true,
        // Refused before the upgrade: a socket past the cap never costs a connection.
        preValidation: async (request, reply) => {
          if (live.hub.acceptsFrom(request.ip)) return;
          await reply.code(429).send({ error: 'too_many_connections', message: 'Too many live-data connections from your address. Close other tabs and try again.' });
        },
      },
      (socket, request) => {
        live.hub.attach(socket, request.ip);
      },
    );

    /** GET /api/live/instrument?kind=stock|index&symbol=RELIANCE -> { token, kind, symbol, name, lastClose, lastCloseDate } */
    app.get('/api/live/instrument', async (request) => {
      const { kind, symbol } = validate(instrumentQuery, request.query);
      const instrument = await live.instruments.find(kind, symbol);
      if (!instrument) throw notFound(kind === 'index' ? `No index named ${symbol}.` : `No listing with the symbol ${symbol}.`);
      const { token, name } = instrument;
      // The simulated feed starts from the latest stored daily close: say which.
      const { lastClose, lastCloseDate } = await live.instruments.history(instrument);
      return { token, kind, symbol: instrument.symbol, name, lastClose, lastCloseDate: lastCloseDate ?? null };
    });

    /** GET /api/live/indices -> [{ token, symbol, name }] for the live screens' index picker. */
    app.get('/api/live/indices', async () => {
      const indices = await live.instruments.indices();
      return indices.map(({ token, symbol, name }) => ({ token, symbol, name }));
    });

    app.addHook('onClose', async () => live.hub.close());
  };
}
