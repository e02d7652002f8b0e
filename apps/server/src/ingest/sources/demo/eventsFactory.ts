/**
 * A year of announcements and insider trades for the larger Indian companies (the 250 largest), so the
 * watch-list screen has something to show. Results announcements quote the company's own quarterly
 * statements; their sentiment follows the year-on-year profit change. Sentiments stay inside (-1, 1).
 */
import { clamp, IST_OFFSET_MS, rngFor } from '@sanchay/core';
import { lastTradingDayOnOrBefore, yearsBefore } from './calendar';
import type { CompanyPlan } from './companyFactory';
import { demoUuid } from './identifiers';
import { personName } from './names';
import type { Items } from './statementFactory';

export interface Announcement {
  id: string;
  instantMs: number;
  summary: string;
  impact: 'Positive' | 'Negative' | 'Neutral';
  sentiment: number;
}

export interface InsiderTrade {
  id: string;
  day: number;
  nameOfInsider: string;
  category: string;
  transacted: number;
  before: number;
  after: number;
  holdingBefore: number;
  holdingAfter: number;
  mode: string;
  type: 'Buy' | 'Sell';
}

export const EVENT_COMPANIES = 250;
const MS_PER_DAY = 86_400_000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Rupees in crores with Indian digit grouping (12,34,567.89), written by hand: Intl is slow in this loop. */
export function crore(rupees: number): string {
  const fixed = (Math.abs(rupees) / 1e7).toFixed(2);
  const [whole = '0', fraction = '00'] = fixed.split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rupees < 0 ? '-' : ''}₹${rest ? `${rest},` : ''}${last3}.${fraction} crore`;
}
const dateText = (day: number) => {
  const d = new Date(day * MS_PER_DAY);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const change = (now: number, before: number) => (before > 0 ? ((now - before) / before) * 100 : null);
const signed = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(1)}%`;
const impactOf = (sentiment: number) => (sentiment > 0.15 ? 'Positive' : sentiment < -0.15 ? 'Negative' : 'Neutral');

const OTHER_NEWS: readonly { text: string; sentiment: [number, number] }[] = [
  { text: 'receives an order worth {amount} from a state utility', sentiment: [0.4, 0.8] },
  { text: 'credit rating reaffirmed at AA+ (Stable) by a rating agency', sentiment: [0.2, 0.4] },
  { text: 'credit rating outlook revised to Negative by a rating agency', sentiment: [-0.7, -0.4] },
  { text: 'board approves capacity expansion with a capital outlay of {amount}', sentiment: [0.3, 0.6] },
  { text: 'resignation of an independent director citing personal reasons', sentiment: [-0.4, -0.1] },
  { text: 'intimation of an analyst and institutional investor meet', sentiment: [0, 0.1] },
  { text: 'closure of the trading window for designated persons', sentiment: [0, 0] },
  { text: 'receives a show-cause notice from the tax authorities for {amount}', sentiment: [-0.6, -0.3] },
  { text: 'completes the acquisition of a 51% stake in a subsidiary for {amount}', sentiment: [0.1, 0.5] },
];

export function buildEvents(
  plan: CompanyPlan,
  seed: number,
  asOfDay: number,
  quarterEnds: readonly number[],
  quarterly: readonly Items[],
): { announcements: Announcement[]; trades: InsiderTrade[] } {
  const rng = rngFor(seed, 'events', plan.key);
  const since = yearsBefore(asOfDay, 1);
  const announcements: Announcement[] = [];
  const add = (day: number, minutesIst: number, summary: string, sentiment: number) => {
    if (day <= since || day > asOfDay) return;
    const s = Math.round(clamp(sentiment, -0.95, 0.95) * 100) / 100;
    const id = demoUuid(seed, 'announcement', plan.rank * 64 + announcements.length);
    announcements.push({
      id,
      instantMs: day * MS_PER_DAY + minutesIst * 60_000 - IST_OFFSET_MS,
      summary,
      impact: impactOf(s),
      sentiment: s,
    });
  };
  for (let q = 4; q < quarterly.length; q++) {
    const now = quarterly[q] as Items;
    const before = quarterly[q - 4] as Items;
    const end = quarterEnds[q] as number;
    const published = end + rng.int(25, 44);
    const profitChange = change(now.netIncome as number, before.netIncome as number);
    const salesChange = change(now.revenue as number, before.revenue as number) ?? 0;
    add(
      published - rng.int(7, 12),
      rng.int(600, 1000),
      `${plan.name}: board meeting on ${dateText(published)} to consider the results for the quarter ended ${dateText(end)}.`,
      0,
    );
    add(
      published,
      rng.int(930, 1110),
      `${plan.name}: results for the quarter ended ${dateText(end)}. Sales ${crore(now.revenue as number)} (${signed(salesChange)} year on year), ` +
        `net profit ${crore(now.netIncome as number)}${profitChange === null ? '' : ` (${signed(profitChange)})`}.`,
      profitChange === null ? ((now.netIncome as number) > 0 ? 0.3 : -0.5) : Math.tanh(profitChange / 40),
    );
  }
  for (let k = rng.int(1, 3); k > 0; k--) {
    const news = rng.pick(OTHER_NEWS);
    const amount = crore(plan.marketCap * rng.range(0.002, 0.03));
    add(
      asOfDay - rng.int(0, 360),
      rng.int(540, 1170),
      `${plan.name} ${news.text.replace('{amount}', amount)}.`,
      rng.range(...news.sentiment),
    );
  }
  announcements.sort((a, b) => a.instantMs - b.instantMs);

  const trades: InsiderTrade[] = [];
  for (let k = rng.int(0, 4); k > 0; k--) {
    const promoter = rng.chance(0.5);
    const type = rng.chance(promoter ? 0.6 : 0.4) ? 'Buy' : 'Sell';
    const before = promoter ? Math.round(plan.shares * rng.range(0.005, 0.08)) : rng.int(2_000, 200_000);
    const transacted = Math.max(100, Math.round(before * rng.range(0.005, type === 'Sell' ? 0.3 : 0.1)));
    const after = type === 'Buy' ? before + transacted : before - transacted;
    const pct = (v: number) => Math.round((v / plan.shares) * 1e6) / 1e4;
    trades.push({
      id: demoUuid(seed, 'insiderTrade', plan.rank * 64 + trades.length),
      day: lastTradingDayOnOrBefore(asOfDay - rng.int(0, 360)),
      nameOfInsider: personName(rng),
      category: promoter
        ? rng.pick(['Promoters', 'Promoter Group'])
        : rng.pick(['Director', 'Key Managerial Personnel', 'Designated Employee']),
      transacted,
      before,
      after,
      holdingBefore: pct(before),
      holdingAfter: pct(after),
      mode:
        type === 'Buy'
          ? rng.pick(['Market Purchase', 'Market Purchase', 'ESOP'])
          : rng.pick(['Market Sale', 'Off Market']),
      type,
    });
  }
  trades.sort((a, b) => a.day - b.day);
  return { announcements, trades };
}
