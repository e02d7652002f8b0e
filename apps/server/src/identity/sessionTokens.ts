import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'sanchay';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionClaims {
  userId: string;
  email: string;
  /** The user's session epoch when signed in: "sign out everywhere" moves it on, refusing every older token. */
  epoch?: number;
}

/** A valid token's claims, with what revocation needs: its own id and expiry. */
export interface VerifiedSession extends Required<SessionClaims> {
  sessionId: string;
  expiresAt: Date;
}

/** Sanchay's own session token: an HS256 JWT with an expiry, sent back as `Authorization: Bearer`. */
export interface SessionTokens {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for a missing, expired, forged, malformed or other-mode one. */
  verify(token: string): Promise<VerifiedSession | null>;
}

/** How long a verified token's claims are remembered, and how many tokens at most (oldest forgotten first). */
const VERIFIED_CACHE_MS = 60_000;
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Tokens of one NODE_ENV: the audience names the mode, so a token made in development (or a test) is refused
 * in production even on the same DATA_DIR or with the same SESSION_SECRET (docs/OPERATIONS.md "Sessions").
 */
export function createSessionTokens(secret: string, ttlHours: number, mode: 'development' | 'production' | 'test'): SessionTokens {
  const key = new TextEncoder().encode(secret);
  const audience = `sanchay-session:${mode}`;
  // Verifying an HS256 signature costs more than the rest of a small GraphQL request: a token verified in the
  // last minute is trusted again without it (never beyond its own expiry; the cache holds only valid tokens).
  const verified = new Map<string, { claims: VerifiedSession; until: number }>();
  return {
    async issue({ userId, email, epoch = 0 }) {
      return new SignJWT({ email, ep: epoch })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(audience)
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
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
        const { sub, email, ep, jti, exp } = payload;
        // The subject selects a users row by id: anything but a UUID is no one (never a database error).
        if (typeof sub !== 'string' || !UUID.test(sub) || typeof email !== 'string') return null;
        if (typeof jti !== 'string' || !UUID.test(jti) || typeof ep !== 'number' || !Number.isInteger(ep) || typeof exp !== 'number') return null;
        const claims: VerifiedSession = { userId: sub, email, epoch: ep, sessionId: jti, expiresAt: new Date(exp * 1000) };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, until: Math.min(now + VERIFIED_CACHE_MS, exp * 1000) });
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
