/**
 * Demo ETFs: index ETFs that track the demo indices (DipSIP-eligible), a gold ETF and a liquid ETF (not
 * eligible). Each is a listing in company_profile (for prices) and a row in etfs. An index ETF's price is
 * the index level divided by a fixed factor, less its expense ratio accruing daily, with a small tracking
 * error; the gold ETF follows its own random walk; the liquid ETF stays at 1000 (it pays out its interest
 * daily, as liquid ETFs on the NSE do).
 */
import { rngFor } from '@sanchay/core';
import { demoIsin, demoUuid, uuidBytes } from './identifiers';
import type { DemoIndex } from './indexBuilder';
import type { Bars } from './movingAverages';

export interface EtfDefinition {
  symbol: string;
  name: string;
  underlying: string;
  assetClass: 'equity-index' | 'gold' | 'liquid';
  /** The tracked demo index (equity-index ETFs). */
  index?: string;
  /** Index level per ETF unit. */
  factor: number;
}

export const ETF_DEFINITIONS: readonly EtfDefinition[] = [
  {
    symbol: 'SAHNIFTY50',
    name: 'Sahyadri Nifty 50 ETF',
    underlying: 'NIFTY 50',
    assetClass: 'equity-index',
    index: 'NIFTY 50',
    factor: 10,
  },
  {
    symbol: 'ARVNIFTY50',
    name: 'Aravali Nifty 50 ETF',
    underlying: 'NIFTY 50',
    assetClass: 'equity-index',
    index: 'NIFTY 50',
    factor: 4,
  },
  {
    symbol: 'SAHJUNIOR',
    name: 'Sahyadri Nifty Next 50 ETF',
    underlying: 'NIFTY NEXT 50',
    assetClass: 'equity-index',
    index: 'NIFTY NEXT 50',
    factor: 2,
  },
  {
    symbol: 'NIL100ETF',
    name: 'Nilgiri Nifty 100 ETF',
    underlying: 'NIFTY 100',
    assetClass: 'equity-index',
    index: 'NIFTY 100',
    factor: 5,
  },
  {
    symbol: 'ARVMID150',
    name: 'Aravali Nifty Midcap 150 ETF',
    underlying: 'NIFTY MIDCAP 150',
    assetClass: 'equity-index',
    index: 'NIFTY MIDCAP 150',
    factor: 50,
  },
  {
    symbol: 'SAHBANK',
    name: 'Sahyadri Nifty Bank ETF',
    underlying: 'NIFTY BANK',
    assetClass: 'equity-index',
    index: 'NIFTY BANK',
    factor: 3,
  },
  {
    symbol: 'NILITETF',
    name: 'Nilgiri Nifty IT ETF',
    underlying: 'NIFTY IT',
    assetClass: 'equity-index',
    index: 'NIFTY IT',
    factor: 25,
  },
  { symbol: 'ARVGOLD', name: 'Aravali Gold ETF', underlying: 'Gold', assetClass: 'gold', factor: 1 },
  {
    symbol: 'SAHLIQUID',
    name: 'Sahyadri Liquid ETF',
    underlying: 'NIFTY 1D Rate Index',
    assetClass: 'liquid',
    factor: 1,
  },
];

export const ETF_SYMBOLS = ETF_DEFINITIONS.map((e) => e.symbol);

export interface DemoEtf {
  definition: EtfDefinition;
  /** The listing's company_profile id. */
  companyId: string;
  companyIdBytes: Uint8Array;
  /** The etfs row id. */
  etfId: string;
  isin: string;
  /** Position in ETF_DEFINITIONS (stable across universes). */
  number: number;
}

/** The ETFs of a universe: index ETFs only for indices that exist. */
export function defineEtfs(seed: number, indices: readonly DemoIndex[]): DemoEtf[] {
  const names = new Set(indices.map((i) => i.name));
  return ETF_DEFINITIONS.filter((d) => d.index === undefined || names.has(d.index)).map((definition) => {
    const n = ETF_DEFINITIONS.indexOf(definition);
    const companyId = demoUuid(seed, 'etfListing', n);
    return {
      definition,
      companyId,
      companyIdBytes: uuidBytes(companyId),
      etfId: demoUuid(seed, 'etf', n),
      isin: demoIsin('IN', 50_000 + n, 'INF'),
      number: n,
    };
  });
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Daily bars of an ETF over the calendar. */
export function etfBars(
  seed: number,
  etf: DemoEtf,
  calendarDays: Int32Array,
  indexBarsByName: ReadonlyMap<string, Bars>,
): Bars {
  const d = etf.definition;
  const rng = rngFor(seed, 'etf', d.symbol);
  const n = calendarDays.length;
  const bars: Bars = {
    days: calendarDays.slice(),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  const tracked = d.index ? indexBarsByName.get(d.index) : undefined;
  const dailyExpense = 0.0005 / 252; // 0.05% a year
  let gold = Math.log(65) - rng.normal(0.09, 0.02) * (n / 252); // so that it ends around 65 rupees a unit
  let trackingError = 0;
  for (let i = 0; i < n; i++) {
    let close: number;
    let shape: [number, number, number];
    if (tracked) {
      trackingError = 0.9 * trackingError + rng.normal(0, 0.0002);
      const adjust = Math.exp(-dailyExpense * i + trackingError);
      const level = tracked.close[i] as number;
      close = (level / d.factor) * adjust;
      shape = [
        (tracked.open[i] as number) / level,
        (tracked.high[i] as number) / level,
        (tracked.low[i] as number) / level,
      ];
    } else if (d.assetClass === 'gold') {
      if (i > 0) gold += rng.normal(0.09 / 252, 0.13 / Math.sqrt(252));
      close = Math.exp(gold);
      const range = Math.abs(rng.normal(0, 0.005));
      shape = [Math.exp(rng.normal(0, 0.003)), 1 + range, 1 - range];
    } else {
      close = 1000;
      shape = [1, 1.00001, 0.99999];
    }
    const [o, h, l] = shape;
    bars.close[i] = round2(close);
    bars.open[i] = round2(close * o);
    bars.high[i] = round2(close * Math.max(h, o, 1));
    bars.low[i] = round2(close * Math.min(l, o, 1));
    bars.volume[i] = Math.round(rng.logNormal(d.assetClass === 'equity-index' ? 400_000 : 150_000, 0.5));
  }
  return bars;
}
