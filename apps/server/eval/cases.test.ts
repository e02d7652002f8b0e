/**
 * Keeps the evaluation suite honest without running the engine: enough investor-typed questions in enough
 * categories, each well formed, no question twice, and every case's SQL valid on the migrated schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/support';
import type { Database } from '../src/platform/db/client';
import { rows } from '../src/market/api/sql';
import { EVAL_CASES, INVESTOR_CASES } from './suite';
import { scoreAnswer } from './compareAnswer';
import { prepareTruthBase } from './baseSql';
import { EVAL_CATEGORIES, type EvalCase } from './types';

const HELDOUT_FILE = path.join(import.meta.dirname, 'heldout.ts');
/** The second held-out set, written before the tuning that followed the first set being seen. */
const HELDOUT2_FILE = path.join(import.meta.dirname, 'heldout2.ts');
/** The third, written before the research2 round's tuning. */
const HELDOUT3_FILE = path.join(import.meta.dirname, 'heldout3.ts');
/** The fourth, written on 2026-11-24 before that round's tuning. */
const HELDOUT4_FILE = path.join(import.meta.dirname, 'heldout4.ts');
/** The fifth, written on 2026-11-24 before any run of the engine on it. */
const HELDOUT5_FILE = path.join(import.meta.dirname, 'heldout5.ts');
/** The sixth (issue 36), written on 2026-12-02 before any run of the engine on it. */
const HELDOUT6_FILE = path.join(import.meta.dirname, 'heldout6.ts');
/** The seventh (issue 36), written on 2026-12-02 before any run of the engine on it, by an engineer who did not tune it. */
const HELDOUT7_FILE = path.join(import.meta.dirname, 'heldout7.ts');
/** The eighth (issue 36), written on 2026-12-02 by a separate evaluator who neither tuned the engine nor ran it on them. */
const HELDOUT8_FILE = path.join(import.meta.dirname, 'heldout8.ts');
/** The ninth (issue 36), written on 2026-12-03 by a separate evaluator who neither tuned the engine nor ran it on them. */
const HELDOUT9_FILE = path.join(import.meta.dirname, 'heldout9.ts');
/** The tenth (issue 36), written on 2026-12-03 by a separate evaluator who neither tuned the engine nor ran it on them. */
const HELDOUT10_FILE = path.join(import.meta.dirname, 'heldout10.ts');
/** The eleventh (issue 36), written on 2026-12-03 by a separate evaluator who neither tuned the engine nor ran it on them. */
const HELDOUT11_FILE = path.join(import.meta.dirname, 'heldout11.ts');
/** The twelfth (issue 36), written on 2026-12-03 by a separate evaluator who neither tuned the engine nor ran it on them. */
const HELDOUT12_FILE = path.join(import.meta.dirname, 'heldout12.ts');
/** The thirteenth (issue 36), written on 2026-12-03 by a separate evaluator who neither tuned the engine nor ran it on them. */
const HELDOUT13_FILE = path.join(import.meta.dirname, 'heldout13.ts');
/** The fourteenth (issue 36), written on 2026-12-03 by a separate evaluator who neither tuned the engine nor ran it on them. */
const HELDOUT14_FILE = path.join(import.meta.dirname, 'heldout14.ts');
/** The fifteenth (issue 36), written on 2026-12-04 by a separate evaluator who neither tuned the engine nor ran it on them. */
const HELDOUT15_FILE = path.join(import.meta.dirname, 'heldout15.ts');
/** The sixteenth (issue 36), written on 2026-12-04 by a separate evaluator who neither tuned the engine nor ran it on them. */
const HELDOUT16_FILE = path.join(import.meta.dirname, 'heldout16.ts');
let heldout: EvalCase[] = [];
let heldout2: EvalCase[] = [];
let heldout3: EvalCase[] = [];
let heldout4: EvalCase[] = [];
let heldout5: EvalCase[] = [];
let heldout6: EvalCase[] = [];
let heldout7: EvalCase[] = [];
let heldout8: EvalCase[] = [];
let heldout9: EvalCase[] = [];
let heldout10: EvalCase[] = [];
let heldout11: EvalCase[] = [];
let heldout12: EvalCase[] = [];
let heldout13: EvalCase[] = [];
let heldout14: EvalCase[] = [];
let heldout15: EvalCase[] = [];
let heldout16: EvalCase[] = [];
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  if (fs.existsSync(HELDOUT_FILE)) heldout = ((await import(HELDOUT_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT2_FILE)) heldout2 = ((await import(HELDOUT2_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT3_FILE)) heldout3 = ((await import(HELDOUT3_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT4_FILE)) heldout4 = ((await import(HELDOUT4_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT5_FILE)) heldout5 = ((await import(HELDOUT5_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT6_FILE)) heldout6 = ((await import(HELDOUT6_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT7_FILE)) heldout7 = ((await import(HELDOUT7_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT8_FILE)) heldout8 = ((await import(HELDOUT8_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT9_FILE)) heldout9 = ((await import(HELDOUT9_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT10_FILE)) heldout10 = ((await import(HELDOUT10_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT11_FILE)) heldout11 = ((await import(HELDOUT11_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT12_FILE)) heldout12 = ((await import(HELDOUT12_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT13_FILE)) heldout13 = ((await import(HELDOUT13_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT14_FILE)) heldout14 = ((await import(HELDOUT14_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT15_FILE)) heldout15 = ((await import(HELDOUT15_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
  if (fs.existsSync(HELDOUT16_FILE)) heldout16 = ((await import(HELDOUT16_FILE)) as { HELDOUT_CASES: EvalCase[] }).HELDOUT_CASES;
});
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
    const problems = [...EVAL_CASES, ...heldout, ...heldout2, ...heldout3, ...heldout4, ...heldout5, ...heldout6, ...heldout7, ...heldout8, ...heldout9, ...heldout10, ...heldout11, ...heldout12, ...heldout13, ...heldout14, ...heldout15, ...heldout16].map((c) => [c.question, wellFormed(c)]).filter(([, problem]) => problem);
    expect(problems).toEqual([]);
  });

  it('asks no question twice (suite and held-out together)', () => {
    const seen = new Map<string, number>();
    for (const c of [...EVAL_CASES, ...heldout, ...heldout2, ...heldout3, ...heldout4, ...heldout5, ...heldout6, ...heldout7, ...heldout8, ...heldout9, ...heldout10, ...heldout11, ...heldout12, ...heldout13, ...heldout14, ...heldout15, ...heldout16]) seen.set(chatKey(c), (seen.get(chatKey(c)) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });

  it('has 100 held-out questions when the held-out file is present', () => {
    if (fs.existsSync(HELDOUT_FILE)) expect(heldout.length).toBe(100);
  });

  it('has at least 50 questions in the second held-out set, in at least 10 categories', () => {
    if (!fs.existsSync(HELDOUT2_FILE)) return;
    expect(heldout2.length).toBeGreaterThanOrEqual(50);
    expect(new Set(heldout2.map((c) => c.category)).size).toBeGreaterThanOrEqual(10);
  });

  it('has 60 questions in the third held-out set, in at least 10 categories', () => {
    if (!fs.existsSync(HELDOUT3_FILE)) return;
    expect(heldout3.length).toBe(60);
    expect(new Set(heldout3.map((c) => c.category)).size).toBeGreaterThanOrEqual(10);
  });

  it('has 100 questions in the fourth held-out set, in at least 10 categories', () => {
    if (!fs.existsSync(HELDOUT4_FILE)) return;
    expect(heldout4.length).toBe(100);
    expect(new Set(heldout4.map((c) => c.category)).size).toBeGreaterThanOrEqual(10);
  });

  it('has 100 questions in the fifth held-out set, in at least 10 categories', () => {
    if (!fs.existsSync(HELDOUT5_FILE)) return;
    expect(heldout5.length).toBe(100);
    expect(new Set(heldout5.map((c) => c.category)).size).toBeGreaterThanOrEqual(10);
  });

  it('has at least 160 questions in the sixth held-out set, at least 25 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT6_FILE)) return;
    expect(heldout6.length).toBeGreaterThanOrEqual(160);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout6.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(25);
    expect(heldout6.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(50);
  });

  it('has at least 140 questions in the seventh held-out set, at least 25 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT7_FILE)) return;
    expect(heldout7.length).toBeGreaterThanOrEqual(140);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout7.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(25);
    expect(heldout7.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(50);
  });

  it('has at least 120 questions in the eighth held-out set, at least 20 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT8_FILE)) return;
    expect(heldout8.length).toBeGreaterThanOrEqual(120);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout8.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(20);
    expect(heldout8.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(40);
  });

  it('has at least 120 questions in the ninth held-out set, at least 20 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT9_FILE)) return;
    expect(heldout9.length).toBeGreaterThanOrEqual(120);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout9.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(20);
    expect(heldout9.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(40);
  });

  it('has at least 100 questions in the tenth held-out set, at least 16 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT10_FILE)) return;
    expect(heldout10.length).toBeGreaterThanOrEqual(100);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout10.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(16);
    expect(heldout10.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(35);
  });

  it('has at least 100 questions in the eleventh held-out set, at least 14 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT11_FILE)) return;
    expect(heldout11.length).toBeGreaterThanOrEqual(100);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout11.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(14);
    expect(heldout11.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(40);
  });

  it('has at least 100 questions in the twelfth held-out set, at least 14 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT12_FILE)) return;
    expect(heldout12.length).toBeGreaterThanOrEqual(100);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout12.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(14);
    expect(heldout12.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(35);
  });

  it('has at least 100 questions in the thirteenth held-out set, at least 14 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT13_FILE)) return;
    expect(heldout13.length).toBeGreaterThanOrEqual(100);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout13.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(14);
    expect(heldout13.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(35);
  });

  it('has at least 100 questions in the fourteenth held-out set, at least 14 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT14_FILE)) return;
    expect(heldout14.length).toBeGreaterThanOrEqual(100);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout14.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(14);
    expect(heldout14.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(35);
  });

  it('has at least 100 questions in the fifteenth held-out set, at least 14 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT15_FILE)) return;
    expect(heldout15.length).toBeGreaterThanOrEqual(100);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout15.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(14);
    expect(heldout15.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(35);
  });

  it('has at least 100 questions in the sixteenth held-out set, at least 14 in each class of issue 36', () => {
    if (!fs.existsSync(HELDOUT16_FILE)) return;
    expect(heldout16.length).toBeGreaterThanOrEqual(100);
    for (const category of ['hinglish', 'shorthand', 'scoped rankings', 'set follow-ups', 'standalone'])
      expect(heldout16.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(14);
    expect(heldout16.filter((c) => c.context?.length).length).toBeGreaterThanOrEqual(35);
  });

  it("runs every case's SQL on the migrated schema", async () => {
    const failures: string[] = [];
    // One session (the truth's metrics are a temporary table), each case in its own savepoint.
    await database.db.transaction(async (tx) => {
      await prepareTruthBase(tx);
      for (const c of [...EVAL_CASES, ...heldout, ...heldout2, ...heldout3, ...heldout4, ...heldout5, ...heldout6, ...heldout7, ...heldout8, ...heldout9, ...heldout10, ...heldout11, ...heldout12, ...heldout13, ...heldout14, ...heldout15, ...heldout16]) {
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
