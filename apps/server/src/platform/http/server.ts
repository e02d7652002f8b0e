import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { type AuthOptions, registerAuth } from '../auth';
import type { Env } from '../env';
import { asAppError } from '../errors';
import { rootLogger } from '../logger';
import { registerCompression } from './compression';
import { registerInputHygiene } from './inputHygiene';
import { rateLimitPluginOptions } from './rateLimit';
import { registerBodyTimeout } from './bodyTimeout';
import { registerRequestLog } from './requestLog';
import { registerSecurityHeaders, securityHeaders } from './security';

export interface HttpServerOptions {
  env: Pick<Env, 'TRUST_PROXY' | 'KITE_BASKET_URL' | 'REQUEST_TIMEOUT_MS'>;
  /** The session lookup and admin list for the one auth guard (platform/auth.ts). */
  auth: AuthOptions;
  /** Rate limit store options (default: in-process); see http/rateLimit.ts. */
  rateLimitStore?: Parameters<typeof rateLimitPluginOptions>[0];
}

/** TRUST_PROXY for fastify: n hops as a trust function (hop 0 is the socket's peer), or the proxies' addresses. */
function trustProxyOption(setting: Env['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * The bare HTTP server every feature is registered on: logging, body limit, the one error handler (REST side
 * of the error shape `{ error, message }`), security headers, response compression, rate limiting and the auth guard.
 */
export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const headers = securityHeaders(options.env);
  const app = Fastify({
    loggerInstance: rootLogger().child({ category: 'http' }) as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(options.env.TRUST_PROXY),
    // Headers sent slowly and idle sockets are cut off (a body sent slowly: bodyTimeout.ts).
    requestTimeout: options.env.REQUEST_TIMEOUT_MS,
    connectionTimeout: options.env.REQUEST_TIMEOUT_MS * 2,
    // Fastify's two info lines per request give way to one line with the response time (requestLog.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Errors before routing (a malformed % escape: FST_ERR_BAD_URL) skip the hooks: answered here, in the one
    // error shape and with the security headers every other response has.
    frameworkErrors: (error, _request, reply) => {
      for (const [name, value] of headers) reply.header(name, value);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid (a malformed % escape).' : error.message;
      void (reply as FastifyReply).status(status).send({ error: 'invalid_request', message });
    },
  });
  registerRequestLog(app);
  registerBodyTimeout(app, options.env.REQUEST_TIMEOUT_MS);

  app.setErrorHandler((error, request, reply) => {
    const known = asAppError(error);
    if (known) {
      if (known.status === 503) request.log.warn({ err: error }, 'database unavailable');
      return reply.status(known.status).send(known.toBody());
    }
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

  registerSecurityHeaders(app, headers);
  await registerCompression(app);
  registerAuth(app, options.auth);
  // GraphQL answers bad text in its own error shape (graphql/inputHygiene.ts).
  registerInputHygiene(app, ['/v1/graphql']);
  await app.register(rateLimit, rateLimitPluginOptions(options.rateLimitStore));
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}
