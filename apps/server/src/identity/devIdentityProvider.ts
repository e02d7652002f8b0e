import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK, SignJWT } from 'jose';
import { loadOrCreateSecretFile } from '../platform/secrets';

/** The audience (client id) of development ID tokens. */
export const DEV_CLIENT_ID = 'sanchay-dev-client';
const KEY_FILE = 'dev-idp-key.json';
const TOKEN_TTL_SECONDS = 3600;

/**
 * A stand-in for Google when no GOOGLE_CLIENT_ID is set: it signs ID tokens shaped exactly like Google's
 * (RS256, `kid`, iss accounts.google.com, email_verified) with a local key, which the server then verifies
 * through the same verifier against this provider's JWKS. Never enabled in production unless DEV_LOGIN=true.
 */
export class DevIdentityProvider {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
  ) {}

  /** Loads the key from `<dataDir>/dev-idp-key.json`, creating it once; without a dataDir the key lives in memory. */
  static async create(dataDir?: string): Promise<DevIdentityProvider> {
    const newJwk = async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
      const jwk = await exportJWK(privateKey);
      return { ...jwk, kid: createHash('sha256').update(jwk.n ?? '').digest('base64url').slice(0, 16), alg: 'RS256' };
    };
    let privateJwk: JWK;
    if (dataDir) {
      const generated = await newJwk();
      privateJwk = JSON.parse(loadOrCreateSecretFile(dataDir, KEY_FILE, () => JSON.stringify(generated))) as JWK;
    } else {
      privateJwk = await newJwk();
    }
    const privateKey = (await importJWK(privateJwk, 'RS256')) as CryptoKey;
    const { kty, n, e, kid } = privateJwk;
    return new DevIdentityProvider(privateKey, { kty, n, e, kid, alg: 'RS256', use: 'sig' });
  }

  jwks(): JSONWebKeySet {
    return { keys: [this.publicJwk] };
  }

  /** An ID token for the person typed into the popup. The subject is stable per email. */
  async mintIdToken(person: { email: string; name: string }): Promise<string> {
    const email = person.email.trim().toLowerCase();
    const sub = `dev-${createHash('sha256').update(email).digest('hex').slice(0, 21)}`;
    return new SignJWT({ email, email_verified: true, name: person.name })
      .setProtectedHeader({ alg: 'RS256', kid: this.publicJwk.kid, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(DEV_CLIENT_ID)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS)
      .sign(this.privateKey);
  }
}
