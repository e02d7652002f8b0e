import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, graphql, signIn, type TestApp, uniqueEmail } from '../../test/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('development identity provider', () => {
  it('serves the popup page and its script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/idp/authorize' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Choose an account');
    const script = await t.app.inject({ method: 'GET', url: '/dev/idp/popup.js' });
    expect(script.body).toContain('sanchay-dev-idp-credential');
  });

  it('mints a Google-shaped ID token that signs a person in through the same verifier', async () => {
    const email = uniqueEmail('dev');
    const { token, user } = await signIn(t.app, email, 'Asha Rao');
    expect(user.email).toBe(email);
    expect(user.name).toBe('Asha Rao');
    expect(user.uid).toMatch(/^dev-/);
    const me = await graphql(t.app, '{ me { email name } userId }', {}, token);
    expect(me.body.data).toEqual({ me: { email, name: 'Asha Rao' }, userId: user.id });
  });

  it('gives the same person the same account each time', async () => {
    const email = uniqueEmail('again');
    const first = await signIn(t.app, email);
    const second = await signIn(t.app, email.toUpperCase());
    expect(second.user.id).toBe(first.user.id);
  });

  it('refuses bad input with a clear message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dev/idp/token', payload: { email: 'nope', name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('email');
    expect(response.json().message).toContain('name');
  });

  it('refuses a token signed by another key that claims to be the development provider', async () => {
    const forged = await new SignJWT({ email: 'x@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://accounts.google.com')
      .setAudience('sanchay-dev-client')
      .setSubject('dev-x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a guessed secret that is long enough'));
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { token: forged } });
    expect(response.statusCode).toBe(401);
  });

  it('is off in production unless DEV_LOGIN=true', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/idp/authorize' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/config' })).json().devLogin).toBe(false);
    } finally {
      await prod.close();
    }
    const enabled = await createTestApp({ NODE_ENV: 'production', DEV_LOGIN: 'true' });
    try {
      const { user } = await signIn(enabled.app);
      expect(user.id).toBeTruthy();
    } finally {
      await enabled.close();
    }
  });
});

describe('session tokens', () => {
  it('refuses expired, forged and tampered session tokens', async () => {
    const { token, user } = await signIn(t.app);
    const expired = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('sanchay')
      .setAudience('sanchay-session')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(sessionSecret()));
    const forged = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('sanchay')
      .setAudience('sanchay-session')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    claims.sub = '00000000-0000-0000-0000-000000000000';
    const tampered = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    for (const bad of [expired, forged, tampered, 'garbage']) {
      const response = await graphql(t.app, '{ me { id } }', {}, bad);
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await graphql(t.app, '{ me { id } }', {}, token)).body.data?.me.id).toBe(user.id);
  });
});

/** The session secret this test app generated into its DATA_DIR. */
const sessionSecret = () => fs.readFileSync(path.join(t.services.env.dataDir, 'session-secret'), 'utf8').trim();
