import { GOOGLE_ISSUERS } from '@sanchay/core';
import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** What Sanchay keeps from a verified Google ID token. */
export interface VerifiedIdentity {
  googleId: string;
  email: string;
  name: string | null;
  picture: string | null;
  /** The token's `iat`, or null when it has none. */
  issuedAt: Date | null;
}

export class IdTokenError extends Error {}

export interface IdTokenVerifier {
  /** Throws IdTokenError for any token that is not a valid, fresh, verified-email ID token for our client id. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

/**
 * Verifies a Google ID token (anchors.md 3(f)): RS256 signature through the JWKS, `aud` = our client id,
 * `iss` accounts.google.com with or without https://, `exp` (with a minute of clock skew), `email_verified`.
 * The development provider's tokens go through this same function with its local key set.
 */
export function createIdTokenVerifier(keys: JWTVerifyGetKey, audience: string): IdTokenVerifier {
  return {
    async verify(idToken) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          audience,
          issuer: [...GOOGLE_ISSUERS],
          algorithms: ['RS256'],
          clockTolerance: 60,
          requiredClaims: ['exp', 'iat', 'sub'],
        }));
      } catch (error) {
        throw new IdTokenError(`ID token rejected: ${(error as Error).message}`);
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      if (!email) throw new IdTokenError('ID token has no email');
      if (payload.email_verified !== true && payload.email_verified !== 'true') {
        throw new IdTokenError('ID token email is not verified');
      }
      return {
        googleId: payload.sub as string,
        email,
        name: typeof payload.name === 'string' ? payload.name : null,
        picture: typeof payload.picture === 'string' && /^https?:\/\//.test(payload.picture) ? payload.picture : null,
        issuedAt: typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : null,
      };
    },
  };
}

/** Google's key set, fetched and cached by jose (keys rotate; jose refetches on an unknown `kid`). */
export const remoteKeySet = (url: string): JWTVerifyGetKey =>
  createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 6 * 3600_000, timeoutDuration: 5000 });

export const localKeySet = (jwks: JSONWebKeySet): JWTVerifyGetKey => createLocalJWKSet(jwks);
