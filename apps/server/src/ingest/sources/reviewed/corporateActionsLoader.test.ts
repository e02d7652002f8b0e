/** The reviewed list on a real database: confirmed with who decided, applied once beside the exchange's file. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBars, insertCompany, insertKeyMetrics } from '../../../../test/factories/marketFixtures';
import { openTestDatabase } from '../../../../test/support';
import { listCorporateActions, recordCorporateActions, valuationsOf } from '../../../market/corporateActions/index';
import type { Database } from '../../../platform/db/client';
import { runIngest } from '../../index';
import { parseNseCorporateActions } from '../nse/corporateActions';
import { REVIEWED_BY } from './corporateActionsLoader';
import { REVIEWED_CORPORATE_ACTIONS_CSV } from './corporateActionsList';

const CRORE = 1e7;
let database: Database;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  // RELIANCE as the mirror has it: back-adjusted closes, Screener's fundamentals of July 2024 (before the bonus).
  const rel = await insertCompany(db, { symbol: 'RELIANCE', companyName: 'Reliance Industries Limited' });
  await insertBars(db, rel.id, [['2024-07-01', 1560.15], ['2024-10-25', 1330], ['2024-10-28', 1340], ['2025-09-30', 1364]]);
  await insertKeyMetrics(db, rel.id, '2024-07-01', { currentPrice: 3134.25, marketCap: 2120574.62 * CRORE, numberOfEquityShares: 676.58 * CRORE, pe: 30.45, pb: 2.66 }, { asOf: '2024-07-01' });
  // WIPRO with its 1:1 bonus already in the exchange's file.
  const wipro = await insertCompany(db, { symbol: 'WIPRO', companyName: 'Wipro Limited' });
  await recordCorporateActions(db, [
    { companyId: wipro.id, detail: { kind: 'bonus', newShares: 1, heldShares: 1 }, purpose: 'Bonus 1:1', exDate: '2024-12-03', status: 'file', source: 'nse' },
  ]);
  Object.assign(ids, { rel: rel.id, wipro: wipro.id });
  await runIngest(db, { sources: ['reviewed-corporate-actions'] });
});
afterAll(() => database?.close());

describe('reviewed corporate actions', () => {
  it('is in NSE’s own columns, every row a share-changing action with a note of what it was checked against', () => {
    const { rows, problems } = parseNseCorporateActions(REVIEWED_CORPORATE_ACTIONS_CSV, 'reviewed');
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.actions.map((a) => a.kind), row.purpose).toEqual([expect.stringMatching(/^(bonus|split|consolidation)$/)]);
      expect(row.checked, row.symbol).toMatch(/NSE announcement/);
    }
  });

  it('records a listed company’s action as confirmed by the list, and applies it to the share count', async () => {
    const [bonus] = await listCorporateActions(database.db, { companyId: ids.rel! });
    expect(bonus).toMatchObject({ kind: 'bonus', status: 'confirmed', source: 'reviewed', exDate: '2024-10-28', shareFactor: 2, decidedBy: REVIEWED_BY });
    const valuation = (await valuationsOf(database.db, [ids.rel!])).get(ids.rel!)!;
    expect(valuation).toMatchObject({ basis: 'at-price', asOf: '2025-09-30', price: 1364, shareFactor: 2 });
    expect(valuation.marketCap! / CRORE).toBeCloseTo(1364 * 2 * 676.58, 0);
  });

  it('adds nothing for an action the exchange’s file already holds, nor for listings this database lacks', async () => {
    const wipro = await listCorporateActions(database.db, { companyId: ids.wipro! });
    expect(wipro.map((a) => [a.source, a.shareFactor])).toEqual([['nse', 2]]);
    const all = await listCorporateActions(database.db);
    expect(new Set(all.map((a) => a.symbol))).toEqual(new Set(['RELIANCE', 'WIPRO']));
  });

  it('adds nothing on a second run', async () => {
    const before = (await listCorporateActions(database.db)).length;
    await runIngest(database.db, { sources: ['reviewed-corporate-actions'] });
    expect((await listCorporateActions(database.db)).length).toBe(before);
  });
});
