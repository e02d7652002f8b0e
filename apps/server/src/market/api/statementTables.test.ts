import { describe, expect, it } from 'vitest';
import { percentChange, round } from './presenters';
import { guessUnit, labelForKey, orderedKeyMetrics, statementTable } from './statementTables';

describe('statementTable', () => {
  it('puts periods oldest first and listed items first in statementItems order, then the others alphabetically', () => {
    const table = statementTable('cash_flow_statement', 'annual', [
      { periodEnd: '2024-03-31', items: { zebraFlow: 1, freeCashFlow: 9, cashFromOperations: 20 }, asOf: null, source: 'fmp' },
      { periodEnd: '2023-03-31', items: { cashFromOperations: 18, alphaFlow: 'n/a', freeCashFlow: null }, asOf: '2023-06-01', source: 'screener' },
    ]);
    expect(table).toEqual({
      period: 'annual',
      periods: ['2023-03-31', '2024-03-31'],
      rows: [
        { key: 'cashFromOperations', label: 'Cash from operations', unit: 'money', values: [18, 20] },
        { key: 'freeCashFlow', label: 'Free cash flow', unit: 'money', values: [null, 9] },
        { key: 'alphaFlow', label: 'Alpha flow', unit: 'money', values: [null, null] },
        { key: 'zebraFlow', label: 'Zebra flow', unit: 'money', values: [null, 1] },
      ],
      source: 'fmp',
      asOf: '2023-06-01',
    });
    expect(statementTable('income_statement', 'quarterly', [])).toBeNull();
  });

  it('labels and types keys that no list names', () => {
    expect(labelForKey('revenueGrowth3y')).toBe('Revenue growth3y');
    expect(labelForKey('other_income_net')).toBe('Other income net');
    expect(guessUnit('income_statement', 'grossMargin')).toBe('percent');
    expect(guessUnit('balance_sheet_statement', 'quickRatio')).toBe('ratio');
    expect(guessUnit('income_statement', 'dilutedEps')).toBe('money');
    expect(guessUnit('income_statement', 'epsDiluted')).toBe('per_share');
    expect(guessUnit('balance_sheet_statement', 'otherAssets')).toBe('money');
    expect(guessUnit('key_metrics', 'beta')).toBe('ratio');
  });

  it('orders key metrics for screens', () => {
    expect(Object.entries(orderedKeyMetrics({ beta: 1.1, roe: 20, pe: '12', marketCap: 1e9 }))).toEqual([
      ['marketCap', 1e9],
      ['pe', null],
      ['roe', 20],
      ['beta', 1.1],
    ]);
  });
});

describe('price maths', () => {
  it('rounds away floating-point noise and computes % changes', () => {
    expect(110.1 - 100).not.toBe(10.1);
    expect(round(110.1 - 100)).toBe(10.1);
    expect(percentChange(1210, 1200)).toBe(0.8333);
    expect(percentChange(45, 50)).toBe(-10);
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(10, null)).toBeNull();
    expect(round(Number.NaN)).toBeNull();
  });
});
