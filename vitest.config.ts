import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * One run, several projects: core (pure), web (jsdom), the server's database-free tests once, and the server's
 * database tests on PGlite and, when TEST_DATABASE_URL is set (CI sets it when 127.0.0.1:5432 answers), PostgreSQL
 * (each test file on a copy of the run's migrated template database).
 */
const SERVER = path.resolve(import.meta.dirname, 'apps/server');
const SERVER_TESTS = ['src', 'test', 'eval'].flatMap((dir) =>
  (fs.readdirSync(path.join(SERVER, dir), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
);
/** A test file needs a database when it opens one, boots the app or uses a test kit that does. */
const DATABASE_USE = /(test|\.)\/(support|factories|liveServer|serverProcess|privatePostgres)|platform\/db\/client|mirrorDatabase/;
const usesDatabase = (file: string) => DATABASE_USE.test(fs.readFileSync(path.join(SERVER, file), 'utf8'));
const DATABASE_TESTS = SERVER_TESTS.filter(usesDatabase);
const PLAIN_TESTS = SERVER_TESTS.filter((file) => !usesDatabase(file));

const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: SERVER,
    include: DATABASE_TESTS,
    environment: 'node' as const,
    globalSetup: ['./test/globalSetup.ts'],
    env: { SANCHAY_TEST_DB: database, LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine, where most
    // files wait on a database, a server or a timer. Every file has a database of its own (test/support.ts), so
    // files run side by side on both databases.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      // Core's property tests run thousands of cases: 5 s is too little beside another worker on 2 cores.
      { test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      './apps/web',
      {
        test: {
          name: 'server-unit',
          root: SERVER,
          include: PLAIN_TESTS,
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
