/**
 * The server as `npm start` boots it (src/main.ts on a fresh PGlite data folder with the demo market), answering
 * over real HTTP: /healthz, /readyz and a GraphQL query. CI runs this file (with core's tests) on the machine's
 * Node 20 as the smoke run of an older supported Node; `npm test` runs everything on Node 24.
 *
 * It boots its own PGlite folder, so it runs once: in the server-pglite project (server-postgres skips it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_DEMO_SETTINGS, type ServerProcess, startServerProcess } from './serverProcess';

const otherProject = process.env.SANCHAY_TEST_DB === 'postgres';

describe.skipIf(otherProject)(`the booted server on Node ${process.version}`, () => {
  let server: ServerProcess;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-smoke-'));

  beforeAll(async () => {
    server = await startServerProcess('smoke', { ...OFFLINE_DEMO_SETTINGS, DATA_DIR: dataDir });
    await server.ready();
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
  });

  it('answers a GraphQL query from the demo market it loaded', async () => {
    const response = await fetch(`${server.base}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ indexNames }' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: { indexNames: string[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.indexNames.length).toBeGreaterThan(0);
  });

  it('refuses a malformed GraphQL query with a clear error', async () => {
    const response = await fetch(`${server.base}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ indexNames' }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });
});
