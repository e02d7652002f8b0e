/**
 * Issue 40 item 9's last part: SIGTERM ends the process as `npm start` boots it cleanly, with exit code 0,
 * while a signed-in person holds a GraphQL subscription open over SSE and a /ws/market socket is open (streams
 * that never end by themselves, so the shutdown must close them).
 *
 * It starts its own process, so it runs once: in the server-pglite project (server-postgres skips it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from './factories/liveTestSupport';
import { OFFLINE_DEMO_SETTINGS, type ServerProcess, startServerProcess } from './serverProcess';

const otherProject = process.env.SANCHAY_TEST_DB === 'postgres';
/** Well beyond the server's shutdown deadline: a liveness bound, so a hung shutdown fails rather than waits. */
const EXIT_BOUND_MS = 30_000;

describe.skipIf(otherProject)('SIGTERM with open streams', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-shutdown-'));
  let instance: ServerProcess;

  beforeAll(async () => {
    instance = await startServerProcess('shutdown', {
      ...OFFLINE_DEMO_SETTINGS,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'shutdown-secret-shutdown-secret-shutdown',
    });
    await instance.ready();
  }, 180_000);

  afterAll(async () => {
    await instance?.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (route: string, body: unknown, token?: string) => {
    const response = await fetch(`${instance.base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, route).toBe(200);
    return response.json();
  };

  it('exits 0, promptly, with an SSE subscription and a market socket open', { timeout: 60_000 }, async () => {
    const { credential } = await post('/dev/idp/token', { email: 'shutdown@example.com', name: 'Shutdown' });
    const { token } = await post('/api/auth/google', { token: credential });

    const stream = await fetch(`${instance.base}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'subscription { notificationState { unreadCount } }' }),
    });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('unreadCount')) received += (await reader.read()).value ?? '';
    const streamEnded = (async () => {
      for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return true;
    })();

    const socket = await TestSocket.open(`${instance.base.replace('http', 'ws')}/ws/market`);

    const exit = new Promise<number | null>((resolve) => instance.child.once('exit', (code) => resolve(code)));
    instance.child.kill('SIGTERM');
    const bound = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), EXIT_BOUND_MS).unref());
    expect(await Promise.race([exit, bound])).toBe(0);
    expect(await streamEnded).toBe(true);
    expect(socket.closed || (await new Promise((resolve) => socket.socket.once('close', () => resolve(true))))).toBe(true);
    const said = instance.lines.join('\n');
    expect(said).toContain('shutting down');
    expect(said).not.toContain('shutdown deadline');
  });
});
