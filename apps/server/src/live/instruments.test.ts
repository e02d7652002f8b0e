import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../platform/db/client';
import { openTestDatabase } from '../../test/support';
import { InstrumentDirectory, UNKNOWN_RELOAD_GAP_MS } from './instruments';

// Issue 40 item 3: every unknown token on /ws/market could force a reload of the whole directory every 2 s.
describe('InstrumentDirectory reloads for unknown tokens', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  it('reloads at most once per UNKNOWN_RELOAD_GAP_MS however many unknown tokens are asked for', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const directory = new InstrumentDirectory(database.db);
      const load = vi.spyOn(directory as unknown as { load: () => Promise<void> }, 'load');
      const minutes = 10;
      for (let second = 0; second < minutes * 60; second += 3) {
        expect(await directory.byTokenOf(900_000_000 + second)).toBeUndefined();
        vi.advanceTimersByTime(3000);
      }
      expect(UNKNOWN_RELOAD_GAP_MS).toBeGreaterThanOrEqual(30_000);
      expect(load.mock.calls.length).toBeLessThanOrEqual(Math.ceil((minutes * 60_000) / UNKNOWN_RELOAD_GAP_MS) + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
