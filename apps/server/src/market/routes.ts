import { marketCode } from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../platform/http/validate';
import type { AppDb } from '../platform/db/client';
import { registerMarketApi } from './api/routes';
import { searchCompanies } from './companySearch';
import type { MarketData } from './marketData';

const companyListQuery = z.object({
  country: marketCode.default('IN'),
  q: z.string().max(100, 'q must be at most 100 characters').default(''),
});

export function marketRoutes(db: AppDb, market: MarketData) {
  return async function register(app: FastifyInstance) {
    /** GET /api/company/list?country&q: the top bar's company search (static path: wins over /api/company/:symbol). */
    app.get('/api/company/list', async (request) => {
      const { country, q } = validate(companyListQuery, request.query);
      return searchCompanies(db, country, q);
    });

    /** Company details, prices, indices, quotes, ETFs, mutual funds, shareholding, status (API.md). */
    registerMarketApi(app, db, market);
  };
}
