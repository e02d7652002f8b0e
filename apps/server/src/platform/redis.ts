import { Redis, type RedisOptions } from 'ioredis';
import { logger } from './logger';

/** REDIS_URL as it may be printed: without its password. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/** Redis at REDIS_URL did not answer at start-up. */
export class RedisUnreachableError extends Error {}

/**
 * Start-up check: REDIS_URL is set, so Redis must answer now (a typo or a stopped Redis is said at once, in one
 * line, instead of every limit and message quietly going local).
 */
export async function checkRedisAnswers(url: string, timeoutMs = 3000): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, commandTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    const reason = ((error as Error).message || String(error)).split('\n')[0];
    throw new RedisUnreachableError(`Redis at ${redactedRedisUrl(url)} (REDIS_URL) does not answer: ${reason}. Start Redis, or unset REDIS_URL to run one instance without it.`);
  } finally {
    client.disconnect();
  }
}

/**
 * An ioredis client that says when it loses and regains its connection (once each, not on every reconnect
 * attempt), so an outage never reaches ioredis's "Unhandled error event".
 */
export function observedRedis(url: string, role: string, options: RedisOptions): Redis {
  const client = new Redis(url, options);
  const log = logger('boot');
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error, role }, 'Redis connection lost');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ role }, 'Redis connection back');
  });
  return client;
}

/** Resolves once a lazily connecting client is ready (connecting it if nothing has yet). */
export async function connectedRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') return;
  if (client.status === 'wait') return client.connect();
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('end', () => reject(new Error('Redis connection ended')));
  });
}
