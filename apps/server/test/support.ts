import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/platform/db/client';
import { buildApp } from '../src/app/http';
import { type AppServices, createServices } from '../src/app/services';
import { type Env, parseEnv } from '../src/platform/env';

/** A database of its own: a copy of the migrated template (PGlite's dump, or PostgreSQL's template database). */
export async function openTestDatabase(options: { connections?: number } = {}): Promise<Database> {
  if (process.env.SANCHAY_TEST_DB === 'postgres') return openPostgresCopy(options.connections ?? 4);
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

/** Each PostgreSQL copy's address, for a second pool onto the same database (a second app instance). */
const copyUrls = new WeakMap<Database, string>();

/** Another connection pool onto the same database, like a second app instance; PGlite has one connection: itself. */
export async function openSecondPool(database: Database, connections = 4): Promise<Database> {
  const url = copyUrls.get(database);
  return url ? openPostgres(url, connections) : database;
}

let copies = 0;
/** A new PostgreSQL database made from the run's migrated template, dropped on close. */
async function openPostgresCopy(connections: number): Promise<Database> {
  const runUrl = new URL(inject('postgresUrl'));
  const template = inject('postgresTemplate');
  const name = `${template.replace(/_template$/, '')}_${process.pid}_${++copies}`;
  const admin = new pg.Client({ connectionString: runUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), connections);
  const copy: Database = {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: runUrl.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
  copyUrls.set(copy, url.toString());
  return copy;
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
