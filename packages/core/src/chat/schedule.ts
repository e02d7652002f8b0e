import { z } from 'zod';
import { DAY_MS, IST_OFFSET_MS } from '../calendar/ist';

/**
 * Saved-prompt schedules (spec 000 sections 3, 5 and 9): Daily, Weekly or Monthly at HH:MM IST
 * (default 09:00); Weekly on a day of the week (0 Sunday .. 6 Saturday); Monthly on a day 1-31, which
 * runs on the month's last day when the month is shorter (31 -> 30 April, 28/29 February).
 */
export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SCHEDULE_FREQUENCY_LABELS: Record<ScheduleFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const DEFAULT_SCHEDULE_TIME = '09:00';

export const promptScheduleSchema = z.object({
  frequency: z.enum(SCHEDULE_FREQUENCIES, { message: 'frequency must be daily, weekly or monthly' }),
  dayOfWeek: z.number().int().min(0, 'day of week is 0 (Sunday) to 6 (Saturday)').max(6, 'day of week is 0 (Sunday) to 6 (Saturday)').default(1),
  dayOfMonth: z.number().int().min(1, 'day of month is a number 1 to 31').max(31, 'day of month is a number 1 to 31').default(1),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time is HH:MM (00:00 to 23:59)').default(DEFAULT_SCHEDULE_TIME),
});
export type PromptSchedule = z.infer<typeof promptScheduleSchema>;


function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** The UTC instant of HH:MM IST on the IST calendar date (y, m0, d). */
function istInstant(year: number, month0: number, day: number, time: string): Date {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month0, day, hh, mm) - IST_OFFSET_MS);
}

/** The first run strictly after `after` (a UTC instant), computed on the IST calendar. */
export function nextScheduledRun(schedule: PromptSchedule, after: Date): Date {
  const istNow = new Date(after.getTime() + IST_OFFSET_MS);
  const y = istNow.getUTCFullYear();
  const m = istNow.getUTCMonth();
  const d = istNow.getUTCDate();
  if (schedule.frequency === 'monthly') {
    for (let i = 0; i < 3; i++) {
      const month = m + i;
      const year = y + Math.floor(month / 12);
      const month0 = ((month % 12) + 12) % 12;
      const day = Math.min(schedule.dayOfMonth, daysInMonth(year, month0));
      const at = istInstant(year, month0, day, schedule.time);
      if (at.getTime() > after.getTime()) return at;
    }
    throw new Error('unreachable: a monthly run exists within three months');
  }
  for (let i = 0; i < 9; i++) {
    const date = new Date(Date.UTC(y, m, d) + i * DAY_MS);
    if (schedule.frequency === 'weekly' && date.getUTCDay() !== schedule.dayOfWeek) continue;
    const at = istInstant(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), schedule.time);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('unreachable: a daily or weekly run exists within nine days');
}

/** "Daily at 09:00 IST", "Weekly on Monday at 09:00 IST", "Monthly on day 31 at 18:30 IST". */
export function describeSchedule(schedule: PromptSchedule): string {
  const at = `at ${schedule.time} IST`;
  if (schedule.frequency === 'daily') return `Daily ${at}`;
  if (schedule.frequency === 'weekly') return `Weekly on ${WEEKDAY_NAMES[schedule.dayOfWeek]} ${at}`;
  return `Monthly on day ${schedule.dayOfMonth} ${at}`;
}
