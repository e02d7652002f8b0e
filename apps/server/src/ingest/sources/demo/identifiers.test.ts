import { hash32, Rng, rngFor } from '@sanchay/core';
import { describe, expect, it } from 'vitest';
import { dayOf, fiscalCalendar, isoOf, isTradingDay, tradingDays } from './calendar';
import { demoIsin, demoUuid, isinCheckDigit, uuidBytes } from './identifiers';

describe('demo identifiers', () => {
  it('computes ISIN check digits like published ISINs', () => {
    expect(isinCheckDigit('INE002A0101')).toBe(8); // INE002A01018
    expect(isinCheckDigit('US037833100')).toBe(5); // US0378331005
    expect(isinCheckDigit('INE467B0102')).toBe(9); // INE467B01029
    expect(isinCheckDigit('GB000263494')).toBe(6); // GB0002634946
  });

  it('makes unique, well-formed demo ISINs', () => {
    const isins = Array.from({ length: 80_000 }, (_, n) => demoIsin('IN', n));
    expect(new Set(isins).size).toBe(80_000);
    for (const isin of isins.slice(0, 50)) {
      expect(isin).toMatch(/^INEZ[0-9A-Z]{3}01\d{3}$/);
      expect(isinCheckDigit(isin.slice(0, 11))).toBe(Number(isin[11]));
    }
    expect(demoIsin('US', 7)).toMatch(/^USZ[0-9A-Z]{8}\d$/);
  });

  it('derives ordered version-8 UUIDs from the seed', () => {
    const ids = [0, 1, 255, 4096].map((n) => demoUuid(42, 'company', n));
    expect(ids).toEqual([...ids].sort());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-d001-8000-8000-[0-9a-f]{12}$/);
    expect(demoUuid(42, 'company', 1)).not.toBe(demoUuid(43, 'company', 1));
    expect(uuidBytes(ids[3] as string).slice(-2)).toEqual(new Uint8Array([0x10, 0x00]));
  });
});

describe('demo random numbers and calendar', () => {
  it('repeats a stream for the same seed and parts', () => {
    const a = rngFor(7, 'prices', 3);
    const b = rngFor(7, 'prices', 3);
    const draws = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(draws);
    expect(rngFor(7, 'prices', 4).next()).not.toBe(draws[0]);
    expect(hash32('a', 1)).not.toBe(hash32('a1'));
  });

  it('draws normals with the right mean and spread', () => {
    const rng = new Rng(1);
    const n = 200_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const z = rng.normal();
      sum += z;
      squares += z * z;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.01);
    expect(Math.sqrt(squares / n - (sum / n) ** 2)).toBeCloseTo(1, 1);
  });

  it('counts weekdays without the fixed holidays, and Indian fiscal periods', () => {
    expect(isTradingDay(dayOf('2026-07-15'))).toBe(true);
    expect(isTradingDay(dayOf('2026-08-15'))).toBe(false);
    expect(isTradingDay(dayOf('2026-07-18'))).toBe(false); // Saturday
    const days = tradingDays(dayOf('2026-07-15'), 10);
    expect(isoOf(days[days.length - 1] as number)).toBe('2026-07-15');
    expect(isoOf(days[0] as number) > '2016-07-15').toBe(true);
    const fiscal = fiscalCalendar(dayOf('2026-07-15'), 10, 8);
    expect(fiscal.annualEnds.map(isoOf)).toEqual(Array.from({ length: 10 }, (_, i) => `${2017 + i}-03-31`));
    expect(fiscal.quarterEnds.map(isoOf)).toEqual([
      '2024-06-30',
      '2024-09-30',
      '2024-12-31',
      '2025-03-31',
      '2025-06-30',
      '2025-09-30',
      '2025-12-31',
      '2026-03-31',
    ]);
    // A quarter of a fiscal year not yet reported makes the model run one year further.
    expect(fiscalCalendar(dayOf('2026-09-01'), 10, 8).modelYearEnds.map(isoOf).slice(-2)).toEqual([
      '2026-03-31',
      '2027-03-31',
    ]);
  });
});
