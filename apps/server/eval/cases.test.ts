/**
 * Keeps the evaluation suite honest without running the engine: enough investor-typed questions in enough
 * categories, each well formed, no question twice, and every case's SQL valid on the migrated schema.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/support';
import type { Database } from '../src/platform/db/client';
import { rows } from '../src/market/api/sql';
import { EVAL_CASES, INVESTOR_CASES } from './suite';
import { scoreAnswer } from './compareAnswer';
import { prepareTruthBase } from './baseSql';
import { EVAL_CATEGORIES, type EvalCase } from './types';
import { HELDOUT_SETS, type HeldoutSet, heldoutFile, ISSUE36_CLASSES, loadHeldout } from './heldoutSets';

const heldoutSets: { set: HeldoutSet; cases: EvalCase[] }[] = [];
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  for (const set of HELDOUT_SETS) {
    const cases = await loadHeldout(heldoutFile(set.number));
    if (cases) heldoutSets.push({ set, cases });
  }
});
const everyCase = () => [...EVAL_CASES, ...heldoutSets.flatMap(({ cases }) => cases)];
afterAll(async () => {
  await database.close();
});

const chatKey = (c: EvalCase) => [...(c.context ?? []), c.question].map((q) => q.toLowerCase().replace(/\s+/g, ' ').trim()).join(' / ');

function wellFormed(c: EvalCase): string | null {
  if (!(EVAL_CATEGORIES as readonly string[]).includes(c.category)) return `unknown category ${c.category}`;
  if (!c.question.trim()) return 'empty question';
  if (c.expect === 'rows') {
    if (!c.sql) return 'expects rows but has no SQL';
    if (!c.keys) return 'expects rows but names no compared keys';
  } else if (c.sql) return `expects ${c.expect} but has SQL`;
  return null;
}

describe('research evaluation suite', () => {
  it('has at least 400 investor-typed questions in at least 10 categories', () => {
    expect(INVESTOR_CASES.length).toBeGreaterThanOrEqual(400);
    expect(new Set(INVESTOR_CASES.map((c) => c.category)).size).toBeGreaterThanOrEqual(10);
    for (const kind of ['rows', 'clarify', 'refuse'] as const) expect(INVESTOR_CASES.some((c) => c.expect === kind)).toBe(true);
    expect(INVESTOR_CASES.some((c) => c.context?.length)).toBe(true);
  });

  it('gives every case a known category and the parts its expectation needs', () => {
    const problems = everyCase().map((c) => [c.question, wellFormed(c)]).filter(([, problem]) => problem);
    expect(problems).toEqual([]);
  });

  it('asks no question twice (suite and held-out together)', () => {
    const seen = new Map<string, number>();
    for (const c of everyCase()) seen.set(chatKey(c), (seen.get(chatKey(c)) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });

  it('keeps each held-out set at its size, its categories and its classes', () => {
    for (const { set, cases } of heldoutSets) {
      const name = `heldout set ${set.number}`;
      if (set.exact) expect(cases.length, name).toBe(set.size);
      else expect(cases.length, name).toBeGreaterThanOrEqual(set.size);
      if (set.categories) expect(new Set(cases.map((c) => c.category)).size, name).toBeGreaterThanOrEqual(set.categories);
      for (const category of set.perClass ? ISSUE36_CLASSES : [])
        expect(cases.filter((c) => c.category === category).length, `${name}: ${category}`).toBeGreaterThanOrEqual(set.perClass!);
      if (set.withContext) expect(cases.filter((c) => c.context?.length).length, name).toBeGreaterThanOrEqual(set.withContext);
    }
  });

  it("runs every case's SQL on the migrated schema", async () => {
    const failures: string[] = [];
    // One session (the truth's metrics are a temporary table), each case in its own savepoint.
    await database.db.transaction(async (tx) => {
      await prepareTruthBase(tx);
      for (const c of everyCase()) {
        if (!c.sql) continue;
        try {
          await tx.transaction(async (savepoint) => {
            await rows(savepoint, sql.raw(c.sql!));
          });
        } catch (error) {
          failures.push(`${c.question}: ${(error as Error).message.slice(0, 200)}`);
        }
      }
    });
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('scoring', () => {
  const rowsCase: EvalCase = { question: 'q', category: 'lookups', expect: 'rows', sql: 'select 1', keys: ['pe'], ordered: false };
  const expected = [{ symbol: 'TCS', pe: 30.7 }, { symbol: 'INFY', pe: 25.1 }];
  const table = (rowsOf: Record<string, unknown>[]) => ({ kind: 'table', rows: rowsOf });

  it('scores a matching table right, in any order unless ordered, numbers to 0.01', () => {
    expect(scoreAnswer(rowsCase, table([{ symbol: 'INFY', pe: 25.105 }, { symbol: 'TCS', pe: 30.7 }]), expected).outcome).toBe('right');
    expect(scoreAnswer({ ...rowsCase, ordered: true }, table([{ symbol: 'INFY', pe: 25.1 }, { symbol: 'TCS', pe: 30.7 }]), expected).outcome).toBe('wrong');
  });

  it('scores a table that answers another question wrong, and no table declined', () => {
    expect(scoreAnswer(rowsCase, table([{ symbol: 'SBILIFE', pe: 80 }]), [{ symbol: 'SBIN', pe: 11 }]).outcome).toBe('wrong');
    expect(scoreAnswer(rowsCase, table([{ symbol: 'TCS', pe: 31 }, { symbol: 'INFY', pe: 25.1 }]), expected).outcome).toBe('wrong');
    expect(scoreAnswer(rowsCase, table([{ symbol: 'TCS', roe: 50 }, { symbol: 'INFY', roe: 30 }]), expected).outcome).toBe('wrong');
    expect(scoreAnswer(rowsCase, { kind: 'cannot_answer', rows: [] }, expected).outcome).toBe('declined');
    expect(scoreAnswer(rowsCase, { kind: 'clarify', rows: [] }, expected).outcome).toBe('declined');
  });

  it('scores clarifications and refusals', () => {
    const clarifyCase: EvalCase = { question: 'hdfc pe', category: 'clarifications', expect: 'clarify' };
    expect(scoreAnswer(clarifyCase, { kind: 'clarify', rows: [] }, []).outcome).toBe('right');
    expect(scoreAnswer(clarifyCase, { kind: 'cannot_answer', rows: [] }, []).outcome).toBe('declined');
    expect(scoreAnswer(clarifyCase, table([{ symbol: 'HDFCBANK' }]), []).outcome).toBe('wrong');
    const refuseCase: EvalCase = { question: 'should i buy tcs', category: 'refusals', expect: 'refuse' };
    expect(scoreAnswer(refuseCase, { kind: 'cannot_answer', rows: [] }, []).outcome).toBe('right');
    expect(scoreAnswer(refuseCase, { kind: 'clarify', rows: [] }, []).outcome).toBe('right');
    expect(scoreAnswer(refuseCase, table([]), []).outcome).toBe('wrong');
  });
});
