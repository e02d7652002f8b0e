import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Every rate limit of the server. Limits are per route and per minute, keyed on the VERIFIED user id from the
 * session (never the raw Authorization header, whose case and spacing a client controls) or, for anonymous
 * calls, on the client address. The store is pluggable: pass @fastify/rate-limit's `store` / `redis` options
 * (e.g. a Redis store shared by instances); the default is an in-process LRU.
 */
export function rateLimitPluginOptions(store: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'> = {}): RateLimitPluginOptions {
  return { global: false, ...store };
}

const ONE_MINUTE = '1 minute';

/** The signed-in user (session verified), else the client address. */
async function userOrAddress(request: FastifyRequest): Promise<string> {
  const user = await request.sessionUser();
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

/** Route config: at most `max` calls per minute per signed-in user (per address when signed out). */
export function perUserLimit(max: number): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow: ONE_MINUTE, keyGenerator: userOrAddress } };
}

/** Route config: at most `max` calls per minute per client address (sign-in attempts, public heavy reads). */
export function perAddressLimit(max: number): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow: ONE_MINUTE, keyGenerator: (request: FastifyRequest) => `ip:${request.ip}` } };
}
