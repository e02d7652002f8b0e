import { defineConfig } from 'vitest/config';

/**
 * One run, several projects: core (pure), web (jsdom), server on PGlite, and server on PostgreSQL
 * when TEST_DATABASE_URL is set (CI sets it when 127.0.0.1:5432 answers).
 */
const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'eval/**/*.test.ts'],
    environment: 'node' as const,
    globalSetup: ['./test/globalSetup.ts'],
    env: { SANCHAY_TEST_DB: database, LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'], environment: 'node' } },
      './apps/web',
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
