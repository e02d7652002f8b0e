import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/**
 * Security headers. The CSP allows Google Identity Services (script, popup frame, button styles)
 * and Telegram's login widget; everything else is same-origin. MUI's emotion injects <style> tags.
 * Forms may post to Zerodha Kite and to the configured KITE_BASKET_URL's origin (the trade screen's basket).
 */
export async function registerSecurityHeaders(app: FastifyInstance, env: Pick<Env, 'KITE_BASKET_URL'>) {
  const kiteBasketOrigin = new URL(env.KITE_BASKET_URL).origin;
  await app.register(helmet, {
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
  });
}
