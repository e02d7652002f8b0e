import { tradingBacktestRequest } from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import { validate } from '../platform/http/validate';
import type { AppDb } from '../platform/db/client';
import { perAddressLimit } from '../platform/http/rateLimit';
import { runBacktest } from './backtestRunner';
import { indicatorChart } from './indicatorChart';
import { indicatorsQuery, signalsQuery } from './params';
import { signalsCache } from './signalsBoard';

/** Backtests per client and minute: each one reads up to decades of bars and walks them. */
export const BACKTEST_RATE_LIMIT_PER_MINUTE = 30;

/**
 * The trading agent's REST API (public market data: no sign-in).
 * - GET /api/trading/indicators?symbol&from&to&range&indicators: bars and indicator lines for a chart.
 * - GET /api/trading/signals?index: the latest signals of an index's constituents (cached per IST day).
 * - POST /api/trading/backtest: one strategy over a symbol's daily bars against a benchmark.
 */
export function tradingRoutes(database: AppDb) {
  return async function register(app: FastifyInstance) {
    const db = () => database;
    const signalsFor = signalsCache(db);

    app.get('/api/trading/indicators', async (request) => indicatorChart(db(), validate(indicatorsQuery, request.query)));

    app.get('/api/trading/signals', async (request) => signalsFor(validate(signalsQuery, request.query).index));

    app.post(
      '/api/trading/backtest',
      { config: perAddressLimit(BACKTEST_RATE_LIMIT_PER_MINUTE) },
      async (request) => runBacktest(db(), validate(tradingBacktestRequest, request.body)),
    );
  };
}
