import { computeIndicator, latestSignals, runStrategyBacktest, DELIVERY_COSTS, type TradingBar } from '@sanchay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';
import { type BarInput, insertBars, insertCompany, uniqueTag } from '../../test/factories/marketFixtures';
import { marketIndexCompanies, marketIndexPriceDaily, marketIndices } from '../market/schema/index';

let t: TestApp;
const T = uniqueTag('TR');
const WAVE = `${T}WAVE`;
const TREND = `${T}TREND`;
const SHORT = `${T}SHORT`;
const INDEX = `${T} INDEX 3`;

/** Weekday bars from 2022-01-03: a slow rise with a sine wave on top, so crossovers happen. */
function wave(count: number, amplitude: number, drift: number): TradingBar[] {
  const out: TradingBar[] = [];
  const day = new Date('2022-01-03T00:00:00Z');
  while (out.length < count) {
    if (day.getUTCDay() % 6 !== 0) {
      const i = out.length;
      const close = Math.round((100 + drift * i + amplitude * Math.sin(i / 15)) * 100) / 100;
      const open = Math.round((close - 0.4 * Math.cos(i)) * 100) / 100;
      out.push({ date: day.toISOString().slice(0, 10), open, high: Math.max(open, close) + 1, low: Math.min(open, close) - 1, close });
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}

const WAVE_BARS = wave(400, 12, 0.05);
const TREND_BARS = wave(400, 2, 0.3);
const INDEX_BARS = wave(400, 30, 1).map((b) => ({ ...b, close: b.close * 10 }));
const asInput = (bars: TradingBar[]): BarInput[] => bars.map((b) => [b.date, b.close, { open: b.open!, high: b.high!, low: b.low! }]);
let indexId = '';
let trendId = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const waveCo = await insertCompany(db, { symbol: WAVE, companyName: 'Wave Industries' });
  const trendCo = await insertCompany(db, { symbol: TREND, companyName: 'Trend Motors' });
  const shortCo = await insertCompany(db, { symbol: SHORT, companyName: 'Short Listing' });
  trendId = trendCo.id;
  await insertBars(db, waveCo.id, asInput(WAVE_BARS));
  await insertBars(db, trendCo.id, asInput(TREND_BARS));
  await insertBars(db, shortCo.id, asInput(wave(20, 1, 0.1)));
  const [index] = await db.insert(marketIndices).values({ indexName: INDEX, source: 'test' }).returning();
  indexId = index!.id;
  await db.insert(marketIndexCompanies).values([
    { indexId, companyId: waveCo.id, weight: 60 },
    { indexId, companyId: trendCo.id, weight: 30 },
    { indexId, companyId: shortCo.id, weight: 10 },
  ]);
  await db.insert(marketIndexPriceDaily).values(INDEX_BARS.slice(0, 399).map((b) => ({ indexId, date: b.date, open: b.open, high: b.high, low: b.low, close: b.close })));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/trading/backtest', payload: payload as object });

describe('GET /api/trading/indicators', () => {
  it('returns the window of bars and indicator lines computed with warm-up bars before it', async () => {
    const from = WAVE_BARS[300]!.date;
    const response = await get(`/api/trading/indicators?symbol=${WAVE.toLowerCase()}&from=${from}&indicators=sma:20,macd,supertrend:10:3`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ symbol: WAVE, name: 'Wave Industries', kind: 'stock', from, to: WAVE_BARS[399]!.date });
    expect(body.bars).toHaveLength(100);
    expect(body.indicators.map((i: { id: string }) => i.id)).toEqual(['sma:20', 'macd:12:26:9', 'supertrend:10:3']);
    // The SMA on the first day shown is the mean of that close and the 19 before it.
    const sma = computeIndicator(WAVE_BARS, { kind: 'sma', params: [20] }).lines.sma!;
    expect(body.indicators[0].lines.sma[0]).toBeCloseTo(sma[300]!, 4);
    expect(body.indicators[0].lines.sma[99]).toBeCloseTo(sma[399]!, 4);
    expect(body.indicators[1].lines.macd[0]).not.toBeNull();
    expect(body.indicators[2]).toMatchObject({ pane: 'price', label: 'SuperTrend (10, 3)' });
  });

  it('reads an index by name, and a range back from its last bar', async () => {
    const response = await get(`/api/trading/indicators?symbol=${encodeURIComponent(INDEX.toLowerCase())}&range=1M&indicators=rsi`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ symbol: INDEX, kind: 'index', to: INDEX_BARS[398]!.date });
    expect(body.bars.length).toBeGreaterThan(18);
    expect(body.bars.length).toBeLessThan(25);
    expect(body.indicators[0].lines.rsi.every((v: number | null) => v !== null)).toBe(true);
  });

  it('rejects bad input with a message and answers 404 for an unknown symbol', async () => {
    const missing = await get('/api/trading/indicators');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'invalid_input', message: 'symbol: symbol is required' });
    const badIndicator = await get(`/api/trading/indicators?symbol=${WAVE}&indicators=sma:50,vwap`);
    expect(badIndicator.statusCode).toBe(400);
    expect(badIndicator.json().message).toContain('unknown indicator "vwap"');
    const badDate = await get(`/api/trading/indicators?symbol=${WAVE}&from=2024-13-45`);
    expect(badDate.statusCode).toBe(400);
    const unknown = await get(`/api/trading/indicators?symbol=${T}NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: `No company or index with symbol ${T}NOPE.` });
  });
});

describe('GET /api/trading/signals', () => {
  it('gives each constituent the signals of its latest bars, in one batch', async () => {
    const response = await get(`/api/trading/signals?index=${encodeURIComponent(INDEX)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.index).toBe(INDEX);
    expect(body.asOf).toBe(WAVE_BARS[399]!.date);
    expect(body.rows.map((r: { symbol: string }) => r.symbol)).toEqual([SHORT, TREND, WAVE]);
    const wave = body.rows.find((r: { symbol: string }) => r.symbol === WAVE);
    expect(wave.signals).toEqual(latestSignals(WAVE_BARS.slice(-260)));
    const short = body.rows.find((r: { symbol: string }) => r.symbol === SHORT);
    expect(short.signals).toMatchObject({ smaCross: null, macd: null });
  });

  it('is cached for the day until the index gets a newer bar', async () => {
    const db = t.services.database.db;
    const url = `/api/trading/signals?index=${encodeURIComponent(INDEX)}`;
    const before = (await get(url)).json();
    // A new stock bar alone does not recompute (the cache key is the IST day and the index's last bar) ...
    await insertBars(db, trendId, [['2030-01-02', 999, { open: 999, high: 999, low: 999 }]]);
    expect((await get(url)).json()).toEqual(before);
    // ... a newer index bar does.
    const last = INDEX_BARS[399]!;
    await db.insert(marketIndexPriceDaily).values({ indexId, date: last.date, open: last.open, high: last.high, low: last.low, close: last.close });
    const fresh = (await get(url)).json();
    expect(fresh.asOf).toBe('2030-01-02');
    expect(fresh.rows.find((r: { symbol: string }) => r.symbol === TREND).signals.close).toBe(999);
  });

  it('answers 404 for an unknown index', async () => {
    const response = await get(`/api/trading/signals?index=${T}NOINDEX`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: `No index named ${T}NOINDEX.` });
  });
});

