import { describe, expect, it } from 'vitest';
import { describeSchedule, nextScheduledRun, promptScheduleSchema } from './schedule';

const s = (v: Record<string, unknown>) => promptScheduleSchema.parse(v);
const utc = (iso: string) => new Date(iso);

describe('nextScheduledRun (IST)', () => {
  it('daily at 09:00 IST is 03:30 UTC, today when still ahead, else tomorrow', () => {
    expect(nextScheduledRun(s({ frequency: 'daily' }), utc('2026-03-10T01:00:00Z')).toISOString()).toBe('2026-03-10T03:30:00.000Z');
    expect(nextScheduledRun(s({ frequency: 'daily' }), utc('2026-03-10T03:30:00Z')).toISOString()).toBe('2026-03-11T03:30:00.000Z');
  });

  it('uses the IST date, not the UTC date, near midnight', () => {
    // 2026-03-10 20:00 UTC is 2026-03-11 01:30 IST: 09:00 IST that same IST day is still ahead.
    expect(nextScheduledRun(s({ frequency: 'daily', time: '09:00' }), utc('2026-03-10T20:00:00Z')).toISOString()).toBe('2026-03-11T03:30:00.000Z');
    // 23:45 IST on the 10th is 18:15 UTC on the 10th.
    expect(nextScheduledRun(s({ frequency: 'daily', time: '23:45' }), utc('2026-03-10T10:00:00Z')).toISOString()).toBe('2026-03-10T18:15:00.000Z');
    // 00:15 IST on the 11th is 18:45 UTC on the 10th.
    expect(nextScheduledRun(s({ frequency: 'daily', time: '00:15' }), utc('2026-03-10T10:00:00Z')).toISOString()).toBe('2026-03-10T18:45:00.000Z');
  });

  it('weekly picks the next matching IST weekday', () => {
    // 2026-03-10 is a Tuesday.
    expect(nextScheduledRun(s({ frequency: 'weekly', dayOfWeek: 5 }), utc('2026-03-10T05:00:00Z')).toISOString()).toBe('2026-03-13T03:30:00.000Z');
    // Same weekday but the time has passed: a week later.
    expect(nextScheduledRun(s({ frequency: 'weekly', dayOfWeek: 2 }), utc('2026-03-10T05:00:00Z')).toISOString()).toBe('2026-03-17T03:30:00.000Z');
  });

  it('monthly day 31 clamps to the last day of shorter months', () => {
    expect(nextScheduledRun(s({ frequency: 'monthly', dayOfMonth: 31 }), utc('2026-04-01T00:00:00Z')).toISOString()).toBe('2026-04-30T03:30:00.000Z');
    expect(nextScheduledRun(s({ frequency: 'monthly', dayOfMonth: 31 }), utc('2026-02-02T00:00:00Z')).toISOString()).toBe('2026-02-28T03:30:00.000Z');
    expect(nextScheduledRun(s({ frequency: 'monthly', dayOfMonth: 30 }), utc('2028-02-02T00:00:00Z')).toISOString()).toBe('2028-02-29T03:30:00.000Z');
    // After the clamped run, the next is the 31st of the following month.
    expect(nextScheduledRun(s({ frequency: 'monthly', dayOfMonth: 31 }), utc('2026-04-30T03:30:00Z')).toISOString()).toBe('2026-05-31T03:30:00.000Z');
  });

  it('monthly rolls over the year end', () => {
    expect(nextScheduledRun(s({ frequency: 'monthly', dayOfMonth: 5, time: '18:30' }), utc('2026-12-20T00:00:00Z')).toISOString()).toBe('2027-01-05T13:00:00.000Z');
  });

  it('rejects a day of month outside 1-31 and a time that is not HH:MM', () => {
    expect(promptScheduleSchema.safeParse({ frequency: 'monthly', dayOfMonth: 32 }).success).toBe(false);
    expect(promptScheduleSchema.safeParse({ frequency: 'monthly', dayOfMonth: 0 }).success).toBe(false);
    expect(promptScheduleSchema.safeParse({ frequency: 'daily', time: '9:00' }).success).toBe(false);
    expect(promptScheduleSchema.safeParse({ frequency: 'daily', time: '24:00' }).success).toBe(false);
    expect(promptScheduleSchema.parse({ frequency: 'daily' }).time).toBe('09:00');
  });

  it('describes a schedule', () => {
    expect(describeSchedule(s({ frequency: 'weekly', dayOfWeek: 1 }))).toBe('Weekly on Monday at 09:00 IST');
    expect(describeSchedule(s({ frequency: 'monthly', dayOfMonth: 31, time: '18:30' }))).toBe('Monthly on day 31 at 18:30 IST');
  });
});
