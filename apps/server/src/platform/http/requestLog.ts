import type { FastifyInstance } from 'fastify';

/**
 * One line per request at debug level (method, path, status, time), instead of fastify's two info lines:
 * a normal start stays readable, LOG_LEVEL=debug shows the traffic. Errors are logged by the error handler.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}
