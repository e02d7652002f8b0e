/**
 * Issue 13 item 8: research answers are computed on the event loop, so many asked at once must take turns
 * with other requests. Counted, not timed: when 20 answers are asked together, an event-loop callback
 * queued at the same moment runs after at most two of them (without turns it ran after all 20). The same
 * for PGlite statements: 50 queued statements let the loop run between them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';
import { insertCompany, uniqueTag } from '../market/api/testFixtures';

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
  it('20 answers asked at once let the loop run after at most two of them', async () => {
    const research = t.services.research;
    const seen = await finishedBeforeLoopRan(Array.from({ length: 20 }, () => () => research.answer('Top 5 companies by market capitalization')));
    expect(seen).toBeLessThanOrEqual(2);
  });

  it.skipIf(process.env.SANCHAY_TEST_DB === 'postgres')('50 PGlite statements queued at once let the loop run between them', async () => {
    const db = t.services.database.db;
    const seen = await finishedBeforeLoopRan(Array.from({ length: 50 }, () => () => db.execute(sql`select count(*) from company_profile`)));
    expect(seen).toBeLessThan(50);
  });
});
