import { TRADE_FIELD_NAMES, TRADE_LIMITS, TRADE_QUERY_KEYS, type TradeQueryKey } from './constants';

/** One order of a trade basket (spec 000 section 3, Basket item). */
export interface BasketItem {
  exchange: 'NSE';
  /** The instrument text as received, e.g. "NIFTYBEES Current 245.3". */
  instrument: string;
  /** The part before "Current": what the page shows. */
  name: string;
  /** The first word of the name, upper-cased: Kite's tradingsymbol. */
  tradingsymbol: string;
  /** The user's target (limit) price in rupees. */
  price: number;
  quantity: number;
  /** The market price when the basket was made. */
  reportedPrice: number;
}

export type BasketParseResult =
  { kind: 'empty' } | { kind: 'ok'; items: BasketItem[] } | { kind: 'refused'; message: string };

export type FieldParse = { ok: true; value: number } | { ok: false; reason: string };

const DECIMAL = /^\d+(?:\.\d+)?$/;
const PRICE = /^\d+(?:\.\d{1,2})?$/;
const INTEGER = /^\d+$/;

/** A target price: a plain number above 0 with at most 2 decimals (NSE tick 0.01). */
export function parsePrice(text: string): FieldParse {
  const t = text.trim();
  if (t === '') return { ok: false, reason: 'is missing' };
  if (!PRICE.test(t)) return { ok: false, reason: 'must be a number above 0 with at most 2 decimals' };
  const value = Number(t);
  if (!Number.isFinite(value) || value <= 0) return { ok: false, reason: 'must be above 0' };
  return { ok: true, value };
}

/** A quantity: a whole number from 1 to 1,000,000. */
export function parseQuantity(text: string): FieldParse {
  const t = text.trim();
  if (t === '') return { ok: false, reason: 'is missing' };
  const value = Number(t);
  if (!INTEGER.test(t) || value < 1 || value > TRADE_LIMITS.maxQuantity) {
    return { ok: false, reason: 'must be a whole number from 1 to 10,00,000' };
  }
  return { ok: true, value };
}

/** The reported (current market) price: a plain number above 0. */
export function parseReportedPrice(text: string): FieldParse {
  const t = text.trim();
  if (t === '') return { ok: false, reason: 'is missing' };
  const value = Number(t);
  if (!DECIMAL.test(t) || !Number.isFinite(value) || value <= 0)
    return { ok: false, reason: 'must be a number above 0' };
  return { ok: true, value };
}

/** "NIFTYBEES Current 245.3" -> "NIFTYBEES": the text before the word Current (all of it when absent). */
export function instrumentName(instrument: string): string {
  const at = instrument.search(/\bCurrent\b/);
  return (at >= 0 ? instrument.slice(0, at) : instrument).trim();
}

/** The trading symbol of an instrument name, or null when it is not a valid NSE symbol. */
export function tradingSymbolOf(name: string): string | null {
  const first = name.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return TRADE_LIMITS.symbolPattern.test(first) ? first : null;
}

/** Anything with URLSearchParams' getAll (core has no DOM types). */
export interface SearchParamsLike {
  getAll(key: string): string[];
}

/** What a query string looks like to the parser: URLSearchParams or a plain record. */
export type QueryLike = SearchParamsLike | Readonly<Record<string, string | readonly string[] | undefined>>;

function isSearchParams(query: QueryLike): query is SearchParamsLike {
  return typeof (query as Partial<SearchParamsLike>).getAll === 'function';
}

function valuesOf(query: QueryLike, key: string): string[] {
  if (isSearchParams(query)) return query.getAll(key);
  const v = (query as Readonly<Record<string, string | readonly string[] | undefined>>)[key];
  if (v === undefined) return [];
  return typeof v === 'string' ? [v] : [...v];
}

function splitCommas(values: string[]): string[] {
  return values.flatMap((v) => v.split(','));
}

