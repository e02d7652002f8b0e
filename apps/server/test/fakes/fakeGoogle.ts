import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** A local stand-in for Google's JWKS endpoint, serving real keys over real HTTP. */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** Signs an ID token with the served key; override any claim or header. */
  sign(claims?: Record<string, unknown>, options?: { expiresIn?: number; kid?: string; key?: CryptoKey }): Promise<string>;
  /** A key that is not served, for bad-signature tests. */
  otherKey: CryptoKey;
  requests: number;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256');
  const kid = 'fake-google-key-1';
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests++;
    if (req.url === '/oauth2/v3/certs') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      res.end(JSON.stringify({ keys: [publicJwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const clientId = '1234567890-test.apps.googleusercontent.com';
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    otherKey: other.privateKey,
    get requests() {
      return state.requests;
    },
    async sign(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const body = {
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: '110248495921238986420',
        email: 'priya.sharma@gmail.com',
        email_verified: true,
        name: 'Priya Sharma',
        picture: 'https://lh3.googleusercontent.com/a/photo',
        iat: now,
        exp: now + (options.expiresIn ?? 3600),
        ...claims,
      };
      return new SignJWT(body)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
