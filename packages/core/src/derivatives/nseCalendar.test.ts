import { describe, expect, it } from 'vitest';
import { daysToExpiry, istDate, lastTuesday, monthlyExpiries, weeklyExpiries, yearsToExpiry } from './nseCalendar';
import { roundToTick, stockStrikeStep, strikeGrid } from './underlyings';

describe('NSE expiry calendar', () => {
  it('monthly expiries are last Tuesdays, as in the Kite NFO dump of 2026-08', () => {
    expect([lastTuesday(2026, 8), lastTuesday(2026, 9), lastTuesday(2026, 10), lastTuesday(2026, 12)]).toEqual([
      '2026-08-25', '2026-09-29', '2026-10-27', '2026-12-29',
    ]);
  });

  it('weekly NIFTY expiries are every Tuesday (dump: 2026-08-25, 09-01, 09-08, 09-15)', () => {
    expect(weeklyExpiries(new Date('2026-08-21T06:00:00Z'), 4)).toEqual(['2026-08-25', '2026-09-01', '2026-09-08', '2026-09-15']);
  });

  it('an expiry trades until 15:30 IST that day, then the next one is near', () => {
    expect(monthlyExpiries(new Date('2026-11-24T09:59:00Z'), 3)).toEqual(['2026-11-24', '2026-12-29', '2027-01-26']);
    expect(monthlyExpiries(new Date('2026-11-24T10:01:00Z'), 3)).toEqual(['2026-12-29', '2027-01-26', '2027-02-23']);
    expect(monthlyExpiries(new Date('2026-12-30T20:00:00Z'), 1)).toEqual(['2027-01-26']);
  });

  it('counts days and years in IST', () => {
    expect(istDate(new Date('2026-11-20T19:00:00Z'))).toBe('2026-11-21');
    expect(daysToExpiry('2026-11-24', new Date('2026-11-21T04:00:00Z'))).toBe(3);
    expect(yearsToExpiry('2026-11-24', new Date('2026-11-24T10:00:00Z'))).toBe(0);
    expect(yearsToExpiry('2026-11-25', new Date('2026-11-24T10:00:00Z'))).toBeCloseTo(1 / 365, 10);
  });
});

describe('strikes and ticks', () => {
  it('builds a grid of strikes either side of the nearest strike', () => {
    const grid = strikeGrid(24037, 50, 100);
    expect(grid).toHaveLength(201);
    expect(grid[100]).toBe(24050);
    expect(grid[0]).toBe(19050);
    expect(strikeGrid(180, 10, 100).every((k) => k > 0)).toBe(true);
  });

  it('stock strike steps follow the price band', () => {
    expect([stockStrikeStep(80), stockStrikeStep(800), stockStrikeStep(1400), stockStrikeStep(3500), stockStrikeStep(12000)]).toEqual([1, 10, 20, 50, 100]);
  });

  it('rounds to ticks', () => {
    expect(roundToTick(101.13, 0.05)).toBe(101.15);
    expect(roundToTick(101.13, 0.05, 'down')).toBe(101.1);
    expect(roundToTick(101.11, 0.05, 'up')).toBe(101.15);
    expect(roundToTick(24000.17, 0.1)).toBe(24000.2);
  });
});
