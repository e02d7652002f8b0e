import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths of the API proper; everything else is a health check, the web app or one of its assets. */
const API_PREFIXES = ['/api/', '/v1/', '/dev/', '/ws/'];

/** Whether a request's line is worth info level: API calls are, health checks and static files are not. */
export function isQuietRequest(url: string): boolean {
  return !API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function levelOf(request: FastifyRequest): 'info' | 'debug' {
  return isQuietRequest(request.url) ? 'debug' : 'info';
}

/**
 * One line per request (method, path, status, response time) instead of fastify's two: API calls at info,
 * health checks (/healthz, /readyz) and the web app's files at debug, so a load balancer's polling and a page
 * load's 30 assets do not drown the log. Errors are logged by the error handler.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    // A level below the configured one is pino's no-op: health checks cost nothing at info.
    request.log[levelOf(request)]({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
}
