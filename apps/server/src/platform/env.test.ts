import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, NODE_ENV: 'development', devIdpEnabled: true, ADMIN_EMAILS: [] });
    expect(env.dataDir).toBe(path.resolve('./.sanchay'));
  });

  it('explains every bad setting at once', () => {
    expect(() => parseEnv({ PORT: 'abc', SESSION_SECRET: 'short', CONTACT_EMAIL: 'nope' })).toThrow(EnvError);
    try {
      parseEnv({ PORT: 'abc', SESSION_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('SESSION_SECRET must be at least 32 characters');
    }
  });

  it('turns the development provider off with Google or in production', () => {
    expect(parseEnv({ GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com' }).devIdpEnabled).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production' }).devIdpEnabled).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', DEV_LOGIN: 'true' }).devIdpEnabled).toBe(true);
  });

  it('takes PUBLIC_URL as given (without a trailing slash), else the local address of PORT', () => {
    expect(parseEnv({ PORT: '8080' })).toMatchObject({ PUBLIC_URL: 'http://localhost:8080', publicUrlSet: false });
    expect(parseEnv({ PUBLIC_URL: 'https://sanchay.example.com/' })).toMatchObject({ PUBLIC_URL: 'https://sanchay.example.com', publicUrlSet: true });
    expect(() => parseEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('lower-cases admin emails', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' A@X.com ,b@y.com,' }).ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.com']);
  });
});
