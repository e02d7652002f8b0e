import {
  BACKTEST_MIN_BARS,
  type BacktestBar,
  type DipSipBacktestResponse,
  dipSipBacktestQuery,
  runDipSipBacktest,
  thinCurve,
} from '@sanchay/core';

/** Points per value curve in the answer (the chart draws fewer; the figures use every day). */
const CURVE_POINTS = 600;
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../platform/db/client';
import { rows } from '../platform/db/sql';
import { AppError, notFound } from '../platform/errors';
import { validate } from '../platform/http/validate';

/**
 * GET /api/dipsip/backtest?symbol&amount&trigger&monthlyCap&monthEndFallback&years: "How would this have
 * done?" for one ETF. validate -> load (the ETF's listing, then its closes over the last `years` years of
 * available data, oldest first) -> act (the pure backtest in @sanchay/core) -> present. Public data: no
 * sign-in needed.
 */
export function backtestRoutes(db: AppDb) {
  return async function register(app: FastifyInstance) {
    app.get('/api/dipsip/backtest', async (request): Promise<DipSipBacktestResponse> => {
      const query = validate(dipSipBacktestQuery, request.query);
      const etf = await findEtfListing(db, query.symbol);
      if (!etf) throw notFound(`No ETF ${query.symbol} with a price history. Pick an ETF from the list.`);
      const bars = await loadCloses(db, etf.companyId, query.years);
      if (bars.length < BACKTEST_MIN_BARS) {
        throw new AppError(
          400,
          'insufficient_history',
          `${etf.symbol} has ${bars.length} daily price${bars.length === 1 ? '' : 's'}; a backtest needs at least ${BACKTEST_MIN_BARS}.`,
        );
      }
      const result = runDipSipBacktest({
        bars,
        amount: query.amount,
        triggerPct: query.trigger,
        monthlyCap: query.monthlyCap ?? null,
        monthEndFallback: query.monthEndFallback,
      });
      return {
        symbol: etf.symbol,
        from: bars[0]!.date,
        to: bars[bars.length - 1]!.date,
        bars: bars.length,
        amount: query.amount,
        trigger: query.trigger,
        monthlyCap: query.monthlyCap ?? null,
        monthEndFallback: query.monthEndFallback,
        years: query.years,
        ...result,
        dip: { ...result.dip, curve: thinCurve(result.dip.curve, CURVE_POINTS) },
        sip: { ...result.sip, curve: thinCurve(result.sip.curve, CURVE_POINTS) },
      };
    });
  };
}

/** The ETF row by symbol and its listing: etfs.company_id, else the NSE listing of the same symbol. */
async function findEtfListing(db: AppDb, symbol: string): Promise<{ symbol: string; companyId: string } | null> {
  const found = await rows<{ symbol: string; company_id: string | null }>(
    db,
    sql`select e.symbol,
          coalesce(e.company_id, (select cp.id from company_profile cp where cp.symbol = e.symbol and cp.exchange = 'NSE'))::text as company_id
        from etfs e
        where upper(e.symbol) = ${symbol}
        order by e.company_id is null, e.symbol
        limit 1`,
  );
  const row = found[0];
  return row?.company_id ? { symbol: row.symbol, companyId: row.company_id } : null;
}

/** Positive closes from (last bar - years) through the last bar, oldest first, by the primary key (company_id, date). */
async function loadCloses(db: AppDb, companyId: string, years: number): Promise<BacktestBar[]> {
  const interval = `${years} years`;
  return rows<BacktestBar>(
    db,
    sql`select to_char(p.date, 'YYYY-MM-DD') as date, p.close
        from stock_price_daily_historical p
        where p.company_id = ${companyId}
          and p.close > 0
          and p.date > ((select max(l.date) from stock_price_daily_historical l where l.company_id = ${companyId}) - ${interval}::interval)::date
        order by p.date`,
  );
}