function refuse(order: number, key: TradeQueryKey, reason: string): BasketParseResult {
  return { kind: 'refused', message: `Order ${order}: ${TRADE_FIELD_NAMES[key]} ${reason}.` };
}

/**
 * Reads a basket from the query parameters i, price, quantity and reportedPrice.
 * Each is one value, a repeated parameter (i=..&i=..) or a comma list; the lists align by position.
 * Any bad value refuses the whole basket with a message naming the field and the order number.
 */
export function parseBasketQuery(query: QueryLike): BasketParseResult {
  const raw = Object.fromEntries(TRADE_QUERY_KEYS.map((key) => [key, valuesOf(query, key)])) as Record<
    TradeQueryKey,
    string[]
  >;
  if (TRADE_QUERY_KEYS.every((key) => raw[key].length === 0)) return { kind: 'empty' };

  const missing = TRADE_QUERY_KEYS.filter((key) => raw[key].length === 0);
  if (missing.length > 0) {
    return {
      kind: 'refused',
      message: `The trade link has no ${missing.map((k) => TRADE_FIELD_NAMES[k]).join(', ')}.`,
    };
  }

  const price = splitCommas(raw.price);
  const quantity = splitCommas(raw.quantity);
  const reportedPrice = splitCommas(raw.reportedPrice);
  // Instrument names may hold commas: split a single i only when the other lists are lists.
  const i = raw.i.length === 1 && price.length > 1 ? splitCommas(raw.i) : raw.i;
  const lists: Record<TradeQueryKey, string[]> = { i, price, quantity, reportedPrice };

  const count = i.length;
  if (TRADE_QUERY_KEYS.some((key) => lists[key].length !== count)) {
    const sizes = TRADE_QUERY_KEYS.map((key) => `${TRADE_FIELD_NAMES[key]} ${lists[key].length}`).join(', ');
    return {
      kind: 'refused',
      message: `The lists of the trade link do not line up (${sizes}); each order needs one of each.`,
    };
  }
  if (count > TRADE_LIMITS.maxOrders) {
    return {
      kind: 'refused',
      message: `A Kite basket holds at most ${TRADE_LIMITS.maxOrders} orders; this trade link has ${count}.`,
    };
  }

  const items: BasketItem[] = [];
  for (let n = 0; n < count; n++) {
    const order = n + 1;
    const instrument = (i[n] ?? '').trim();
    const name = instrumentName(instrument);
    if (name === '') return refuse(order, 'i', 'is missing');
    const tradingsymbol = tradingSymbolOf(name);
    if (!tradingsymbol) {
      return {
        kind: 'refused',
        message: `Order ${order}: ${TRADE_FIELD_NAMES.i} "${name.slice(0, 40)}" does not start with a valid NSE trading symbol.`,
      };
    }
    const p = parsePrice(price[n] ?? '');
    if (!p.ok) return refuse(order, 'price', p.reason);
    const q = parseQuantity(quantity[n] ?? '');
    if (!q.ok) return refuse(order, 'quantity', q.reason);
    const r = parseReportedPrice(reportedPrice[n] ?? '');
    if (!r.ok) return refuse(order, 'reportedPrice', r.reason);
    items.push({
      exchange: 'NSE',
      instrument,
      name,
      tradingsymbol,
      price: p.value,
      quantity: q.value,
      reportedPrice: r.value,
    });
  }
  return { kind: 'ok', items };
}

/** Price times quantity in whole rupees (computed in paise, then rounded). */
export function orderAmount(price: number, quantity: number): number {
  return Math.round((Math.round(price * 100) * quantity) / 100);
}

/** The basket's total investment: the sum of price times quantity, rounded to whole rupees. */
export function totalInvestment(orders: readonly { price: number; quantity: number }[]): number {
  const paise = orders.reduce((sum, o) => sum + Math.round(o.price * 100) * o.quantity, 0);
  return Math.round(paise / 100);
}
