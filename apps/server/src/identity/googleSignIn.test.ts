import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type FakeGoogle, startFakeGoogle } from '../../test/fakes/fakeGoogle';
import { createTestApp, type TestApp } from '../../test/support';
import { users } from './schema';

let google: FakeGoogle;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const signInWith = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { token } });
const uniqueClaims = () => {
  const n = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return { sub: `sub-${n}`, email: `person.${n}@gmail.com` };
};

describe('POST /api/auth/google with Google configured', () => {
  it('verifies a Google ID token through the JWKS over HTTP, creates the user and issues a session token', async () => {
    const claims = uniqueClaims();
    const response = await signInWith(await google.sign(claims));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: claims.email, uid: claims.sub, name: 'Priya Sharma', isAdmin: false });
    expect(body.token.split('.')).toHaveLength(3);
    expect(google.requests).toBeGreaterThan(0);

    const me = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { authorization: `Bearer ${body.token}` },
      payload: { query: '{ me { id email } }' },
    });
    expect(me.json().data.me).toEqual({ id: body.user.id, email: claims.email });
  });

  it('accepts the issuer without https:// and keeps one user per email across sign-ins', async () => {
    const claims = uniqueClaims();
    const first = (await signInWith(await google.sign(claims))).json();
    const second = await signInWith(await google.sign({ ...claims, iss: 'accounts.google.com', name: 'Priya S.' }));
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.user.id);
    const rows = await t.services.database.db.select().from(users).where(eq(users.email, claims.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Priya S.');
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
  });

  it('stores the email lower-cased', async () => {
    const claims = uniqueClaims();
    const response = await signInWith(await google.sign({ ...claims, email: claims.email.toUpperCase() }));
    expect(response.json().user.email).toBe(claims.email);
  });

  it('marks admins from ADMIN_EMAILS', async () => {
    const admin = await createTestApp({
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: google.jwksUrl,
      ADMIN_EMAILS: 'Boss@Example.com, other@example.com',
    });
    try {
      const response = await admin.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { token: await google.sign({ sub: 'boss', email: 'boss@example.com' }) },
      });
      expect(response.json().user.isAdmin).toBe(true);
    } finally {
      await admin.close();
    }
  });

  const rejected: [string, () => Promise<string>][] = [
    ['a wrong audience', () => google.sign({ ...uniqueClaims(), aud: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => google.sign({ ...uniqueClaims(), iss: 'https://evil.example.com' })],
    ['an expired token', () => google.sign(uniqueClaims(), { expiresIn: -3600 })],
    ['a bad signature (unknown key under the served kid)', () => google.sign(uniqueClaims(), { key: google.otherKey })],
    ['an unknown kid', () => google.sign(uniqueClaims(), { kid: 'not-served' })],
    ['an unverified email', () => google.sign({ ...uniqueClaims(), email_verified: false })],
    ['no email', () => google.sign({ ...uniqueClaims(), email: undefined })],
    [
      'a tampered payload',
      async () => {
        const [header, payload, signature] = (await google.sign(uniqueClaims())).split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        claims.email = 'victim@gmail.com';
        return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      },
    ],
    [
      'alg none',
      async () => {
        const [, payload] = (await google.sign(uniqueClaims())).split('.');
        return `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
  ];

  for (const [what, makeToken] of rejected) {
    it(`answers 401 to ${what} and creates nobody`, async () => {
      const before = (await t.services.database.db.select({ id: users.id }).from(users)).length;
      const response = await signInWith(await makeToken());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: 'Authentication failed. Please try again.' });
      const after = (await t.services.database.db.select({ id: users.id }).from(users)).length;
      expect(after).toBe(before);
    });
  }

  it('answers 400 to a missing token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_input');
  });

  it('turns the development provider off when Google is configured', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dev/idp/token', payload: { email: 'a@b.co', name: 'A' } });
    expect(response.statusCode).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ googleClientId: google.clientId, devLogin: false });
  });
});
