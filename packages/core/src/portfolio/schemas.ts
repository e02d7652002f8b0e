import { z } from 'zod';
import { assertIsoDate } from '../calendar/ist';
import type { YearSummary } from './gains';
import type { Schedule112ARow } from './schedule112a';
import type { AssetClass } from './types';

/** ISO 6166 as India issues it: IN, 9 letters or digits, a check digit. */
export const ISIN_PATTERN = /^IN[A-Z0-9]{9}\d$/;

const isoDay = z.string().refine((value) => {
  try {
    assertIsoDate(value);
    return true;
  } catch {
    return false;
  }
}, 'must be a date YYYY-MM-DD');

export const isinField = z.string().trim().toUpperCase().regex(ISIN_PATTERN, 'must be an ISIN like INE009A01021');

/** A trade entered or edited by hand. */
export const portfolioTradeInput = z.object({
  isin: isinField,
  date: isoDay,
  side: z.enum(['buy', 'sell'], { error: 'side must be buy or sell' }),
  quantity: z.number({ error: 'quantity must be a number' }).positive('quantity must be more than 0').max(1e9, 'quantity must be at most 1000000000'),
  price: z.number({ error: 'price must be a number' }).positive('price must be more than 0').max(1e8, 'price must be at most 100000000'),
  charges: z.number({ error: 'charges must be a number' }).min(0, 'charges must not be negative').max(1e8, 'charges must be at most 100000000').default(0),
});
export type PortfolioTradeInput = z.infer<typeof portfolioTradeInput>;

export const PORTFOLIO_IMPORT_FORMATS = ['zerodha_tradebook', 'zerodha_holdings', 'generic', 'cas_pdf'] as const;
export type PortfolioImportFormat = (typeof PORTFOLIO_IMPORT_FORMATS)[number];

/** Largest file the import dialog takes (10,000 tradebook rows are about 1.4 MB). */
export const PORTFOLIO_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * A CSV, or a CAMS / KFintech statement PDF as base64, to preview or import. `mappings` maps an unknown symbol,
 * ISIN or scheme of the file to an ISIN.
 */
export const portfolioImportRequest = z.object({
  content: z.string().min(1, 'the file is empty').max(PORTFOLIO_IMPORT_MAX_BYTES, 'the file must be at most 8 MB'),
  /** A statement PDF's password (a CAS opens with the investor's PAN). */
  password: z.string().max(64).optional(),
  format: z.enum(['auto', ...PORTFOLIO_IMPORT_FORMATS]).default('auto'),
  /** Holdings exports carry no dates: the day their shares count as bought. */
  holdingsDate: isoDay.optional(),
  mappings: z.record(z.string().trim().toUpperCase().min(1).max(64), isinField).default({}),
});
export type PortfolioImportRequest = z.infer<typeof portfolioImportRequest>;

/** The person's own facts about a security: its FMV of 31 Jan 2018 (grandfathering), asset class, name. */
export const portfolioSecurityInput = z.object({
  fmv31Jan2018: z.number().positive('fmv31Jan2018 must be more than 0').max(1e8).nullable().optional(),
  assetClass: z.enum(['equity', 'equity_fund', 'debt_fund', 'other']).nullable().optional(),
  name: z.string().trim().min(1).max(200).nullable().optional(),
});
export type PortfolioSecurityInput = z.infer<typeof portfolioSecurityInput>;

/* Wire formats of /api/portfolio (the server's presenters build them; the web reads them). */

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

export interface ImportPreviewRow {
  row: number;
  date: string;
  isin: string;
  name: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  charges: number;
  /** Already in the portfolio (same trade id, or the same row imported before): it will not be added again. */
  duplicate: boolean;
}

export interface ImportUnknown {
  /** The symbol or ISIN as the file has it. */
  key: string;
  rows: number[];
}

export interface PortfolioImportPreview {
  format: PortfolioImportFormat;
  rows: ImportPreviewRow[];
  toAdd: number;
  duplicates: number;
  errors: ImportRowError[];
  /** Warnings do not stop the import (e.g. a sell of more than the file's own buys). */
  warnings: ImportRowError[];
  unknown: ImportUnknown[];
}

export interface PortfolioImportResult {
  added: number;
  skipped: number;
}

export interface PortfolioTrade {
  id: string;
  isin: string;
  name: string;
  symbol: string | null;
  date: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  charges: number;
  source: string;
}

export interface PortfolioHolding {
  isin: string;
  name: string;
  symbol: string | null;
  assetClass: AssetClass;
  sector: string | null;
  marketCapType: string | null;
  quantity: number;
  averageCost: number;
  invested: number;
  /** Latest close or NAV and its date; null when no price is stored for the ISIN. */
  price: number | null;
  priceDate: string | null;
  value: number | null;
  dayChange: number | null;
  dayChangePct: number | null;
  unrealisedPnl: number | null;
  xirr: number | null;
}

export interface AllocationSlice {
  label: string;
  value: number;
  share: number;
}

export interface PortfolioSummary {
  /** The latest price date among the holdings: the date the value is true at. */
  asOf: string | null;
  invested: number;
  value: number;
  dayChange: number | null;
  unrealisedPnl: number;
  realisedPnl: number;
  xirr: number | null;
  benchmark: { name: string; xirr: number | null; value: number; asOf: string } | { name: string; unavailable: string };
  holdings: PortfolioHolding[];
  allocation: { assetClass: AllocationSlice[]; sector: AllocationSlice[]; marketCap: AllocationSlice[] };
  /** Holdings without a stored price: left out of the value, XIRR and allocation. */
  unpriced: string[];
  issues: { isin: string; date: string; message: string }[];
  tradeCount: number;
}

/** GET /api/portfolio/history: value against cost, day by day (evenly sampled when long). */
export interface PortfolioHistory {
  points: { date: string; invested: number; value: number }[];
  /** Holdings with no price on any of the days: in neither line. */
  unpriced: string[];
}

export interface PortfolioGains {
  years: YearSummary[];
  schedule112a: Schedule112ARow[];
  notTaxAdvice: string;
}

/** The index a portfolio's returns are set beside. */
export const PORTFOLIO_BENCHMARK = 'NIFTY 50';
