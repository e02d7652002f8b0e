import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/platform/db/client';
import { buildApp } from '../src/app/http';
import { type AppServices, createServices } from '../src/app/services';
import { type Env, parseEnv } from '../src/platform/env';

/** A database for one test file: a copy of the migrated PGlite template, or the run's PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.SANCHAY_TEST_DB === 'postgres') return openPostgres(inject('postgresUrl'), 4);
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  close(): Promise<void>;
}

/** The real HTTP app on a real database (the test file's, or one passed in), with settings for tests (overridable). */
export async function createTestApp(settings: Record<string, string> = {}, options: { database?: Database } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-app-'));
  const env: Env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...settings });
  const database = options.database ?? (await openTestDatabase());
  const services = await createServices(env, database);
  const app = await buildApp(services);
  await app.ready();
  return {
    app,
    services,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique email per call, so tests never share users. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${process.pid}.${Date.now().toString(36)}.${++counter}@example.com`;

export interface SignedIn {
  token: string;
  user: { id: string; email: string; name: string | null; uid: string };
}

/** Signs a new person in through the development provider, as a script would. */
export async function signIn(app: FastifyInstance, email = uniqueEmail(), name = 'Test Person'): Promise<SignedIn> {
  const minted = await app.inject({ method: 'POST', url: '/dev/idp/token', payload: { email, name } });
  if (minted.statusCode !== 200) throw new Error(`dev token failed: ${minted.body}`);
  const auth = await app.inject({ method: 'POST', url: '/api/auth/google', payload: { token: minted.json().credential } });
  if (auth.statusCode !== 200) throw new Error(`sign-in failed: ${auth.body}`);
  return auth.json() as SignedIn;
}

/** Sends a GraphQL operation over real HTTP handling (inject) with an optional bearer token. */
export async function graphql(app: FastifyInstance, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json() as { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string; error?: string } }[] } };
}
