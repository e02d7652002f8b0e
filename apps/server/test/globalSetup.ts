import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database; each test file starts from a copy. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database made for this run (for tests that only need a server, e.g. LISTEN/NOTIFY). */
    postgresUrl: string;
    /** A migrated PostgreSQL database nobody connects to: each test file's database is a copy of it. */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite template dump, or on PostgreSQL a fresh database and a template copy of it
 * (each test file copies the template, so files run in parallel without sharing rows); all dropped afterwards.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this process: read it from the project config.
  if (project.config.env?.SANCHAY_TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
    // Named after the given database, so people sharing a server keep to their own names.
    const name = `${new URL(adminUrl).pathname.slice(1) || 'sanchay'}_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 2);
    await database.migrate();
    await database.close();
    await admin.query(`create database ${name}_template template ${name}`);
    project.provide('postgresUrl', url.toString());
    project.provide('postgresTemplate', `${name}_template`);
    project.provide('pgliteTemplate', '');
    return async () => {
      const copies = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${name}%`]);
      for (const { datname } of copies.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresUrl', '');
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
