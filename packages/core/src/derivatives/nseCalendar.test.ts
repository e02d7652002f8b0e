import { describe, expect, it } from 'vitest';
import { istDate } from '../calendar/ist';
import { daysToExpiry, lastTuesday, monthlyExpiries, weeklyExpiries, yearsToExpiry } from './nseCalendar';
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
    expect(monthlyExpiries(new Date('2026-12-29T09:59:00Z'), 3)).toEqual(['2026-12-29', '2027-01-26', '2027-02-23']);
    expect(monthlyExpiries(new Date('2026-12-29T10:01:00Z'), 3)).toEqual(['2027-01-26', '2027-02-23', '2027-03-30']);
    expect(monthlyExpiries(new Date('2026-12-30T20:00:00Z'), 1)).toEqual(['2027-01-26']);
  });

  it('an expiry on a trading holiday moves to the previous trading day (24 Nov 2026, Guru Nanak Jayanti)', () => {
    // 24 Nov 2026 is the last Tuesday of November and a holiday: the monthly expiry is Monday 23 Nov.
    expect(monthlyExpiries(new Date('2026-11-23T09:59:00Z'), 2)).toEqual(['2026-11-23', '2026-12-29']);
    expect(monthlyExpiries(new Date('2026-11-23T10:01:00Z'), 1)).toEqual(['2026-12-29']);
    // Weeklies: 3 Mar 2026 (Holi) -> 2 Mar; 31 Mar (Mahavir Jayanti) -> 30 Mar; 14 Apr (Ambedkar Jayanti) -> 13 Apr.
    expect(weeklyExpiries(new Date('2026-02-27T06:00:00Z'), 2)).toEqual(['2026-03-02', '2026-03-10']);
    expect(weeklyExpiries(new Date('2026-03-27T06:00:00Z'), 4)).toEqual(['2026-03-30', '2026-04-07', '2026-04-13', '2026-04-21']);
    // 20 Oct 2026 (Dussehra) -> 19 Oct; 10 Nov 2026 (Diwali-Balipratipada) -> 9 Nov.
    expect(weeklyExpiries(new Date('2026-10-16T06:00:00Z'), 1)).toEqual(['2026-10-19']);
    expect(weeklyExpiries(new Date('2026-11-06T06:00:00Z'), 1)).toEqual(['2026-11-09']);
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
