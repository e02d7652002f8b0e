import { describe, expect, it } from 'vitest';
import {
  EPS_GROWTH_OPTIONS,
  VALUATION_DEFAULTS,
  VALUATION_MATRIX_SIZE,
  VALUATION_PE_VALUES,
  VALUATION_YEAR_OPTIONS,
  cellTone,
  roundTo2,
  valuationCagr,
  valuationMatrix,
  yearOptionLabel,
} from './valuationMatrix';

describe('valuation matrix constants (spec 001 section 9)', () => {
  it('offers 41 growth options 10..50, years 1..20 and the eight P/E values', () => {
    expect(EPS_GROWTH_OPTIONS).toHaveLength(41);
    expect(EPS_GROWTH_OPTIONS[0]).toBe(10);
    expect(EPS_GROWTH_OPTIONS.at(-1)).toBe(50);
    expect(VALUATION_YEAR_OPTIONS).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(VALUATION_PE_VALUES).toEqual([15, 20, 25, 30, 40, 50, 60, 70]);
    expect(VALUATION_DEFAULTS).toEqual({ growth: 10, years: 1 });
    expect(VALUATION_MATRIX_SIZE.default).toEqual({ maxHeight: 400, maxWidth: 800 });
    expect(VALUATION_MATRIX_SIZE.tools).toEqual({ maxHeight: 620, maxWidth: 1000 });
  });

  it('labels one year "Year" and the rest "Years"', () => {
    expect(yearOptionLabel(1)).toBe('1 Year');
    expect(yearOptionLabel(2)).toBe('2 Years');
    expect(yearOptionLabel(20)).toBe('20 Years');
  });
});

describe('valuationCagr (hand-computed)', () => {
  it('equals the EPS growth when entry and exit P/E are equal', () => {
    // grown 110, entry 15 x 100 = 1500, exit 15 x 110 = 1650 -> 10%
    expect(valuationCagr(15, 15, 10, 1)).toBe(10);
    expect(valuationCagr(40, 40, 23, 9)).toBe(23);
  });

  it('loses money when the P/E de-rates in one year', () => {
    // entry 20 x 100 = 2000, exit 15 x 110 = 1650 -> 1650/2000 - 1 = -17.5%
    expect(valuationCagr(20, 15, 10, 1)).toBe(-17.5);
  });

  it('compounds over several years', () => {
    // grown 100 x 1.2^5 = 248.832; exit 15 x 248.832 = 3732.48; entry 3000; 1.24416^(1/5) = 1.04466 -> 4.47%
    expect(valuationCagr(30, 15, 20, 5)).toBe(4.47);
    // (15/70)^(1/20) x 1.1 = 0.925869 x 1.1 = 1.018456 -> 1.85%
    expect(valuationCagr(70, 15, 10, 20)).toBe(1.85);
    // (70/15)^(1/20) x 1.5 = 1.080066 x 1.5 = 1.620099 -> 62.01%
    expect(valuationCagr(15, 70, 50, 20)).toBe(62.01);
    // (40/25)^(1/7) x 1.12 = 1.069472 x 1.12 = 1.197809 -> 19.78%
    expect(valuationCagr(25, 40, 12, 7)).toBe(19.78);
  });
});

describe('valuationMatrix', () => {
  it('has exit P/E rows and entry P/E columns', () => {
    const matrix = valuationMatrix(10, 1);
    expect(matrix.cells).toHaveLength(8);
    for (const row of matrix.cells) expect(row).toHaveLength(8);
    // row = exit 15, column = entry 20
    expect(matrix.cells[0]![1]).toBe(-17.5);
    // row = exit 70, column = entry 15: 70 x 110 / 1500 = 5.1333 -> 413.33%
    expect(matrix.cells[7]![0]).toBe(413.33);
    // the diagonal is the growth rate
    matrix.cells.forEach((row, i) => expect(row[i]).toBe(10));
  });

  it('changes with growth and with years', () => {
    const base = valuationMatrix(10, 1).cells;
    expect(valuationMatrix(11, 1).cells).not.toEqual(base);
    expect(valuationMatrix(10, 2).cells).not.toEqual(base);
    expect(valuationMatrix(10, 2).cells[0]![1]).toBe(valuationCagr(20, 15, 10, 2));
  });

  it('rejects a non-positive holding period', () => {
    expect(() => valuationMatrix(10, 0)).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('rounds half away from zero despite binary noise', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(2.344)).toBe(2.34);
  });

  it('tones cells against the growth rate', () => {
    expect(cellTone(-3, 10)).toBe('loss');
    expect(cellTone(4, 10)).toBe('below');
    expect(cellTone(10, 10)).toBe('above');
  });
});
