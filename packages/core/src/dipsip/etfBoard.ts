/**
 * The DipSIP ETF board: each ETF with its latest price and how close it is to its dip trigger, readable
 * index names for the messy "underlying" texts of the NSE list, and the order of the dashboard: the user's
 * subscriptions, then index groups by popularity.
 */

/** One row of GET /api/dipsip/etfBoard. */
export interface DipSipBoardEtf {
  symbol: string;
  underlying: string;
  /** The fund's name (AMFI's scheme name, else NSE's security name). */
  name?: string | null;
  /** The fund house (AMFI), e.g. "Nippon India Mutual Fund"; null when AMFI does not list the fund. */
  fundHouse?: string | null;
  instrument_token: number;
  /** Trading day of the latest close, YYYY-MM-DD; null without prices. */
  date: string | null;
  close: number | null;
  /** Change from the previous close in %. */
  changePct: number | null;
  /** Average daily traded value (₹) over the last 20 sessions; null when the source has no volumes. */
  tradedValue: number | null;
  /** How many Sanchay users subscribe to it. */
  subscribers: number;
  /** NSE listing day, YYYY-MM-DD (the ETF list); ranks ETFs when no source has their volumes. */
  listedOn?: string | null;
}

// Ordered: the more specific name first ("Next 50" before "50", "Private Bank" before "Bank").
const INDEX_RULES: readonly [RegExp, string][] = [
  [/sensexnext50/, 'BSE Sensex Next 50'],
  [/niftynext50|junior/, 'NIFTY Next 50'],
  [/sensex/, 'BSE Sensex'],
  [/bse500/, 'BSE 500'],
  [/enhancedvalue/, 'BSE Enhanced Value'],
  [/midcapselect|midcapsel/, 'NIFTY Midcap Select'],
  [/bsepsubank/, 'BSE PSU Bank'],
  [/500healthcare/, 'NIFTY 500 Healthcare'],
  [/midcap150/, 'NIFTY Midcap 150'],
  [/smallcap250/, 'NIFTY Smallcap 250'],
  [/nifty500/, 'NIFTY 500'],
  [/nifty200/, 'NIFTY 200'],
  [/nifty100/, 'NIFTY 100'],
  [/privatebank/, 'NIFTY Private Bank'],
  [/psubank/, 'NIFTY PSU Bank'],
  [/financialservicesexbank/, 'NIFTY Financial Services ex-Bank'],
  [/financialservices/, 'NIFTY Financial Services'],
  [/bank/, 'NIFTY Bank'],
  [/healthcare/, 'NIFTY Healthcare'],
  [/pharma/, 'NIFTY Pharma'],
  [/fmcg/, 'NIFTY FMCG'],
  [/auto/, 'NIFTY Auto'],
  [/niftyit(tri|index|etf)*$|^it$/, 'NIFTY IT'],
  [/nifty50/, 'NIFTY 50'],
];

/** Fund-house names and wrappers that say nothing about the index. */
const NOISE = /s&p|mutualfund|exchangetradedfund|\(etf\)|etf|totalreturnindex|tri|index|-/g;

function squash(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '').replace(NOISE, '');
}

/**
 * The index an ETF tracks, as investors name it: "NiftyAutoIndex" -> "NIFTY Auto", "AXISS&PBSESENSEXETF" ->
 * "BSE Sensex", "Nifty 50 Index - TRI" -> "NIFTY 50". The ETF's own name is read first: NSE's Underlying
 * column is sometimes another fund's (SETFNN50, "SBI Nifty Next 50 ETF", is listed as NiftyBank); an unknown
 * text comes back spaced out of its camel case.
 */
export function readableUnderlying(underlying: string, etfName?: string | null): string {
  for (const text of [etfName ?? '', underlying]) {
    const key = squash(text);
    if (!key) continue;
    const rule = INDEX_RULES.find(([pattern]) => pattern.test(key));
    if (rule) return rule[1];
  }
  const spaced = underlying.replace(/S&PBSE/g, 'BSE').replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/\s+/g, ' ').trim();
  return spaced && spaced.toLowerCase() !== 'index' ? spaced : 'Other indices';
}

export interface DipDistance {
  /** Today's fall in % (0 when the ETF is up). */
  fall: number;
  /** Percentage points still to fall before the trigger; 0 once triggered. */
  remaining: number;
  triggered: boolean;
}

