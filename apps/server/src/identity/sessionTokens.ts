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

export function createSessionTokens(secret: string, ttlHours: number): SessionTokens {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        return { userId: payload.sub, email: payload.email };
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
