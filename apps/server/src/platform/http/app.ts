import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { backtestRoutes } from '../../dipsip/backtestRoutes';
import { chatRoutes } from '../../chat/routes';
import { etfBoardRoutes } from '../../dipsip/etfBoardRoutes';
import { derivativesRoutes } from '../../derivatives/routes';
import { tradingRoutes } from '../../trading/routes';
import { explorerRoutes } from '../../explorer/routes';
import { identityRoutes } from '../../identity/routes';
import { accountRoutes } from '../../identity/accountRoutes';
import { liveRoutes } from '../../live/routes';
import { marketRoutes } from '../../market/routes';
import { dataStatusRoutes } from '../../market/api/dataStatusRoutes';
import { researchRoutes } from '../../research/routes';
import { scraperRoutes } from '../../scraper/routes';
import { fundamentalsRoutes } from '../../fundamentals/routes';
import { telegramRoutes } from '../../telegram/routes';
import { AppError } from '../errors';
import { graphqlRoutes } from '../graphql/routes';
import { logger, rootLogger } from '../logger';
import type { Services } from '../services';
import { registerRequestLog } from './requestLog';
import { registerSecurityHeaders } from './security';

/** Paths that never fall back to the web app: unknown ones answer a JSON 404. */
const API_PREFIXES = ['/api/', '/v1/', '/dev/', '/ws/'];

/** The built web app: WEB_DIST_DIR, else apps/web/dist beside this package. */
function webDistDir(services: Services): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = services.env.WEB_DIST_DIR
    ? [path.resolve(services.env.WEB_DIST_DIR)]
    : [path.resolve(here, '../../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? null;
}

export async function buildApp(services: Services): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: rootLogger().child({ category: 'http' }) as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: services.env.TRUST_PROXY,
    // Fastify's two info lines per request give way to one debug line (requestLog.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.toBody());
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'invalid_request', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });

  await registerSecurityHeaders(app, services.env);
  await app.register(rateLimit, { global: false });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await services.database.ping();
      if (services.market.loading) {
        // First start: the market data is still loading (see market/firstStart.ts).
        return reply.status(503).send({ status: 'loading', database: services.database.kind });
      }
      return { status: 'ready', database: services.database.kind, data: services.market.origin };
    } catch (error) {
      logger('db').warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: services.database.kind });
    }
  });

  await app.register(identityRoutes(services));
  await app.register(accountRoutes(services));
  await app.register(marketRoutes(services));
  await app.register(dataStatusRoutes(services));
  await app.register(researchRoutes(services));
  await app.register(liveRoutes(services));
  await app.register(derivativesRoutes(services));
  await app.register(telegramRoutes(services));
  await app.register(backtestRoutes(services));
  await app.register(etfBoardRoutes(services));
  await app.register(chatRoutes(services));
  await app.register(tradingRoutes(services));
  await app.register(scraperRoutes(services));
  await app.register(fundamentalsRoutes(services));
  await app.register(explorerRoutes(services));
  await app.register(graphqlRoutes(services));

  const dist = webDistDir(services);
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === '/v1/graphql';
    if (!isApi && dist && (request.method === 'GET' || request.method === 'HEAD')) {
      // SPA fallback: the web router shows the screen, or its 404 page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    }
    return reply.status(404).send({ error: 'not_found', message: `No route for ${request.method} ${url}` });
  });

  return app;
}
