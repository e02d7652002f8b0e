import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'sanchay';
const AUDIENCE = 'sanchay-session';

export interface SessionClaims {
  userId: string;
  email: string;
}

/** Sanchay's own session token: an HS256 JWT with an expiry, sent back as `Authorization: Bearer`. */
export interface SessionTokens {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for a missing, expired, forged or malformed one. */
  verify(token: string): Promise<SessionClaims | null>;
}

/** How long a verified token's claims are remembered, and how many tokens at most (oldest forgotten first). */
const VERIFIED_CACHE_MS = 60_000;
const VERIFIED_CACHE_SIZE = 10_000;

export function createSessionTokens(secret: string, ttlHours: number): SessionTokens {
  const key = new TextEncoder().encode(secret);
  // Verifying an HS256 signature costs more than the rest of a small GraphQL request: a token verified in the
  // last minute is trusted again without it (never beyond its own expiry; the cache holds only valid tokens).
  const verified = new Map<string, { claims: SessionClaims; until: number }>();
  return {
    async issue({ userId, email }) {
      return new SignJWT({ email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${Math.round(ttlHours * 3600)}s`)
        .sign(key);
    },
    async verify(token) {
      const now = Date.now();
      const cached = verified.get(token);
      if (cached && cached.until > now) return cached.claims;
      if (cached) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        const claims = { userId: payload.sub, email: payload.email };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, until: Math.min(now + VERIFIED_CACHE_MS, (payload.exp ?? 0) * 1000) });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
