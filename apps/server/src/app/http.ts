import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { llmSettings } from '../chat/chatAnswerer';
import { chatRoutes } from '../chat/routes';
import { derivativesRoutes } from '../derivatives/routes';
import { backtestRoutes } from '../dipsip/backtestRoutes';
import { etfBoardRoutes } from '../dipsip/etfBoardRoutes';
import { explorerRoutes } from '../explorer/routes';
import { corporateActionsRoutes } from '../market/corporateActions/routes';
import { fundamentalsRoutes } from '../fundamentals/routes';
import { accountRoutes } from '../account/accountRoutes';
import { chatAlertIntent } from '../alerts/chatAlerts';
import { alertRoutes } from '../alerts/routes';
import { identityRoutes } from '../identity/routes';
import { sessionUsers } from '../identity/sessionUser';
import { liveRoutes } from '../live/routes';
import { liveSessionRoutes } from '../live/sessionRoutes';
import { companyNameOfSymbol } from '../market/api/companyDetails';
import { dataStatusRoutes } from '../market/api/dataStatusRoutes';
import { marketRoutes } from '../market/routes';
import { graphqlRoutes } from '../platform/graphql/routes';
import { createHttpServer } from '../platform/http/server';
import { logger } from '../platform/logger';
import { connectedRedis, observedRedis } from '../platform/redis';
import { PORTFOLIO_BENCHMARK } from '@sanchay/core';
import { portfolioAssistant } from '../portfolio/assistant';
import { portfolioRoutes } from '../portfolio/routes';
import { researchRoutes } from '../research/routes';
import { scraperRoutes } from '../scraper/routes';
import { telegramRoutes } from '../telegram/routes';
import { tradingRoutes } from '../trading/routes';
import { readShellHints, shellResponder } from './appShell';
import { registerBuiltAssets } from './builtAssets';
import { graphqlSchema } from './graphqlSchema';
import type { AppServices } from './services';

/** Paths that never fall back to the web app: unknown ones answer a JSON 404. */
const API_PREFIXES = ['/api/', '/v1/', '/dev/', '/ws/'];
/** How long a rate-limit check waits on Redis before the limit is skipped. */
const RATE_LIMIT_REDIS_TIMEOUT_MS = 250;

/** The built web app: WEB_DIST_DIR, else apps/web/dist beside this package. */
function webDistDir(services: AppServices): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = services.env.WEB_DIST_DIR
    ? [path.resolve(services.env.WEB_DIST_DIR)]
    : [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? null;
}

/** The whole HTTP app: the platform server, then every feature with the few services it uses. */
export async function buildApp(services: AppServices): Promise<FastifyInstance> {
  const { env, market, live, research } = services;
  const db = services.database.db;
  // Several instances share every rate limit through Redis (README "Running at scale"); else in-process.
  // A dead or frozen Redis must not hold requests: no queue while disconnected and a short command timeout, so
  // a limit check fails at once and the limit is skipped (fails open, skipOnError below).
  const rateLimitRedis = env.REDIS_URL
    ? observedRedis(env.REDIS_URL, 'rate-limit', { lazyConnect: true, connectTimeout: 500, commandTimeout: RATE_LIMIT_REDIS_TIMEOUT_MS, enableOfflineQueue: false, maxRetriesPerRequest: 0 })
    : null;
  // Connected before the first request (without an offline queue, a command sent earlier would fail).
  if (rateLimitRedis) await connectedRedis(rateLimitRedis).catch((error: unknown) => logger('boot').warn({ err: error }, 'rate-limit Redis not connected yet'));
  const users = sessionUsers(db, services.sessions, services.cluster.bus);
  const app = await createHttpServer({
    env,
    auth: { lookupSession: users.lookup, userChanged: users.changed, adminEmails: env.ADMIN_EMAILS },
    // A Redis outage lifts the limits rather than refusing every request.
    rateLimitStore: rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `${env.REDIS_PREFIX}rate-limit:`, skipOnError: true } : {},
  });
  if (rateLimitRedis) app.addHook('onClose', async () => void rateLimitRedis.disconnect());
  app.addHook('onClose', async () => users.close());

  app.get('/readyz', async (_request, reply) => {
    try {
      if (market.loading) {
        // First start: the market data is still loading (see market/firstStart.ts). Said without a ping, which
        // would wait behind the load's statements.
        return reply.status(503).send({ status: 'loading', message: 'loading market data', database: services.database.kind });
      }
      await services.database.ping();
      return { status: 'ready', database: services.database.kind, data: market.origin };
    } catch (error) {
      logger('db').warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: services.database.kind });
    }
  });

  const { sessions, idTokens, devIdp } = services;
  await app.register(identityRoutes({ db, env, sessions, idTokens, devIdp, isDemo: () => market.isDemo() }));
  await app.register(marketRoutes(db, market));
  await app.register(dataStatusRoutes(db, market));
  await app.register(accountRoutes(db));
  await app.register(portfolioRoutes(db, { benchmark: PORTFOLIO_BENCHMARK }));
  await app.register(researchRoutes({ db, research }));
  await app.register(liveRoutes(live));
  await app.register(liveSessionRoutes(live));
  await app.register(derivativesRoutes({ db, env, live }));
  await app.register(telegramRoutes({ db, env }));
  await app.register(backtestRoutes(db));
  await app.register(etfBoardRoutes(db));
  await app.register(
    chatRoutes({ db, research, llm: llmSettings(env), rateLimitPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE, portfolio: portfolioAssistant(db, { benchmark: PORTFOLIO_BENCHMARK }), intent: chatAlertIntent(db, research) }),
  );
  await app.register(tradingRoutes(db));
  await app.register(alertRoutes(db, research));
  await app.register(scraperRoutes({ db, baseUrl: env.SCRAPER_BASE_URL, runLock: () => services.cluster.tryLock('scraper') }));
  await app.register(fundamentalsRoutes({ db, env }));
  await app.register(corporateActionsRoutes({ db }));
  await app.register(explorerRoutes({ db, sandbox: env }));
  const corsOrigins = [new URL(env.PUBLIC_URL).origin, ...env.CORS_ORIGINS];
  await app.register(graphqlRoutes({ schema: graphqlSchema(), db, pubsub: services.pubsub, production: env.NODE_ENV === 'production', corsOrigins }));

  const dist = webDistDir(services);
  if (dist) {
    // The hashed assets, from memory (builtAssets.ts); fastify-static serves the few files beside index.html.
    registerBuiltAssets(app, dist);
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/buildPlugins.ts); send the one the browser
      // accepts, with Content-Encoding and Vary: Accept-Encoding. They are not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', 'assets/**'],
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const screenShell = dist ? shellResponder(dist, { companyName: (symbol) => companyNameOfSymbol(db, symbol), dataVersion: () => market.dataVersion, dataState: () => ({ demo: market.isDemo(), loading: market.loading }) }) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === '/v1/graphql';
    if (!isApi && dist && (request.method === 'GET' || request.method === 'HEAD')) {
      // SPA fallback: the web router shows the screen, or its 404 page. Screens with an intro get it in the shell.
      const hints = readShellHints(request.headers.cookie);
      const shell = await screenShell?.(url, String(request.headers['accept-encoding'] ?? ''), hints);
      if (shell) {
        reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
        if (shell.encoding) reply.header('content-encoding', shell.encoding);
        return reply.send(shell.body);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    }
    return reply.status(404).send({ error: 'not_found', message: `No route for ${request.method} ${url}` });
  });

  return app;
}
