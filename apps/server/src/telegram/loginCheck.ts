import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Telegram Login Widget check (core.telegram.org/widgets/login#checking-authorization; anchors 3(a)):
 * data_check_string = every received field except `hash`, sorted by key, `key=value` joined by "\n";
 * valid when hex(HMAC-SHA256(key = SHA256(bot_token), data_check_string)) equals `hash` (constant time)
 * and `auth_date` is at most MAX_AUTH_AGE_SECONDS old.
 */
export const MAX_AUTH_AGE_SECONDS = 86_400;

export type TelegramLoginFields = Record<string, string | number>;

export type TelegramCheckResult =
  | { ok: true }
  | { ok: false; reason: 'missing_hash' | 'bad_hash' | 'stale' | 'future' | 'bad_auth_date' };

export function dataCheckString(fields: TelegramLoginFields): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n');
}

/** hex(HMAC-SHA256(SHA256(botToken), data_check_string)): what Telegram puts in `hash` (tests sign with it too). */
export function telegramLoginHash(fields: TelegramLoginFields, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
}

export function checkTelegramLogin(
  fields: TelegramLoginFields,
  botToken: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  maxAgeSeconds = MAX_AUTH_AGE_SECONDS,
): TelegramCheckResult {
  const hash = fields.hash;
  if (typeof hash !== 'string' || hash === '') return { ok: false, reason: 'missing_hash' };
  const expected = Buffer.from(telegramLoginHash(fields, botToken), 'utf8');
  const received = Buffer.from(hash.toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch is a forgery, checked without leaking content.
  const same = expected.length === received.length && timingSafeEqual(expected, received);
  if (!same) return { ok: false, reason: 'bad_hash' };
  const authDate = Number(fields.auth_date);
  if (!Number.isInteger(authDate) || authDate <= 0) return { ok: false, reason: 'bad_auth_date' };
  if (nowSeconds - authDate > maxAgeSeconds) return { ok: false, reason: 'stale' };
  // A little clock skew is tolerated; a date far in the future is not.
  if (authDate - nowSeconds > 300) return { ok: false, reason: 'future' };
  return { ok: true };
}
