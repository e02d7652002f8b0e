/**
 * Issue 40 item 4: sessions end when they should. A session made in development is refused in production on
 * the same DATA_DIR; signing out revokes the token on the server; "sign out everywhere" revokes every session
 * of the person; a validly signed token whose subject is not a user id answers 401.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, openTestDatabase, signIn, type TestApp, uniqueEmail } from '../../test/support';
import type { Database } from '../platform/db/client';
import { createSessionTokens } from './sessionTokens';

const SECRET = 'session-revocation-secret-session-revocation';
const asUser = (t: TestApp, token: string, url = '/api/telegram/link', method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('a development session in production', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-modes-'));
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  /** The app in one mode on the shared database and DATA_DIR (closing it leaves the database open). */
  const appIn = async (mode: string, settings: Record<string, string> = {}) => {
    const t = await createTestApp({ DATA_DIR: dataDir, ADMIN_EMAILS: 'admin@example.com', NODE_ENV: mode, ...settings }, { database });
    return { ...t, close: () => t.app.close() };
  };

  it('is refused when the same DATA_DIR restarts with NODE_ENV=production (generated secret)', async () => {
    const development = await appIn('development');
    const { token } = await signIn(development.app, 'admin@example.com', 'Admin');
    expect((await asUser(development, token, '/api/admin/access')).json()).toMatchObject({ admin: true });
    await development.close();
    const production = await appIn('production');
    expect((await asUser(production, token, '/api/admin/access')).statusCode).toBe(401);
    await production.close();
  });

  it('is refused in production even when both modes share one SESSION_SECRET', async () => {
    const [development, production] = [await appIn('development', { SESSION_SECRET: SECRET }), await appIn('production', { SESSION_SECRET: SECRET })];
    const { token } = await signIn(development.app);
    expect((await asUser(development, token)).statusCode).toBe(200);
    expect((await asUser(production, token)).statusCode).toBe(401);
    await development.close();
    await production.close();
  });
});

describe('signing out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it('revokes the token it was sent with on the server, and only that one', async () => {
    const email = uniqueEmail('signout');
    const laptop = await signIn(t.app, email);
    const phone = await signIn(t.app, email);
    expect((await asUser(t, laptop.token)).statusCode).toBe(200);
    const out = await asUser(t, laptop.token, '/api/auth/signout', 'POST');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ signedOut: 1 });
    expect((await asUser(t, laptop.token)).statusCode).toBe(401);
    expect((await graphql(t.app, '{ me { email } }', {}, laptop.token)).body.data?.me).toBeNull();
    expect((await asUser(t, phone.token)).statusCode).toBe(200);
    // Signing out twice, or without a session, is a 401 that changes nothing.
    expect((await asUser(t, laptop.token, '/api/auth/signout', 'POST')).statusCode).toBe(401);
  });

  it('everywhere revokes every session of the person, not another person\'s, and a new sign-in works', async () => {
    const email = uniqueEmail('everywhere');
    const sessions = [await signIn(t.app, email), await signIn(t.app, email), await signIn(t.app, email)];
    const stranger = await signIn(t.app);
    const out = await asUser(t, sessions[0]!.token, '/api/auth/signout-everywhere', 'POST');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ signedOut: 'everywhere' });
    for (const session of sessions) expect((await asUser(t, session.token)).statusCode).toBe(401);
    expect((await asUser(t, stranger.token)).statusCode).toBe(200);
    const again = await signIn(t.app, email);
    expect(again.user.id).toBe(sessions[0]!.user.id);
    expect((await asUser(t, again.token)).statusCode).toBe(200);
  });

  it('everywhere also refuses the ID token a browser keeps to refresh its session', async () => {
    const email = uniqueEmail('replay');
    const credential = (await t.app.inject({ method: 'POST', url: '/dev/idp/token', payload: { email, name: 'Replay' } })).json().credential as string;
    const exchange = () => t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { token: credential } });
    const before = await exchange();
    expect(before.statusCode).toBe(200);
    // ID tokens carry whole seconds: the sign-out comes in a later second than the token's issue.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await asUser(t, before.json().token, '/api/auth/signout-everywhere', 'POST')).statusCode).toBe(200);
    const replay = await exchange();
    expect(replay.statusCode).toBe(401);
    expect((await signIn(t.app, email)).user.email).toBe(email);
  });

  it('answers 401, not 500, for a validly signed token whose subject is not a user id', async () => {
    const tokens = createSessionTokens(SECRET, 1, 'test');
    for (const userId of ['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-000000000000']) {
      const token = await tokens.issue({ userId, email: 'x@example.com' });
      expect((await asUser(t, token)).statusCode).toBe(401);
      expect((await graphql(t.app, '{ me { email } }', {}, token)).status).toBe(401);
    }
  });
});
