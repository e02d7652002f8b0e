/**
 * NSE capital-market (and F&O) trading holidays that fall on weekdays, by year. A year missing here is
 * unknown: the calendar says so (tradingCalendar.ts) instead of treating every weekday as open.
 *
 * Sources (checked against the circulars' published lists):
 * - 2025: NSE circular NSE/CMTR/65587 of 13 Dec 2024 ("Trading holidays for the calendar year 2025"),
 *   https://nsearchives.nseindia.com/content/circulars/CMTR65587.pdf; Muhurat trading on 21 Oct 2025,
 *   13:45-14:45 IST, from NSE/CMTR/70319 (https://nsearchives.nseindia.com/content/circulars/CMTR70319.pdf).
 * - 2026: NSE circular NSE/CMTR/71775 of 12 Dec 2025 (15 weekday holidays; Muhurat trading on Sunday
 *   8 Nov 2026, timings to be notified), https://nsearchives.nseindia.com/content/circulars/CMTR71775.pdf,
 *   plus NSE/CMTR/72260 of 12 Jan 2026 adding Thursday 15 Jan 2026 (Municipal Corporation elections in
 *   Maharashtra), https://nsearchives.nseindia.com/content/circulars/CMTR72260.pdf.
 * Add a year when NSE publishes its circular (each December) and cite it here.
 */

export interface NseHoliday {
  /** ISO date (IST). */
  date: string;
  /** The circular's description. */
  name: string;
}

/** A special session on a day that is otherwise closed (Diwali Muhurat trading, a Sunday budget session). */
export interface SpecialSession {
  date: string;
  name: string;
  /** `full`: the normal session times with pre-open; `muhurat`: one short hour, the day's only session. */
  kind: 'full' | 'muhurat';
  /** Minutes after midnight IST; null while NSE has not notified the timings yet. */
  openMinute: number | null;
  closeMinute: number | null;
  source: string;
}

const h = (date: string, name: string): NseHoliday => ({ date, name });

export const NSE_HOLIDAYS: Readonly<Record<number, readonly NseHoliday[]>> = {
  // NSE/CMTR/65587 (13 Dec 2024).
  2025: [
    h('2025-02-26', 'Mahashivratri'),
    h('2025-03-14', 'Holi'),
    h('2025-03-31', 'Id-Ul-Fitr (Ramadan Eid)'),
    h('2025-04-10', 'Shri Mahavir Jayanti'),
    h('2025-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'),
    h('2025-04-18', 'Good Friday'),
    h('2025-05-01', 'Maharashtra Day'),
    h('2025-08-15', 'Independence Day'),
    h('2025-08-27', 'Ganesh Chaturthi'),
    h('2025-10-02', 'Mahatma Gandhi Jayanti / Dussehra'),
    h('2025-10-21', 'Diwali Laxmi Pujan'),
    h('2025-10-22', 'Diwali-Balipratipada'),
    h('2025-11-05', 'Guru Nanak Jayanti (Prakash Gurpurb Sri Guru Nanak Dev)'),
    h('2025-12-25', 'Christmas'),
  ],
  // NSE/CMTR/71775 (12 Dec 2025) and NSE/CMTR/72260 (12 Jan 2026, 15 January).
  2026: [
    h('2026-01-15', 'Municipal Corporation elections in Maharashtra'),
    h('2026-01-26', 'Republic Day'),
    h('2026-03-03', 'Holi'),
    h('2026-03-26', 'Shri Ram Navami'),
    h('2026-03-31', 'Shri Mahavir Jayanti'),
    h('2026-04-03', 'Good Friday'),
    h('2026-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'),
    h('2026-05-01', 'Maharashtra Day'),
    h('2026-05-28', 'Bakri Id'),
    h('2026-06-26', 'Muharram'),
    h('2026-09-14', 'Ganesh Chaturthi'),
    h('2026-10-02', 'Mahatma Gandhi Jayanti'),
    h('2026-10-20', 'Dussehra'),
    h('2026-11-10', 'Diwali-Balipratipada'),
    h('2026-11-24', 'Guru Nanak Jayanti (Prakash Gurpurb Sri Guru Nanak Dev)'),
    h('2026-12-25', 'Christmas'),
  ],
};

/**
 * Sessions on days that are otherwise closed. Each is a trading day: NSE publishes a bhavcopy for it and the
 * NIFTY 50 daily files in the data mirror have a bar on every one of 2024-2025 listed here.
 * - Union Budget days on a weekend trade a full normal session (09:15-15:30 IST): Saturday 1 Feb 2025
 *   (NSE circular of Jan 2025, "Special live trading session on Saturday, February 01, 2025 on account of Union
 *   Budget"; circular number not checked here) and Sunday 1 Feb 2026 (NSE's announcement of Jan 2026 of a live
 *   trading session on the Budget Sunday, normal timings; circular number not checked here).
 * - Saturday 20 Jan 2024: a full trading session (NSE circular of Jan 2024, number not checked here, made it a
 *   full session when Monday 22 Jan 2024 became a holiday); the mirror has a bar on that day.
 * - Muhurat trading, one hour on Diwali Laxmi Pujan: Friday 1 Nov 2024 18:00-19:00 IST (NSE circular of
 *   Oct 2024; number not checked here); Tuesday 21 Oct 2025 13:45-14:45 IST (NSE/CMTR/70319, an afternoon hour that
 *   year); Sunday 8 Nov 2026, timings to be notified (NSE/CMTR/71775).
 * Not listed: the short DR-site live sessions of Saturday 2 Mar and 18 May 2024 (two windows,
 * 09:15-10:00 and 11:30-12:30 IST), which this single-window table cannot express; the mirror has bars on both.
 */
export const SPECIAL_SESSIONS: readonly SpecialSession[] = [
  { date: '2024-01-20', name: 'Special trading session', kind: 'full', openMinute: 9 * 60 + 15, closeMinute: 15 * 60 + 30, source: 'NSE circular, Jan 2024 (number not checked)' },
  { date: '2024-11-01', name: 'Muhurat trading', kind: 'muhurat', openMinute: 18 * 60, closeMinute: 19 * 60, source: 'NSE circular, Oct 2024 (number not checked)' },
  { date: '2025-02-01', name: 'Union Budget session', kind: 'full', openMinute: 9 * 60 + 15, closeMinute: 15 * 60 + 30, source: 'NSE circular, Jan 2025 (number not checked)' },
  { date: '2025-10-21', name: 'Muhurat trading', kind: 'muhurat', openMinute: 13 * 60 + 45, closeMinute: 14 * 60 + 45, source: 'NSE/CMTR/70319' },
  { date: '2026-02-01', name: 'Union Budget session', kind: 'full', openMinute: 9 * 60 + 15, closeMinute: 15 * 60 + 30, source: 'NSE announcement, Jan 2026 (number not checked)' },
  { date: '2026-11-08', name: 'Muhurat trading', kind: 'muhurat', openMinute: null, closeMinute: null, source: 'NSE/CMTR/71775 (timings to be notified)' },
];
