import { describe, expect, it } from 'vitest';
import { EXPLORER_ARRAYS, EXPLORER_ARRAY_NAMES } from './arrays';
import { toResultTables } from './resultTables';
import { jsExecRequest, parseArrayNames } from './wire';

describe('explorer array catalogue', () => {
  it('lists the 40 arrays of the spec once each, each with a description and fields', () => {
    expect(EXPLORER_ARRAY_NAMES).toHaveLength(40);
    expect(new Set(EXPLORER_ARRAY_NAMES).size).toBe(40);
    expect(EXPLORER_ARRAYS.map((a) => a.name)).toEqual([...EXPLORER_ARRAY_NAMES]);
    for (const a of EXPLORER_ARRAYS) {
      expect(a.description.length).toBeGreaterThan(10);
      expect(a.fields.length).toBeGreaterThan(0);
    }
  });

  it('parses a comma-joined selection, dropping blanks and repeats', () => {
    expect(parseArrayNames(' company_profile, ,peers,company_profile')).toEqual({
      ok: true,
      names: ['company_profile', 'peers'],
    });
  });

  it('names unknown arrays and lists the valid ones', () => {
    const r = parseArrayNames('company_profile,users');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toContain('Unknown data array: users.');
      expect(r.message).toContain('Valid names: ohlc_candles_equity_index_spot_1_minute,');
      expect(r.message).toContain('peers.');
    }
    expect(parseArrayNames('')).toEqual({ ok: false, message: 'Select at least one data array.' });
  });

  it('refuses too many arrays at once', () => {
    expect(parseArrayNames(EXPLORER_ARRAY_NAMES.slice(0, 11)).ok).toBe(false);
  });

  it('validates a js_exec body with a default country', () => {
    expect(jsExecRequest.parse({ functionText: 'function(a){}' })).toEqual({
      functionText: 'function(a){}',
      country: 'IN',
      arrays: [],
    });
    expect(jsExecRequest.safeParse({ functionText: '   ' }).success).toBe(false);
    expect(jsExecRequest.safeParse({ functionText: 'x', country: 'XX' }).success).toBe(false);
  });
});

describe('toResultTables', () => {
  it('shows rows as one table with the union of keys in order of appearance', () => {
    expect(
      toResultTables([
        { a: 1, b: 'x' },
        { a: 2, c: { d: 1 } },
      ]),
    ).toEqual([
      {
        title: 'Result',
        columns: ['a', 'b', 'c'],
        rows: [
          { a: 1, b: 'x' },
          { a: 2, c: '{"d":1}' },
        ],
      },
    ]);
  });

  it('shows an object of row arrays as one table per key', () => {
    const tables = toResultTables({ sectors: [{ s: 'IT' }], largest: [1, 2] });
    expect(tables.map((t) => t.title)).toEqual(['sectors', 'largest']);
    expect(tables[1]).toEqual({ title: 'largest', columns: ['value'], rows: [{ value: 1 }, { value: 2 }] });
  });

  it('shows other objects as key/value rows and a scalar as one cell', () => {
    expect(toResultTables({ total: 5, top: ['a'] })[0]?.rows).toEqual([
      { key: 'total', value: 5 },
      { key: 'top', value: '["a"]' },
    ]);
    expect(toResultTables(42)).toEqual([{ title: 'Result', columns: ['value'], rows: [{ value: 42 }] }]);
    expect(toResultTables(null)).toEqual([]);
  });
});
