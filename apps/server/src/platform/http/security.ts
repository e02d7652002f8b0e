import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Env } from '../env';

/**
 * The headers a helmet middleware sets, found once by running it against a recording response: they depend
 * only on the options (no per-request nonces here), and building them per request (as @fastify/helmet does,
 * parsing the CSP each time) cost about 3% of a small GraphQL request.
 */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  middleware({} as never, recorder, () => {});
  return [...headers];
}

/**
 * Security headers (the list, found once). The CSP allows Google Identity Services (script, popup frame, button styles)
 * and Telegram's login widget; everything else is same-origin. MUI's emotion injects <style> tags.
 * Forms may post to Zerodha Kite and to the configured KITE_BASKET_URL's origin (the trade screen's basket).
 */
export function securityHeaders(env: Pick<Env, 'KITE_BASKET_URL'>): [string, string][] {
  const kiteBasketOrigin = new URL(env.KITE_BASKET_URL).origin;
  return headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://telegram.org'],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'", 'https://accounts.google.com/gsi/', 'ws:', 'wss:'],
          frameSrc: ['https://accounts.google.com/gsi/', 'https://oauth.telegram.org'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: [...new Set(["'self'", 'https://kite.zerodha.com', 'https://kite.trade', kiteBasketOrigin])],
          frameAncestors: ["'none'"],
        },
      },
      // GIS popups talk back to the opener; same-origin-allow-popups keeps that working.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
    }),
  );
}

/** The security headers on every response (`headers`: securityHeaders of the settings). */
export function registerSecurityHeaders(app: FastifyInstance, headers: readonly [string, string][]) {
  // On the raw response, as helmet does: routes that hijack the reply (event streams) keep them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
