/**
 * Corporate actions: NSE's PURPOSE text parsed into what it does to a share, and the factors that follow.
 * A share factor is how many shares one share becomes (bonus 1:1 -> 2, split Rs 10 -> Rs 2 -> 5,
 * consolidation Rs 1 -> Rs 10 -> 0.1); prices before the ex-date divide by it, share counts multiply by it.
 */

export type DividendKind = 'interim' | 'final' | 'special' | 'dividend';

export type CorporateActionDetail =
  | { kind: 'bonus'; newShares: number; heldShares: number }
  | { kind: 'split'; fromFaceValue: number; toFaceValue: number }
  | { kind: 'consolidation'; fromFaceValue: number; toFaceValue: number }
  | { kind: 'dividend'; dividendKind: DividendKind; perShare: number }
  | { kind: 'rights'; newShares: number; heldShares: number; premium: number | null }
  | { kind: 'demerger' }
  /** A share factor seen in the prices (two sources, or a one-day fall), its reading not yet known for sure. */
  | { kind: 'derived'; factor: number; reading: string }
  | { kind: 'other'; text: string };

export type CorporateActionKind = CorporateActionDetail['kind'];

/** Money in NSE's PURPOSE: "Rs 5", "Rs. 5.50", "Re 1", "Rs 2/-", "Rs.10/-". */
const AMOUNT = String.raw`R[se]\.?\s*(\d+(?:\.\d+)?)\s*(?:\/-)?`;
const RATIO = String.raw`(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)`;

const BONUS = new RegExp(String.raw`^bonus\b.*?${RATIO}`, 'i');
const RIGHTS = new RegExp(String.raw`^rights\b.*?${RATIO}(?:.*?premium\s*(?:of\s*)?${AMOUNT})?`, 'i');
const FACE_VALUE_CHANGE = new RegExp(String.raw`from\s*${AMOUNT}.*?to\s*${AMOUNT}`, 'i');
const DIVIDEND = new RegExp(String.raw`\b(interim|final|special)?\s*dividend\b[^/]*?${AMOUNT}\s*per\s*(?:share|sh)`, 'i');

function dividendParts(text: string): CorporateActionDetail[] {
  // "Final Dividend - Rs 5.5 Per Share/Special Dividend - Rs 4 Per Share": one action per part.
  const found: CorporateActionDetail[] = [];
  for (const part of text.split(/\s*\/\s*(?=[A-Za-z])/)) {
    const match = DIVIDEND.exec(part);
    if (!match) continue;
    const perShare = Number(match[2]);
    if (!(perShare > 0)) continue;
    found.push({ kind: 'dividend', dividendKind: (match[1]?.toLowerCase() as DividendKind | undefined) ?? 'dividend', perShare });
  }
  return found;
}

/**
 * The actions one PURPOSE names, e.g. "Bonus 1:1", "Face Value Split (Sub-Division) - From Rs 10/- Per Share
 * To Rs 2/- Per Share", "Interim Dividend - Rs 10 Per Share", "Rights 1:15 @ Premium Rs 1247/-", "Demerger".
 * Text it cannot read is one `other` action carrying the text (never dropped, never guessed).
 */
export function parsePurpose(purpose: string): CorporateActionDetail[] {
  const text = purpose.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const bonus = BONUS.exec(text);
  if (bonus) return [{ kind: 'bonus', newShares: Number(bonus[1]), heldShares: Number(bonus[2]) }];
  const rights = RIGHTS.exec(text);
  if (rights)
    return [
      { kind: 'rights', newShares: Number(rights[1]), heldShares: Number(rights[2]), premium: rights[3] ? Number(rights[3]) : null },
    ];
  if (/split|sub-?division|consolidat/i.test(text)) {
    const change = FACE_VALUE_CHANGE.exec(text);
    if (change) {
      const fromFaceValue = Number(change[1]);
      const toFaceValue = Number(change[2]);
      if (fromFaceValue > 0 && toFaceValue > 0 && fromFaceValue !== toFaceValue)
        return [{ kind: fromFaceValue > toFaceValue ? 'split' : 'consolidation', fromFaceValue, toFaceValue }];
    }
  }
  if (/demerger/i.test(text)) return [{ kind: 'demerger' }];
  const dividends = dividendParts(text);
  return dividends.length > 0 ? dividends : [{ kind: 'other', text }];
}

/** Shares one share becomes on the ex-date; 1 for actions that leave the count alone (dividends, rights, demergers). */
export function shareFactor(action: CorporateActionDetail): number {
  switch (action.kind) {
    case 'bonus':
      return action.heldShares > 0 ? (action.newShares + action.heldShares) / action.heldShares : 1;
    case 'split':
    case 'consolidation':
      return action.fromFaceValue / action.toFaceValue;
    case 'derived':
      return action.factor;
    default:
      return 1;
  }
}

/** "Bonus 1:1", "Split Rs 10 -> Rs 2", "Final dividend Rs 5.5 a share", ... (for lists an administrator reads). */
export function describeAction(action: CorporateActionDetail): string {
  switch (action.kind) {
    case 'bonus':
      return `Bonus ${action.newShares}:${action.heldShares}`;
    case 'split':
      return `Split Rs ${action.fromFaceValue} -> Rs ${action.toFaceValue}`;
    case 'consolidation':
      return `Consolidation Rs ${action.fromFaceValue} -> Rs ${action.toFaceValue}`;
    case 'dividend':
      return `${action.dividendKind === 'dividend' ? 'Dividend' : `${action.dividendKind[0]!.toUpperCase()}${action.dividendKind.slice(1)} dividend`} Rs ${action.perShare} a share`;
    case 'rights':
      return `Rights ${action.newShares}:${action.heldShares}${action.premium !== null ? ` at a premium of Rs ${action.premium}` : ''}`;
    case 'demerger':
      return 'Demerger';
    case 'derived':
      return `Share factor ${action.factor} (${action.reading})`;
    case 'other':
      return action.text;
  }
}

