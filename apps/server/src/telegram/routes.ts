import type { FastifyInstance } from 'fastify';
import { requireUser, sessionUserChanged } from '../platform/auth';
import type { AppDb } from '../platform/db/client';
import type { Env } from '../platform/env';
import { AppError } from '../platform/errors';
import { perAddressLimit } from '../platform/http/rateLimit';
import { validate } from '../platform/http/validate';
import { logger } from '../platform/logger';
import { checkTelegramLogin } from './loginCheck';
import { presentTelegramLink, telegramAuthBody, telegramLinker, telegramUnlinker } from './telegramLink';

/** Error texts the web shows as they are (spec 001 section 8: "the server's error message"). */
export const TELEGRAM_ERRORS = {
  signIn: 'No user email found. Please login with Google first.',
  notConfigured: 'Telegram is not configured on this server (TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_NAME).',
  badHash: 'The Telegram login data could not be verified. Please try again.',
  stale: 'The Telegram login has expired. Please log in with Telegram again.',
  emailMismatch: 'The Google account does not match the signed-in user.',
  taken: 'This Telegram account is already linked to another Sanchay user. Disconnect it there first.',
  used: 'This Telegram login was already used. Please log in with Telegram again.',
  replayed: 'This Telegram account was last linked to another Sanchay user. Please log in with Telegram again to link it here.',
} as const;

const log = logger('telegram');

/**
 * POST /api/telegram/auth (validate -> authenticate -> check the widget's hash -> link -> present),
 * GET /api/telegram/link (the server's view, source of truth), DELETE /api/telegram/link (Disconnect).
 * The user always comes from the bearer session token; userGoogle.email is only compared with it.
 */
export interface TelegramDeps {
  db: AppDb;
  env: Pick<Env, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_BOT_NAME' | 'AUTH_RATE_LIMIT_PER_MINUTE'>;
}

export function telegramRoutes({ db, env }: TelegramDeps) {
  const rateLimit = perAddressLimit(env.AUTH_RATE_LIMIT_PER_MINUTE);

  return async function register(app: FastifyInstance) {
    app.post('/api/telegram/auth', { config: rateLimit }, async (request) => {
      const body = validate(telegramAuthBody, request.body);
      const user = await requireUser(request, TELEGRAM_ERRORS.signIn);
      const token = env.TELEGRAM_BOT_TOKEN;
      if (!token) throw new AppError(503, 'telegram_not_configured', TELEGRAM_ERRORS.notConfigured);
      const email = body.userGoogle?.email?.trim().toLowerCase();
      if (email && email !== user.email.toLowerCase()) {
        throw new AppError(403, 'email_mismatch', TELEGRAM_ERRORS.emailMismatch);
      }
      const check = checkTelegramLogin(body.userTG, token);
      if (!check.ok) {
        log.info({ reason: check.reason, userId: user.id }, 'telegram login check refused');
        if (check.reason === 'stale') throw new AppError(401, 'telegram_auth_expired', TELEGRAM_ERRORS.stale);
        throw new AppError(401, 'telegram_auth_invalid', TELEGRAM_ERRORS.badHash);
      }
      const linked = await telegramLinker(db, user.id, body.userTG);
      if (!linked.ok) {
        log.info({ reason: linked.reason, userId: user.id }, 'telegram link refused');
        if (linked.reason === 'used') throw new AppError(409, 'telegram_login_used', TELEGRAM_ERRORS.used);
        if (linked.reason === 'replayed') throw new AppError(409, 'telegram_login_replayed', TELEGRAM_ERRORS.replayed);
        throw new AppError(409, 'telegram_already_linked', TELEGRAM_ERRORS.taken);
      }
      sessionUserChanged(request, user.id);
      log.info({ userId: user.id }, 'telegram linked');
      return { ok: true, telegram: presentTelegramLink(linked.user) };
    });

    app.get('/api/telegram/link', async (request, reply) => {
      const user = await requireUser(request, TELEGRAM_ERRORS.signIn);
      reply.header('cache-control', 'no-store');
      return { botName: env.TELEGRAM_BOT_NAME ?? null, telegram: presentTelegramLink(user) };
    });

    app.delete('/api/telegram/link', async (request) => {
      const user = await requireUser(request, TELEGRAM_ERRORS.signIn);
      const removed = await telegramUnlinker(db, user.id);
      sessionUserChanged(request, user.id);
      return { ok: true, removed };
    });
  };
}
