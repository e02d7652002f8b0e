/**
 * Issue 13 item 1: the server survives PostgreSQL restarting under write load. A private PostgreSQL (never
 * the shared one) is restarted with `pg_ctl restart -m fast` ten times while eight clients keep saving user
 * configs (GraphQL) and saved prompts (REST, two statements: the conversation row and its report flag).
 * The process must live, a request during an outage must get 503 database_unavailable (never a 500),
 * writes must succeed again after each restart without restarting the app, and at the end every
 * acknowledged write is in the database and no saved prompt is half-written.
 *
 * It starts its own server, so it runs once: in the server-pglite project (server-postgres skips it).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompanies } from './factories/chatTestSupport';
import { openPostgres } from '../src/platform/db/client';
import { rows } from '../src/platform/db/sql';
import { sql } from 'drizzle-orm';
import { type PrivatePostgres, privatePostgresUnavailable, startPrivatePostgres } from './privatePostgres';
import { createTestApp, signIn, type TestApp } from './support';

const RESTARTS = 10;
const WORKERS = 8;
const unavailable = privatePostgresUnavailable();
const otherProject = process.env.SANCHAY_TEST_DB === 'postgres';
if (unavailable && !otherProject) console.warn(`databaseRestart.test.ts skipped: ${unavailable}`);

describe.skipIf(Boolean(unavailable) || otherProject)('PostgreSQL restarts under write load', () => {
  let server: PrivatePostgres;
  let t: TestApp;
  beforeAll(async () => {
    server = await startPrivatePostgres();
    const database = await openPostgres(server.url, 6);
    await database.migrate();
    t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '100000' }, { database });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    server?.destroy();
  });

  it('lives through 10 fast restarts: 503 during outages, writes again after each, every acknowledged write kept whole', { timeout: 120_000 }, async () => {
    const { a, b } = await makeCompanies(t.services.database.db);
    const prompt = `compare ${a}, ${b}: Market Capitalization`;
    const people = await Promise.all(Array.from({ length: WORKERS }, () => signIn(t.app)));

    const ackConfigs: { userId: string; key: string; value: string }[] = [];
    const ackPrompts: { userId: string; chatId: string; title: string }[] = [];
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    let writesSince = 0;
    let running = true;

    const worker = async (n: number) => {
      const person = people[n]!;
      const headers = { authorization: `Bearer ${person.token}` };
      for (let i = 0; running; i++) {
        if (i % 2 === 0) {
          const key = `restart.${n}.${i}`;
          const value = randomUUID();
          const response = await t.app.inject({
            method: 'POST',
            url: '/v1/graphql',
            headers,
            payload: { query: 'mutation($k: String!, $v: String!) { upsertUserConfig(key: $k, value: $v) { key value } }', variables: { k: key, v: value } },
          });
          count(response.statusCode);
          const body = response.json() as { data?: { upsertUserConfig?: { value: string } }; errors?: { extensions?: { error?: string } }[] };
          if (response.statusCode === 200 && body.data?.upsertUserConfig?.value === value) {
            ackConfigs.push({ userId: person.user.id, key, value });
            writesSince++;
          } else if (response.statusCode !== 503 || body.errors?.[0]?.extensions?.error !== 'database_unavailable') {
            unexpected.push(`graphql ${response.statusCode} ${response.body.slice(0, 300)}`);
          }
        } else {
          const title = `Restart ${n}.${i}`;
          const response = await t.app.inject({ method: 'POST', url: '/api/chat/savePrompt', headers, payload: { title, prompt } });
          count(response.statusCode);
          if (response.statusCode === 201) {
            ackPrompts.push({ userId: person.user.id, chatId: response.json().chat_id, title });
            writesSince++;
          } else if (response.statusCode !== 503 || response.json().error !== 'database_unavailable') {
            unexpected.push(`savePrompt ${response.statusCode} ${response.body.slice(0, 300)}`);
          }
        }
      }
    };

    const load = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    const readyDuringOutage: number[] = [];
    try {
      for (let restart = 0; restart < RESTARTS; restart++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await server.restart();
        // Writes succeed again after the restart, without restarting the app.
        writesSince = 0;
        const deadline = Date.now() + 20_000;
        while (writesSince < WORKERS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(writesSince, `writes after restart ${restart + 1}`).toBeGreaterThanOrEqual(WORKERS);
      }
      // While the server is down, /readyz says so and /healthz does not.
      await server.stop();
      readyDuringOutage.push((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode);
      readyDuringOutage.push((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode);
    } finally {
      running = false;
      await load;
    }
    expect(readyDuringOutage).toEqual([503, 200]);
    // No pooled connection leaked (a BEGIN on a dead connection used to keep its client for ever).
    const pool = (t.services.database.db as unknown as { $client: { totalCount: number; idleCount: number; waitingCount: number } }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);

    expect(unexpected, unexpected.slice(0, 5).join('\n')).toEqual([]);
    expect(statuses.get(503) ?? 0, 'requests met an outage').toBeGreaterThan(0);
    expect(ackConfigs.length).toBeGreaterThan(RESTARTS * WORKERS / 2);
    expect(ackPrompts.length).toBeGreaterThan(RESTARTS * WORKERS / 2);

    // Back up: every acknowledged write is there, and no saved prompt is half-written.
    await server.start();
    const audit = await openPostgres(server.url, 1);
    try {
      const ids = people.map((p) => p.user.id);
      const configs = await rows<{ user_id: string; key: string; value: string }>(
        audit.db,
        sql`select user_id::text, key, value from user_config where user_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
      );
      const stored = new Map(configs.map((c) => [`${c.user_id}/${c.key}`, c.value]));
      const missingConfigs = ackConfigs.filter((c) => stored.get(`${c.userId}/${c.key}`) !== c.value);
      expect(missingConfigs).toEqual([]);

      const chats = await rows<{ id: string; user_id: string; is_alert_set: boolean; chat_title: string | null }>(
        audit.db,
        sql`select id::text, user_id::text, is_alert_set, chat_title from user_chat where user_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
      );
      const chatById = new Map(chats.map((c) => [c.id, c]));
      expect(ackPrompts.filter((p) => chatById.get(p.chatId)?.chat_title !== p.title)).toEqual([]);
      // A conversation stored without its report flag is a half-written save.
      expect(chats.filter((c) => !c.is_alert_set || !c.chat_title)).toEqual([]);
      console.info(
        `databaseRestart: ${RESTARTS} restarts survived; ${ackConfigs.length} configs and ${ackPrompts.length} saved prompts acknowledged and found; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    } finally {
      await audit.close();
    }
  });
});