describe('POST /api/trading/backtest', () => {
  it('runs an SMA crossover on the symbol from a date, with warm-up bars before it, exactly as the core engine', async () => {
    const from = WAVE_BARS[100]!.date;
    const response = await post({ symbol: WAVE, strategy: { kind: 'sma_crossover', fast: 10, slow: 30 }, from, initialCapital: 50_000 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = runStrategyBacktest({
      bars: WAVE_BARS.slice(100 - 30),
      startIndex: 30,
      strategy: { kind: 'sma_crossover', fast: 10, slow: 30 },
      initialCapital: 50_000,
      execution: 'next_open',
      costs: DELIVERY_COSTS,
      riskFreeRatePct: 6.5,
    });
    expect(body).toMatchObject({ symbol: WAVE, name: 'Wave Industries', from, to: WAVE_BARS[399]!.date, bars: 300, execution: 'next_open', costs: DELIVERY_COSTS });
    expect(body.metrics).toEqual(expected.metrics);
    expect(body.trades).toEqual(expected.trades);
    expect(body.trades.length).toBeGreaterThan(2);
    expect(body.trades.every((trade: { entryDate: string }) => trade.entryDate > from)).toBe(true);
    expect(body.benchmark.name).toBe(`${WAVE} buy and hold`);
    expect(body.curve).toHaveLength(300);
  });

  it('benchmarks against a named index', async () => {
    const response = await post({ symbol: TREND, strategy: { kind: 'supertrend', period: 10, multiplier: 3 }, benchmark: INDEX, execution: 'same_close', costs: { ...DELIVERY_COSTS, slippagePct: 0.05 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.benchmark.name).toBe(INDEX);
    expect(body.curve[0].benchmark).toBe(body.initialCapital);
    expect(body.metrics.totalCosts).toBeGreaterThan(0);
  });

  it('says what is wrong: validation, unknown symbol or index, too little history', async () => {
    const fastSlow = await post({ symbol: WAVE, strategy: { kind: 'sma_crossover', fast: 50, slow: 20 } });
    expect(fastSlow.statusCode).toBe(400);
    expect(fastSlow.json()).toEqual({ error: 'invalid_input', message: 'strategy.fast: the fast period must be shorter than the slow period' });
    const kind = await post({ symbol: WAVE, strategy: { kind: 'martingale' } });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain('strategy.kind must be one of');
    const negative = await post({ symbol: WAVE, strategy: { kind: 'buy_and_hold' }, costs: { sttBuyPct: -1 } });
    expect(negative.json().message).toBe('costs.sttBuyPct: sttBuyPct must not be negative');
    const unknown = await post({ symbol: `${T}NOPE`, strategy: { kind: 'buy_and_hold' } });
    expect(unknown.statusCode).toBe(404);
    const noIndex = await post({ symbol: WAVE, strategy: { kind: 'buy_and_hold' }, benchmark: `${T}NOINDEX` });
    expect(noIndex.statusCode).toBe(404);
    const short = await post({ symbol: SHORT, strategy: { kind: 'buy_and_hold' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'insufficient_history', message: `${SHORT} has 20 daily bars; a backtest needs at least 30.` });
    const slow = await post({ symbol: WAVE, strategy: { kind: 'sma_crossover', fast: 50, slow: 450 } });
    expect(slow.statusCode).toBe(400);
    expect(slow.json().message).toBe(`${WAVE} has 400 daily bars up to ${WAVE_BARS[399]!.date}; SMA crossover needs more than 450 to give a signal.`);
    const late = await post({ symbol: WAVE, strategy: { kind: 'buy_and_hold' }, from: '2031-01-01' });
    expect(late.json()).toEqual({ error: 'insufficient_history', message: `${WAVE} has 0 daily bars from 2031-01-01; a backtest needs at least 30.` });
  });

  it('is rate limited per client', async () => {
    let last = 0;
    for (let i = 0; i < 32 && last !== 429; i++) last = (await post({ symbol: '' })).statusCode;
    expect(last).toBe(429);
  });
});
