import { AUTH_MESSAGES, devIdpTokenBody, googleAuthBody } from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import { requireUser, sessionUserChanged } from '../platform/auth';
import { logger } from '../platform/logger';
import { notFound, unauthorized } from '../platform/errors';
import type { AppDb } from '../platform/db/client';
import type { Env } from '../platform/env';
import { perAddressLimit } from '../platform/http/rateLimit';
import { validate } from '../platform/http/validate';
import { devIdpPageHtml, devIdpPopupScript } from './devIdpPage';
import type { DevIdentityProvider } from './devIdentityProvider';
import { IdTokenError, type IdTokenVerifier } from './idTokenVerifier';
import { revokeAllSessions, revokeSession, signedInBeforeRevocation } from './sessionRevocation';
import { bearerToken, type SessionTokens } from './sessionTokens';
import { presentUser } from './userPresenter';
import { userUpserter } from './userUpserter';

const log = logger('identity');

export interface IdentityDeps {
  db: AppDb;
  env: Pick<
    Env,
    'GOOGLE_CLIENT_ID' | 'CONTACT_EMAIL' | 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_BOT_NAME' | 'KITE_API_KEY' | 'KITE_BASKET_URL' | 'ADMIN_EMAILS' | 'AUTH_RATE_LIMIT_PER_MINUTE'
  >;
  sessions: SessionTokens;
  idTokens: IdTokenVerifier;
  /** Present only when the development identity provider is enabled. */
  devIdp: DevIdentityProvider | null;
  /** Whether the market data is the generated demo universe (the top bar's "Demo data"). */
  isDemo: () => boolean;
}

export function identityRoutes(services: IdentityDeps) {
  const { env } = services;
  const authRateLimit = perAddressLimit(env.AUTH_RATE_LIMIT_PER_MINUTE);

  return async function register(app: FastifyInstance) {
    /** Public settings the browser needs before sign-in. */
    app.get('/api/config', async () => ({
      googleClientId: env.GOOGLE_CLIENT_ID ?? null,
      devLogin: services.devIdp !== null,
      contactEmail: env.CONTACT_EMAIL,
      demoData: services.isDemo(),
      telegramBotName: env.TELEGRAM_BOT_TOKEN ? (env.TELEGRAM_BOT_NAME ?? null) : null,
      kiteApiKey: env.KITE_API_KEY ?? null,
      kiteBasketUrl: env.KITE_BASKET_URL,
    }));

    /** Verifies an ID token (validate -> verify -> upsert -> present) and issues Sanchay's session token. */
    app.post('/api/auth/google', { config: authRateLimit }, async (request) => {
      const { token } = validate(googleAuthBody, request.body);
      let identity;
      try {
        identity = await services.idTokens.verify(token);
      } catch (error) {
        if (error instanceof IdTokenError) {
          log.info({ reason: error.message }, 'sign-in refused');
          throw unauthorized(AUTH_MESSAGES.verificationFailed);
        }
        throw error;
      }
      const user = await userUpserter(services.db, identity);
      sessionUserChanged(request, user.id);
      if (signedInBeforeRevocation(user, identity.issuedAt)) {
        log.info({ userId: user.id }, 'sign-in refused: the ID token predates "sign out everywhere"');
        throw unauthorized(AUTH_MESSAGES.verificationFailed);
      }
      const session = await services.sessions.issue({ userId: user.id, email: user.email, epoch: user.sessionEpoch });
      return { user: presentUser(user, env.ADMIN_EMAILS), token: session };
    });

    /** Signs out the session of this request on the server: its token is refused from now on, here and elsewhere. */
    app.post('/api/auth/signout', async (request) => {
      const user = await requireUser(request);
      const session = await services.sessions.verify(bearerToken(request.headers.authorization) ?? '');
      if (session) await revokeSession(services.db, session);
      sessionUserChanged(request, user.id);
      return { signedOut: 1 };
    });

    /** Signs out every session of the person (every device and browser), this one included. */
    app.post('/api/auth/signout-everywhere', async (request) => {
      const user = await requireUser(request);
      await revokeAllSessions(services.db, user.id);
      sessionUserChanged(request, user.id);
      log.info({ userId: user.id }, 'signed out everywhere');
      return { signedOut: 'everywhere' };
    });

    const devIdp = services.devIdp;
    if (!devIdp) {
      app.all('/dev/idp/*', async () => {
        throw notFound('The development identity provider is off.');
      });
      return;
    }
    app.get('/dev/idp/authorize', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(devIdpPageHtml),
    );
    app.get('/dev/idp/popup.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(devIdpPopupScript),
    );
    app.get('/dev/idp/jwks.json', async () => devIdp.jwks());
    app.post('/dev/idp/token', { config: authRateLimit }, async (request) => {
      const person = validate(devIdpTokenBody, request.body);
      return { credential: await devIdp.mintIdToken(person) };
    });
  };
}