/** An action that changes the share count, with its ex-date (null when only a window is known: see DatedFactor). */
export interface DatedFactor {
  /** Ex-date, or the last day of the window it happened in when only that is known. */
  exDate: string;
  factor: number;
}

/**
 * How many shares one share held on `from` is on `to` (YYYY-MM-DD): the product of the factors with an
 * ex-date in (from, to]; its inverse when `to` is before `from`.
 */
export function shareFactorBetween(factors: readonly DatedFactor[], from: string, to: string): number {
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  let product = 1;
  for (const f of factors) if (f.exDate > lo && f.exDate <= hi) product *= f.factor;
  return from <= to ? product : 1 / product;
}

/** The share factors NSE uses (bonus a:b and splits/consolidations of the usual face values), with a reading of each. */
const KNOWN_FACTORS: readonly { factor: number; reading: string }[] = (() => {
  const found = new Map<number, string[]>();
  const add = (factor: number, reading: string) => {
    const key = Math.round(factor * 1e6) / 1e6;
    found.set(key, [...(found.get(key) ?? []), reading]);
  };
  for (const [a, b] of [[1, 1], [2, 1], [3, 1], [4, 1], [1, 2], [1, 3], [1, 4], [1, 5], [3, 2], [1, 10], [9, 1]] as const)
    add((a + b) / b, `bonus ${a}:${b}`);
  for (const [from, to] of [[10, 5], [10, 2], [10, 1], [5, 1], [2, 1], [5, 2]] as const) add(from / to, `split Rs ${from} -> Rs ${to}`);
  // Split and bonus together (Bajaj Finance, June 2025: Rs 2 -> Rs 1 and bonus 4:1).
  add(10, 'split Rs 2 -> Rs 1 and bonus 4:1');
  return [...found.entries()].map(([factor, readings]) => ({ factor, reading: readings.join(' or ') }));
})();

/** Tolerance of a one-day ratio (index move taken out) against a whole factor. */
export const FACTOR_TOLERANCE = 0.03;
/**
 * Tolerance of a ratio between two sources' prices days apart: the back-adjusted series is also adjusted for the
 * dividends since (HDFCBANK: 1,696.6 / 813.0 = 2.087 for a 1:1 bonus).
 */
export const PAIR_TOLERANCE = 0.08;

/**
 * The whole share factor an observed price ratio (before / after) stands for, or null when it is near 1 or near no
 * factor NSE uses. `tolerance` is relative.
 */
export function snapShareFactor(ratio: number, tolerance = FACTOR_TOLERANCE): { factor: number; reading: string } | null {
  if (!Number.isFinite(ratio) || ratio <= 0) return null;
  let best: { factor: number; reading: string } | null = null;
  let bestError = Infinity;
  for (const known of KNOWN_FACTORS) {
    const error = Math.abs(ratio / known.factor - 1);
    if (error < bestError) [best, bestError] = [known, error];
  }
  return best && bestError <= tolerance ? best : null;
}

export interface DatedClose {
  date: string;
  close: number;
}

export interface PriceJump {
  /** The first day at the new basis (the ex-date). */
  date: string;
  factor: number;
  reading: string;
  /** close before / close on the date, divided by the index's own move that day. */
  ratio: number;
}

/** The smallest share factor a one-day fall is taken for (bonus 1:2). */
export const MIN_JUMP_FACTOR = 1.5;

/** Calendar days two bars may be apart and still be next trading days (a long weekend with holidays). */
export const MAX_TRADING_GAP_DAYS = 5;

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/**
 * One-day falls in an unadjusted series that a share factor explains and the market does not: close(t-1) / close(t),
 * divided by the index's move over the same two days, snapped to a whole factor of at least MIN_JUMP_FACTOR (a
 * bonus of 1:10 or 1:5 is a fall an illiquid ETF or a crash day also makes: those are left to the exchange's file).
 * Bars further apart than MAX_TRADING_GAP_DAYS are a hole in the data, not a day. Both series oldest first.
 */
export function findPriceJumps(bars: readonly DatedClose[], index: readonly DatedClose[], tolerance = FACTOR_TOLERANCE): PriceJump[] {
  const indexClose = new Map(index.map((b) => [b.date, b.close]));
  const jumps: PriceJump[] = [];
  for (let i = 1; i < bars.length; i++) {
    const before = bars[i - 1]!;
    const after = bars[i]!;
    if (!(before.close > 0 && after.close > 0) || daysBetween(before.date, after.date) > MAX_TRADING_GAP_DAYS) continue;
    const raw = before.close / after.close;
    if (raw < MIN_JUMP_FACTOR * (1 - tolerance) * 0.85) continue; // not even near the smallest factor on a rising day
    const i0 = indexClose.get(before.date);
    const i1 = indexClose.get(after.date);
    const known = i0 !== undefined && i1 !== undefined && i0 > 0;
    const ratio = known ? raw * (i1 / i0) : raw;
    const snapped = snapShareFactor(ratio, tolerance);
    if (snapped && snapped.factor >= MIN_JUMP_FACTOR) jumps.push({ date: after.date, ...snapped, ratio });
  }
  return jumps;
}