/** How far an ETF is from its dip trigger, the way the dip engine measures it (fall from the previous close). */
export function dipDistance(changePct: number | null | undefined, trigger: number): DipDistance | null {
  if (changePct === null || changePct === undefined || !Number.isFinite(changePct)) return null;
  const fall = Math.max(0, -changePct);
  const remaining = Math.max(0, trigger - fall);
  return { fall, remaining, triggered: fall >= trigger };
}

/** "Triggered: down 2.30% (trigger 2%)", "0.80% more to fall to trigger", "2.00% to trigger". */
export function dipDistanceText(distance: DipDistance | null, trigger: number): string {
  if (!distance) return 'No price yet';
  if (distance.triggered) return `Triggered: down ${distance.fall.toFixed(2)}% (trigger ${trigger}%)`;
  return `${distance.remaining.toFixed(2)}% more to fall to trigger`;
}

export interface EtfGroup<T> {
  /** Readable index name, or "Your subscriptions". */
  title: string;
  etfs: T[];
}

export const SUBSCRIPTIONS_GROUP = 'Your subscriptions';

type Ranked = Pick<DipSipBoardEtf, 'symbol' | 'tradedValue' | 'subscribers' | 'close' | 'listedOn'>;

/** Listed earlier ranks higher; an unknown listing day ranks last. */
function seniority(listedOn: string | null | undefined): number {
  const time = listedOn ? Date.parse(listedOn) : Number.NaN;
  return Number.isNaN(time) ? -Number.MAX_SAFE_INTEGER : -time;
}

/**
 * Popular first: Sanchay subscribers, then average traded value, then having a price, then the oldest
 * listing. The data mirror has no ETF volumes (the NSE ETF closes carry none and the Kite dump has no cash
 * rows), so traded value is null for all and the order falls back to the listing day: the long-listed ETFs
 * (NIFTYBEES 2002, JUNIORBEES 2003, BANKBEES 2004) are the ones that trade most, new ones come last.
 */
function popularity(etf: Ranked): [number, number, number, number] {
  return [etf.subscribers, etf.tradedValue ?? -1, etf.close === null ? 0 : 1, seniority(etf.listedOn)];
}

const SIMPLE_TEXT = /^[A-Za-z0-9 -]*$/;

/**
 * Text in localeCompare's order. Simple text (letters, digits, spaces and hyphens: the symbols and group titles here) is
 * compared without Intl, to the same order (letters regardless of case, then lowercase first where only case
 * differs): a page's first localeCompare loads ICU's data, tens of milliseconds on a phone.
 */
export function compareText(a: string, b: string): number {
  if (!SIMPLE_TEXT.test(a) || !SIMPLE_TEXT.test(b)) return a.localeCompare(b);
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] === lowerA[i] ? -1 : 1;
  return 0;
}

function byPopularity<T extends Ranked>(a: T, b: T): number {
  const [pa, pb] = [popularity(a), popularity(b)];
  for (let i = 0; i < pa.length; i++) if (pa[i] !== pb[i]) return pb[i]! - pa[i]! > 0 ? 1 : -1;
  return compareText(a.symbol, b.symbol);
}

/**
 * The dashboard's order: the user's subscriptions first (saved or being added), then one group per index,
 * the most popular first (Sanchay subscribers, then traded value, then how many ETFs track it), each group's
 * ETFs by `popularity`. Only the ETFs passed in appear (a search filters before grouping).
 */
export function groupEtfsForDashboard<T extends Ranked & Pick<DipSipBoardEtf, 'underlying'> & { name?: string | null }>(
  etfs: readonly T[],
  isSubscribed: (etf: T) => boolean,
): EtfGroup<T>[] {
  const mine = etfs.filter(isSubscribed).sort(byPopularity);
  const groups = new Map<string, T[]>();
  for (const etf of etfs) {
    if (isSubscribed(etf)) continue;
    const title = readableUnderlying(etf.underlying, etf.name);
    groups.set(title, [...(groups.get(title) ?? []), etf]);
  }
  const score = (list: T[]) => ({
    subscribers: list.reduce((sum, e) => sum + e.subscribers, 0),
    traded: list.reduce((sum, e) => sum + (e.tradedValue ?? 0), 0),
    count: list.length,
  });
  const ordered = [...groups.entries()]
    .map(([title, list]) => ({ title, etfs: list.sort(byPopularity), ...score(list) }))
    .sort((a, b) => b.subscribers - a.subscribers || b.traded - a.traded || b.count - a.count || compareText(a.title, b.title))
    .map(({ title, etfs: list }) => ({ title, etfs: list }));
  return mine.length > 0 ? [{ title: SUBSCRIPTIONS_GROUP, etfs: mine }, ...ordered] : ordered;
}
