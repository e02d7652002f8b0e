import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows Google Identity Services (script, popup frame, button styles)
 * and Telegram's login widget; everything else is same-origin. MUI's emotion injects <style> tags.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
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
        formAction: ["'self'", 'https://kite.zerodha.com', 'https://kite.trade'],
        frameAncestors: ["'none'"],
      },
    },
    // GIS popups talk back to the opener; same-origin-allow-popups keeps that working.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
}
