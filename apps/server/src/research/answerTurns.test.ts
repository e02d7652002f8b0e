/**
 * Issue 13 item 8: research answers and PGlite statements are computed on the event loop, so many at once
 * must take turns with other requests. Counted, not timed: an event-loop callback queued alongside them runs
 * before all of them have finished (without turns it ran only after every one).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';
import { cpuTurns } from '../platform/cpuTurns';
import { insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { createResearchEngine } from './engine';

let t: TestApp;
const tag = uniqueTag('TURN');
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i++) await insertCompany(t.services.database.db, { symbol: `${tag}${i}`, companyName: `${tag} ${i} Limited`, marketCap: (i + 1) * 1e10 });
  await t.services.research.answer('Top 5 companies by market capitalization'); // builds the metrics snapshot
});
afterAll(async () => t.close());

/** How many of `tasks` had finished when a callback queued on the event loop alongside them ran. */
async function finishedBeforeLoopRan(tasks: (() => Promise<unknown>)[]): Promise<number> {
  let finished = 0;
  let seen = -1;
  const probe = new Promise<void>((resolve) =>
    setImmediate(() => {
      seen = finished;
      resolve();
    }),
  );
  await Promise.all(tasks.map((task) => task().then(() => finished++)));
  await probe;
  return seen;
}

describe('answers take turns with the rest of the event loop', () => {
  it('answers asked at once take turns: with a zero slice the loop runs after at most two (the answers in flight)', async () => {
    const research = createResearchEngine(t.services.database.db, { turn: cpuTurns(2, { sliceMs: 0 }) });
    await research.answer('Top 5 companies by market capitalization');
    const seen = await finishedBeforeLoopRan(Array.from({ length: 20 }, () => () => research.answer('Top 5 companies by market capitalization')));
    expect(seen).toBeLessThanOrEqual(2);
  });

  it.skipIf(process.env.SANCHAY_TEST_DB === 'postgres')('PGlite statements longer than a slice let the loop run between them', async () => {
    const db = t.services.database.db;
    // pg_sleep blocks the thread in WebAssembly: each statement outlasts the 10 ms slice.
    const seen = await finishedBeforeLoopRan(Array.from({ length: 10 }, () => () => db.execute(sql`select pg_sleep(0.012)`)));
    expect(seen).toBeLessThanOrEqual(2);
  });
});
