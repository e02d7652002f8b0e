import { fundamentalsReportQuery, type AdminAccess, type FundamentalsReport } from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../platform/auth';
import type { AppDb } from '../platform/db/client';
import type { Env } from '../platform/env';
import { validate } from '../platform/http/validate';
import { quarterlyResults, shareholdingDetailed } from './reportBuilder';

/**
 * The report-fetch screen's API (/cmots, admin only): Quarterly Results or Shareholding Detailed for
 * one company, from FMP when FMP_API_KEY is set, else from the database. Also the admin check the
 * admin-only screens ask first.
 */
export interface FundamentalsDeps {
  db: AppDb;
  env: Pick<Env, 'FMP_API_KEY' | 'FMP_BASE_URL'>;
}

export function fundamentalsRoutes({ db, env }: FundamentalsDeps) {
  const fmp = () => ({ apiKey: env.FMP_API_KEY, baseUrl: env.FMP_BASE_URL });
  return async function register(app: FastifyInstance) {
    app.get('/api/admin/access', async (request): Promise<AdminAccess> => {
      const admin = await requireAdmin(request, 'This screen');
      return { admin: true, email: admin.email, fmpConfigured: Boolean(fmp().apiKey) };
    });

    app.get('/api/fundamentals/report', async (request): Promise<FundamentalsReport> => {
      const query = validate(fundamentalsReportQuery, request.query);
      await requireAdmin(request, 'Fetching reports');
      return query.report === 'quarterly_results'
        ? quarterlyResults(db, fmp(), query.country, query.symbol)
        : shareholdingDetailed(db, fmp(), query.country, query.symbol);
    });
  };
}
